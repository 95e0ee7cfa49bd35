import type { ModerationPageName } from '@hoshi/contracts/page-names';

/** Every route path of the app (spec 000 §2), as router patterns and link builders. */
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
      page: (id: string, page: ServerPage) => `/dashboard/servers/${encodeURIComponent(id)}/${page}`,
      pagePattern: (page: ServerPage) => `/dashboard/servers/:id/${page}` as const,
      /** The moderation menu's subpages (spec 001 §2): /dashboard/servers/{id}/moderation/{name}. */
      moderationPage: (id: string, page: ModerationPageName) =>
        `/dashboard/servers/${encodeURIComponent(id)}/moderation/${page}`,
      moderationPattern: (page: ModerationPageName) => `/dashboard/servers/:id/moderation/${page}` as const,
      /** The server's XP ranking, reached from the hub's XP entry and the XP page. */
      leaderboard: {
        pattern: '/dashboard/servers/:id/leaderboard',
        href: (id: string) => `/dashboard/servers/${encodeURIComponent(id)}/leaderboard`,
      },
    },
  },
  notFound: '*',
} as const;

export const SERVER_PAGES = [
  'inventory',
  'moderation',
  'greetings',
  'xp',
  'autovc',
  'roles',
  'vcalerts',
  'surveys',
  'lotteries',
  'boosts',
] as const;
export type ServerPage = (typeof SERVER_PAGES)[number];

export const GAMES = ['whack', 'shooter', 'typing', 'bosses'] as const;
export type Game = (typeof GAMES)[number];
