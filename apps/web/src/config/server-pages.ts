import type { CollectionPageName, SettingsPageName } from '@hoshi/contracts/page-names';
import type { IconName } from '../components/icon.tsx';

/** A server's page: its settings or collection page, the inventory or the moderation menu. */
export type ServerPageName = 'inventory' | 'moderation' | SettingsPageName | CollectionPageName;

/** Where a page is listed: the hub's My Profile or Server section, or the moderation menu (docs/product.md#routes, docs/product.md#settings-pages). */
export type HubSection = 'profile' | 'server' | 'moderation';

export interface ServerPageEntry {
  /** Its place under /dashboard/servers/{id}/. */
  path: string;
  /** Its title's locale key; `${title}Text` is its card's line. */
  title: `hub.${ServerPageName}`;
  icon: IconName;
  section: HubSection;
  /** What else its editor lists, prefetched with its data (channels, roles). */
  needs: readonly ('channels' | 'roles')[];
}

const entry = (
  name: ServerPageName,
  section: HubSection,
  icon: IconName,
  needs: ServerPageEntry['needs'] = [],
): ServerPageEntry => ({
  path: section === 'moderation' ? `moderation/${name}` : name,
  title: `hub.${name}`,
  icon,
  section,
  needs,
});

/**
 * Every page of a server, declared once: its path, title, icon, where the hub lists it and what
 * its editor lists. In the order the hub and the moderation menu show them (docs/product.md#routes, docs/product.md#settings-pages);
 * the router, the hub and the menus map over it. Plain data (the screens are loaded by
 * `app/routes/server-page.tsx`), so a menu can import it without pulling pages in. A page
 * missing here is a compile error.
 */
export const SERVER_PAGE_ENTRIES: { readonly [N in ServerPageName]: ServerPageEntry } = {
  inventory: entry('inventory', 'profile', 'box'),
  moderation: entry('moderation', 'server', 'shield'),
  greetings: entry('greetings', 'server', 'wave', ['channels', 'roles']),
  xp: entry('xp', 'server', 'chart', ['channels', 'roles']),
  autovc: entry('autovc', 'server', 'mic', ['channels']),
  roles: entry('roles', 'server', 'tag', ['roles']),
  vcalerts: entry('vcalerts', 'server', 'bell', ['channels', 'roles']),
  surveys: entry('surveys', 'server', 'poll', ['channels', 'roles']),
  lotteries: entry('lotteries', 'server', 'ticket', ['channels', 'roles']),
  boosts: entry('boosts', 'server', 'rocket', ['channels', 'roles']),
  antispam: entry('antispam', 'moderation', 'shield', ['channels']),
  warnings: entry('warnings', 'moderation', 'alert', ['channels', 'roles']),
  banappeals: entry('banappeals', 'moderation', 'flag', ['channels']),
  pings: entry('pings', 'moderation', 'bell', ['channels', 'roles']),
  logs: entry('logs', 'moderation', 'book', ['channels']),
  // Owners and managers only (docs/product.md#access-for-roles).
  access: entry('access', 'server', 'lock', ['roles']),
};

export const SERVER_PAGE_NAMES = Object.keys(SERVER_PAGE_ENTRIES) as ServerPageName[];

/** The pages a section lists, in order, with their names. */
export const pagesIn = (section: HubSection) =>
  SERVER_PAGE_NAMES.filter((name) => SERVER_PAGE_ENTRIES[name].section === section).map((name) => ({
    name,
    ...SERVER_PAGE_ENTRIES[name],
  }));
