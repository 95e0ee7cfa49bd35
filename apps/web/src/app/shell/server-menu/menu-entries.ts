import type { ServerMenuEntry } from '../../../components/server-menu/server-menu.tsx';
import { pagesIn } from '../../../config/server-pages.ts';

const asEntry = ({ path, title, icon, section }: ReturnType<typeof pagesIn>[number]): ServerMenuEntry => ({
  path,
  titleKey: title,
  icon,
  section,
});

/**
 * The server menu's entries, from the one list of a server's pages (config/server-pages.ts) in
 * the order the hub shows them, the moderation pages and their cases right after their menu, and the XP
 * leaderboard after the XP page.
 */
export const SERVER_MENU_ENTRIES: readonly ServerMenuEntry[] = [
  { path: '', titleKey: 'serverMenu.overview', icon: 'home', section: 'overview' },
  ...pagesIn('profile').map(asEntry),
  ...pagesIn('server').flatMap((page): ServerMenuEntry[] => {
    if (page.name === 'moderation')
      return [
        asEntry(page),
        ...pagesIn('moderation').map(asEntry),
        { path: 'moderation/cases', titleKey: 'cases.title', icon: 'folder', section: 'moderation' },
      ];
    if (page.name === 'xp')
      return [
        asEntry(page),
        { path: 'leaderboard', titleKey: 'leaderboard.title', icon: 'chart', section: 'server' },
      ];
    return [asEntry(page)];
  }),
  { path: 'history', titleKey: 'history.title', icon: 'book', section: 'server' },
  { path: 'transfer', titleKey: 'transfer.title', icon: 'transfer', section: 'server' },
];
