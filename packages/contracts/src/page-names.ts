/**
 * The names of the settings pages in the registry (settings-registry.ts), apart from their
 * schemas so the web's router can list the pages without loading zod on the first page.
 */
/**
 * The moderation pages, in the order of the moderation menu's cards (docs/product.md#settings-pages). They are
 * settings pages like the others, reached under /dashboard/servers/{id}/moderation/{name}.
 */
export const MODERATION_PAGE_NAMES = ['antispam', 'warnings', 'banappeals', 'pings', 'logs'] as const;
export type ModerationPageName = (typeof MODERATION_PAGE_NAMES)[number];

export const SETTINGS_PAGE_NAMES = [
  'greetings',
  'xp',
  'roles',
  'vcalerts',
  'boosts',
  ...MODERATION_PAGE_NAMES,
  // Who else may use the dashboard (docs/product.md#access-for-roles): owners and managers only.
  'access',
] as const;
export type SettingsPageName = (typeof SETTINGS_PAGE_NAMES)[number];

export const isModerationPage = (name: string): name is ModerationPageName =>
  (MODERATION_PAGE_NAMES as readonly string[]).includes(name);

/** Pages that are collections of items (collection-registry.ts). */
export const COLLECTION_PAGE_NAMES = ['autovc', 'surveys', 'lotteries'] as const;
export type CollectionPageName = (typeof COLLECTION_PAGE_NAMES)[number];

export const isCollectionPage = (name: string): name is CollectionPageName =>
  (COLLECTION_PAGE_NAMES as readonly string[]).includes(name);

/**
 * Dashboard access for roles (docs/product.md#access-for-roles): the groups of pages a grant
 * names, and the pages of each. `cases` is the moderation cases list; `leaderboard` the XP
 * leaderboard (its reads and resets).
 */
export const ACCESS_GROUPS = {
  'greetings-xp': ['greetings', 'xp', 'leaderboard', 'boosts'],
  voice: ['autovc', 'vcalerts'],
  roles: ['roles'],
  community: ['surveys', 'lotteries'],
  moderation: [...MODERATION_PAGE_NAMES, 'cases'],
} as const satisfies Record<string, readonly string[]>;
export type AccessGroup = keyof typeof ACCESS_GROUPS;
export const ACCESS_GROUP_NAMES = Object.keys(ACCESS_GROUPS) as AccessGroup[];

/** The group a page belongs to, or null for a page only owners and managers use. */
export function accessGroupOf(page: string): AccessGroup | null {
  for (const name of ACCESS_GROUP_NAMES)
    if ((ACCESS_GROUPS[name] as readonly string[]).includes(page)) return name;
  return null;
}
