/** The spec's constants (docs/product.md#toasts-and-select-widgets, docs/product.md#settings-pages, docs/product.md#games), shared by web and server. */

/** Discord ids: 64-bit integers written as decimal strings. */
export const SNOWFLAKE = /^\d{17,20}$/;

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

// docs/product.md#games: the cycle order matters, the switcher walks it.
export const THEMES = [
  'default',
  'starry',
  'fall',
  'outrun',
  'neon-room',
  'laser-cloud',
  'mountain',
  'hacker',
  'ramen',
] as const;
export type Theme = (typeof THEMES)[number];

export const STORAGE_KEYS = {
  lang: 'lang',
  theme: 'theme',
  guilds: 'guilds',
  shooterHighScore: 'spaceShooterHighScore',
  // Ours: Starshooter's sound on or off, kept between visits.
  shooterMuted: 'spaceShooterMuted',
  whackHighScorePrefix: 'whackMoleHighScore_',
  typingScores: 'typing_scores',
  bossesHighScore: 'bossShooterHighScore',
  /** Shared by the canvas games: their sound effects are on unless this is 'true'. */
  gameSoundMuted: 'gameSoundMuted',
} as const;

export const API_BASE = '/api';

/** The type of the message the login popup posts to its opener (docs/product.md#session-and-sign-in). */
export const AUTH_MESSAGE_TYPE = 'discord-auth-success';

/** Save and toggle clicks: one per 2 s (docs/product.md#settings-forms, docs/product.md#texts). */
export const ACTION_THROTTLE_MS = 2000;
/** The throttle helper's default wait (docs/product.md#toasts-and-select-widgets). */
export const DEFAULT_THROTTLE_MS = 500;

export const LANG_FADE_OUT_MS = 100;
export const LANG_FADE_CLEAR_MS = 300;
export const LOGOUT_CLEAR_DELAY_MS = 400;

export const TOAST_LIMITS = {
  maxVisible: 20,
  maxWidthPx: 350,
  durations: { blank: 4000, error: 4000, success: 2000, loading: Infinity },
} as const;

export const SELECT_MENU = { maxHeight: 300, minHeight: 140, pageSize: 5 } as const;

export const XP_LIMITS = {
  levelMin: 0,
  levelMax: 1000,
  rateMin: 0,
  rateMax: 5,
  boostBonusMin: 0,
  boostBonusMax: 5,
  levelRoleRows: 4,
} as const;

/** Discord's own length limit for a message's content. */
export const MESSAGE_MAX_LENGTH = 2000;

export const GREETING_VARIABLES = ['!USER!', '!NAME!', '!SERVER!', '!MEMBERS!', '!RANDOM!'] as const;
export const GREETING_STYLES = ['text', 'card', 'image'] as const;
export const GREETING_KINDS = ['join', 'leave'] as const;

/** Channel types (docs/product.md#server-list-and-hub). */
export const CHANNEL_TYPES = {
  text: 0,
  voice: 2,
  category: 4,
  announcementThread: 10,
  publicThread: 11,
  privateThread: 12,
  forum: 15,
} as const;
