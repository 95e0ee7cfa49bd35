import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@hoshi/contracts';
import { CardLink } from '../../../components/card-link.tsx';
import { Icon } from '../../../components/icon.tsx';
import { QueryLoader } from '../../../components/query-loader.tsx';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { lacksServers, ServersNotGranted } from '../../../components/servers-not-granted.tsx';
import { useGuilds } from '../api/get-guilds.ts';
import { useUserGuildIds } from '../api/get-user-guild-ids.ts';
import { noteAddToServer } from '../invite-return.ts';
import { GuildCard } from './guild-card.tsx';

/** /dashboard (docs/product.md#server-list-and-hub): a welcome, one card per server, then Add to Server. */
export function ServerList({ user, signIn }: { user: User; signIn: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const ids = useUserGuildIds(config?.discordApiBase, user.id);
  const guilds = useGuilds(user.id, ids.data);

  return (
    <section className="page" aria-labelledby="server-list-title">
      <header className="page__header">
        <h1 id="server-list-title">{t('guilds.welcome', { name: user.username })}</h1>
        <p className="page__lead">{t('guilds.subtitle')}</p>
      </header>
      {lacksServers(ids.error, true) || lacksServers(guilds.error) ? (
        <ServersNotGranted signIn={signIn} />
      ) : config && guilds.data ? (
        <ul className="card-grid" aria-label={t('guilds.listLabel')}>
          {Object.values(guilds.data).map((guild) => (
            <li key={guild.id}>
              <GuildCard guild={guild} cdnBase={config.cdnBase} />
            </li>
          ))}
          <li>
            <CardLink
              to={config.inviteUrl}
              external
              onFollow={() => noteAddToServer()}
              icon={
                <span className="card__plus">
                  <Icon name="plus" size={28} />
                </span>
              }
              title={t('guilds.addServer')}
              text={t('guilds.addServerText')}
            />
          </li>
        </ul>
      ) : (
        <QueryLoader />
      )}
    </section>
  );
}
