import type { IconName } from '../../components/icon.tsx';
import type { ServerPage } from '../../config/paths.ts';

type LinkedPage = Exclude<ServerPage, 'inventory'>;

// spec 000 §2: the Server section's order, with the two toggles around the links.
export const SERVER_LINKS: { page: LinkedPage; icon: IconName }[] = [
  { page: 'moderation', icon: 'shield' },
  { page: 'greetings', icon: 'wave' },
  { page: 'xp', icon: 'chart' },
  { page: 'autovc', icon: 'mic' },
  { page: 'roles', icon: 'tag' },
  { page: 'vcalerts', icon: 'bell' },
  { page: 'surveys', icon: 'poll' },
  { page: 'lotteries', icon: 'ticket' },
  { page: 'boosts', icon: 'rocket' },
];
