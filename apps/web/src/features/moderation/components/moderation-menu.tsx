import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODERATION_PAGE_NAMES } from '@hoshi/contracts/page-names';
import { CardLink } from '../../../components/card-link.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ServerHeader } from '../../../components/server-header.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { readStoredGuild } from '../../../lib/stored-guilds.ts';
import { MODERATION_ICONS } from '../moderation-icons.ts';

/**
 * /dashboard/servers/{id}/moderation: five cards (spec 001 §2). It reads the server from the
 * guild list kept in local storage (spec 000 §3); a server missing there gets a Back button.
 */
export function ModerationMenu({ id }: { id: string }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('moderation');
  const config = usePublicConfig();
  const stored = readStoredGuild(id);
  const guild = stored && { id, name: stored.name, icon: config ? stored.icon : null };
  return (
    <div className="page">
      <ServerHeader
        guild={guild}
        fallbackId={id}
        cdnBase={config?.cdnBase ?? ''}
        to={paths.dashboard.server.href(id)}
        linkLabel={t('hub.backToHub')}
      />
      <section className="hub-section" aria-labelledby="moderation-title">
        <h2 id="moderation-title">{t('hub.moderation')}</h2>
        {stored ? (
          <>
            <p className="settings-intro">{tm('menuIntro')}</p>
            <ul className="card-grid">
              {MODERATION_PAGE_NAMES.map((page) => (
                <li key={page}>
                  <CardLink
                    to={paths.dashboard.server.moderationPage(id, page)}
                    icon={<Icon name={MODERATION_ICONS[page]} size={26} />}
                    title={t(`hub.${page}`)}
                    text={t(`hub.${page}Text`)}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="state-panel">
            <p className="state-panel__text">{tm('notListed')}</p>
            <div className="state-panel__actions">
              <Link className="button button--secondary" to={paths.dashboard.index}>
                {tm('back')}
              </Link>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
