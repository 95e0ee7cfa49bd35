import { useTranslation } from 'react-i18next';
import { CardLink } from '../../../components/card-link.tsx';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ServerPageCard } from '../../../components/server-page-card.tsx';
import { paths } from '../../../config/paths.ts';
import { pagesIn } from '../../../config/server-pages.ts';
import { mayOpen } from '../../../lib/access.ts';
import { useGuildInfo } from '../../../lib/api/guild-info.ts';
import { useToggleItems } from '../api/toggle-items.ts';
import { useToggleLanguage } from '../api/toggle-language.ts';
import { HubToggle } from './hub-toggle.tsx';

/** /dashboard/servers/{id}: the server hub (docs/product.md#server-list-and-hub). */
export function ServerHub({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: info, error } = useGuildInfo(id);
  const language = useToggleLanguage(id);
  const items = useToggleItems(id);

  return (
    <GuildPageFrame guildId={id} guild={info} error={error} data={info}>
      {(info) => {
        // A member by grant sees the pages of their groups only (docs/product.md#access-for-roles).
        const may = (path: string) => mayOpen(info.access, path);
        const manage = info.access.manage;
        const profile = pagesIn('profile').filter(({ path }) => may(path));
        return (
          <>
            {profile.length > 0 && (
              <section className="hub-section" aria-labelledby="hub-profile">
                <h2 id="hub-profile">{t('hub.myProfile')}</h2>
                <ul className="card-grid">
                  {profile.map(({ name }) => (
                    <li key={name}>
                      <ServerPageCard guildId={id} page={name} />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="hub-section" aria-labelledby="hub-server">
              <h2 id="hub-server">{t('hub.server')}</h2>
              <ul className="card-grid">
                {manage && (
                  <li>
                    <HubToggle
                      icon="globe"
                      title={t('hub.language')}
                      text={t('hub.languageText')}
                      value={t(`hub.languageValue.${info.lang}`)}
                      run={() => language.mutateAsync()}
                    />
                  </li>
                )}
                {/* docs/product.md#server-list-and-hub: the Server section's links, between the two toggles. */}
                {pagesIn('server')
                  .filter(({ path }) => may(path))
                  .flatMap(({ name }) => [
                    <li key={name}>
                      <ServerPageCard guildId={id} page={name} />
                    </li>,
                    // The XP leaderboard beside the XP settings it follows from.
                    ...(name === 'xp' && may('leaderboard')
                      ? [
                          <li key="leaderboard">
                            <CardLink
                              to={paths.dashboard.server.leaderboard.href(id)}
                              icon={<Icon name="chart" size={26} />}
                              title={t('leaderboard.link')}
                              text={t('leaderboard.linkText')}
                            />
                          </li>,
                        ]
                      : []),
                  ])}
                {manage && (
                  <>
                    <li>
                      <HubToggle
                        icon="wand"
                        title={t('hub.items')}
                        text={t('hub.itemsText')}
                        value={info.troll ? t('common.on') : t('common.off')}
                        checked={info.troll}
                        run={() => items.mutateAsync()}
                      />
                    </li>
                    <li>
                      <CardLink
                        to={paths.dashboard.server.history.href(id)}
                        icon={<Icon name="book" size={26} />}
                        title={t('history.title')}
                        text={t('history.linkText')}
                      />
                    </li>
                    <li>
                      <CardLink
                        to={paths.dashboard.server.transfer.href(id)}
                        icon={<Icon name="transfer" size={26} />}
                        title={t('transfer.title')}
                        text={t('transfer.linkText')}
                      />
                    </li>
                  </>
                )}
              </ul>
            </section>
          </>
        );
      }}
    </GuildPageFrame>
  );
}
