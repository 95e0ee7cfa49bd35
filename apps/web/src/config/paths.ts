import { SERVER_PAGE_ENTRIES, type ServerPageName } from './server-pages.ts';

/** Every route path of the app (docs/product.md#routes), as router patterns and link builders. */
export const paths = {
  home: '/',
  about: '/aboutme',
  activities: {
    index: '/activities',
    whack: '/activities/whack',
    shooter: '/activities/shooter',
    typing: '/activities/typing',
    bosses: '/activities/bosses',
  },
  authCallback: '/auth/discord/callback',
  /** The public ban appeal page of a server (docs/product.md#ban-appeals). */
  appeal: {
    pattern: '/appeal/:guildId',
    href: (guildId: string) => `/appeal/${encodeURIComponent(guildId)}`,
  },
  dashboard: {
    index: '/dashboard',
    profile: {
      index: '/dashboard/profile',
      achievements: '/dashboard/profile/achievements',
      cards: '/dashboard/profile/cards',
      pets: '/dashboard/profile/pets',
    },
    server: {
      pattern: '/dashboard/servers/:id',
      href: (id: string) => `/dashboard/servers/${encodeURIComponent(id)}`,
      /** A server's page (moderation pages sit under the menu: …/moderation/{name}, docs/product.md#settings-pages). */
      page: (id: string, page: ServerPageName) =>
        `/dashboard/servers/${encodeURIComponent(id)}/${SERVER_PAGE_ENTRIES[page].path}`,
      pagePattern: (page: ServerPageName) => `/dashboard/servers/:id/${SERVER_PAGE_ENTRIES[page].path}`,
      /** The server's XP ranking, reached from the hub's XP entry and the XP page. */
      leaderboard: {
        pattern: '/dashboard/servers/:id/leaderboard',
        href: (id: string) => `/dashboard/servers/${encodeURIComponent(id)}/leaderboard`,
      },
      /** The server's history of changes, reached from the hub and the server menu. */
      history: {
        pattern: '/dashboard/servers/:id/history',
        href: (id: string) => `/dashboard/servers/${encodeURIComponent(id)}/history`,
      },
      /** The server's moderation cases, reached from the moderation menu and the server menu. */
      cases: {
        pattern: '/dashboard/servers/:id/moderation/cases',
        href: (id: string) => `/dashboard/servers/${encodeURIComponent(id)}/moderation/cases`,
      },
      /** Export and import of the server's settings, beside the history in the hub and the menu. */
      transfer: {
        pattern: '/dashboard/servers/:id/transfer',
        href: (id: string) => `/dashboard/servers/${encodeURIComponent(id)}/transfer`,
      },
    },
  },
  notFound: '*',
} as const;

export const GAMES = ['whack', 'shooter', 'typing', 'bosses'] as const;
export type Game = (typeof GAMES)[number];
