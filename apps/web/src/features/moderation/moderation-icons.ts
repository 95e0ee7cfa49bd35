import type { ModerationPageName } from '@hoshi/contracts/page-names';
import type { IconName } from '../../components/icon.tsx';

/** Each moderation page's icon, on its menu card and in the server's side menu. */
export const MODERATION_ICONS: Record<ModerationPageName, IconName> = {
  antispam: 'shield',
  warnings: 'alert',
  banappeals: 'flag',
  pings: 'bell',
  logs: 'book',
};
