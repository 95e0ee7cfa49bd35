import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuildListEntry, PublicConfig } from '@hoshi/contracts';
import { paths } from '../config/paths.ts';
import { guildProblemOf } from '../lib/api/guild-problem.ts';
import { usePublicConfig } from '../lib/api/public-config.ts';
import { readStoredGuild } from '../lib/stored-guilds.ts';
import { GuildProblemNotice } from './guild-problem-notice.tsx';
import { QueryLoader } from './query-loader.tsx';
import { ServerHeader } from './server-header.tsx';

/** A server as a page's answer names it. */
export type GuildBasics = Pick<GuildListEntry, 'id' | 'name' | 'icon'>;

type GuildPageFrameProps<T> = {
  guildId: string;
  /** The server as the page's answer names it; until the content shows, the list kept in storage. */
  guild?: GuildBasics;
  /** Why the page's answer did not come: a 403 or 404 is said instead of the loader. */
  error?: unknown;
  /** Where the header leads: the hub unless given (moderation pages: their menu, docs/product.md#navigation-and-shell). */
  up?: { to: string; label: string };
} & (
  | {
      /** What the page shows, undefined while anything of it is still loading. */
      data: T | undefined;
      /** The page's own content, once its data and the public config are in. */
      children: (data: T, config: PublicConfig) => ReactNode;
    }
  /** A page with nothing to load (the moderation menu): its content at once. */
  | { data?: never; children: ReactNode }
);

/**
 * The frame of every page of one server (settings and collection pages, the hub, the moderation
 * menu, the inventory, the leaderboard): the server header, then the loader until the page's data
 * has arrived (a failed fetch is only logged and the loader stays, docs/product.md#texts), unless the
 * server said the user may not manage this server or Hoshi is not on it: that is said instead.
 * The page brings only its content.
 */
export function GuildPageFrame<T>({ guildId, data, guild, error, up, children }: GuildPageFrameProps<T>) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const problem = guildProblemOf(error);
  const ready = data !== undefined && config !== undefined;
  // The content (an editor with its pickers, say) mounts a render after its data arrives, in a
  // background render that yields to the browser every few milliseconds, not in the one long
  // task the data's arrival would start: a page blocking input while it appears is what
  // Lighthouse's total blocking time counts.
  const deferred = useDeferredValue(ready);
  // The answer names the server together with the content it brings; until then the stored list.
  const known = (deferred && ready && guild) || readStoredGuild(guildId);
  return (
    <div className="page">
      <ServerHeader
        // Without the CDN address an icon cannot load yet; initials until then.
        guild={known && (config ? known : { ...known, icon: null })}
        fallbackId={guildId}
        cdnBase={config?.cdnBase ?? ''}
        to={up?.to ?? paths.dashboard.server.href(guildId)}
        linkLabel={up?.label ?? t('hub.backToHub')}
      />
      {problem ? (
        <GuildProblemNotice problem={problem} guildId={guildId} />
      ) : typeof children !== 'function' ? (
        children
      ) : deferred && ready ? (
        children(data, config)
      ) : (
        <QueryLoader />
      )}
    </div>
  );
}
