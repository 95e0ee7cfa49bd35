import { MODERATION_PAGE_NAMES } from '@hoshi/contracts/page-names';
import type { ServerMenuEntry } from '../../../components/server-menu/server-menu.tsx';
import { MODERATION_ICONS } from '../../../features/moderation/moderation-icons.ts';
import { SERVER_LINKS } from '../../../features/server-hub/server-links.ts';

/**
 * The server menu's entries, derived from the lists the hub and the moderation menu show: the one
 * place that knows where they come from, so a page registry can replace them here alone.
 */
export const SERVER_MENU_ENTRIES: readonly ServerMenuEntry[] = [
  { path: '', titleKey: 'serverMenu.overview', icon: 'home', section: 'overview' },
  { path: 'inventory', titleKey: 'hub.inventory', icon: 'box', section: 'profile' },
  ...SERVER_LINKS.flatMap(({ page, icon }): ServerMenuEntry[] =>
    page === 'moderation'
      ? [
          { path: 'moderation', titleKey: 'hub.moderation', icon, section: 'server' },
          ...MODERATION_PAGE_NAMES.map((name): ServerMenuEntry => ({
            path: `moderation/${name}`,
            titleKey: `hub.${name}`,
            icon: MODERATION_ICONS[name],
            section: 'moderation',
          })),
        ]
      : [{ path: page, titleKey: `hub.${page}`, icon, section: 'server' }],
  ),
];
