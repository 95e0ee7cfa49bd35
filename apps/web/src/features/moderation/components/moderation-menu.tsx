import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { ServerPageCard } from '../../../components/server-page-card.tsx';
import { paths } from '../../../config/paths.ts';
import { pagesIn } from '../../../config/server-pages.ts';
import { readStoredGuild } from '../../../lib/stored-guilds.ts';

/**
 * /dashboard/servers/{id}/moderation: five cards (docs/product.md#moderation). It reads the server from the
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
