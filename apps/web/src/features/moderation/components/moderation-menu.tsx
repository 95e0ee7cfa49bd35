import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardLink } from '../../../components/card-link.tsx';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ServerPageCard } from '../../../components/server-page-card.tsx';
import { paths } from '../../../config/paths.ts';
import { pagesIn } from '../../../config/server-pages.ts';
import { readStoredGuild } from '../../../lib/stored-guilds.ts';

/**
 * /dashboard/servers/{id}/moderation: five cards (docs/product.md#moderation), and the server's cases. It reads the server from the
 * guild list kept in local storage (docs/product.md#moderation); a server missing there gets a Back button.
 */
export function ModerationMenu({ id }: { id: string }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('moderation');
  const stored = readStoredGuild(id);
  return (
    <GuildPageFrame guildId={id}>
      <section className="hub-section" aria-labelledby="moderation-title">
        <h2 id="moderation-title">{t('hub.moderation')}</h2>
        {stored ? (
          <>
            <p className="settings-intro">{tm('menuIntro')}</p>
            <ul className="card-grid">
              {pagesIn('moderation').map(({ name }) => (
                <li key={name}>
                  <ServerPageCard guildId={id} page={name} />
                </li>
              ))}
            </ul>
            <ul className="card-grid moderation-menu__cases">
              <li>
                <CardLink
                  to={paths.dashboard.server.cases.href(id)}
                  icon={<Icon name="folder" size={26} />}
                  title={t('cases.title')}
                  text={t('cases.linkText')}
                />
              </li>
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
    </GuildPageFrame>
  );
}
