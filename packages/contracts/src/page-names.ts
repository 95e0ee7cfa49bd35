/**
 * The names of the settings pages in the registry (settings-registry.ts), apart from their
 * schemas so the web's router can list the pages without loading zod on the first page.
 */
export const SETTINGS_PAGE_NAMES = ['greetings', 'xp', 'roles', 'vcalerts', 'boosts'] as const;
export type SettingsPageName = (typeof SETTINGS_PAGE_NAMES)[number];

/** Pages that are collections of items (collection-registry.ts). */
export const COLLECTION_PAGE_NAMES = ['autovc', 'surveys', 'lotteries'] as const;
export type CollectionPageName = (typeof COLLECTION_PAGE_NAMES)[number];
