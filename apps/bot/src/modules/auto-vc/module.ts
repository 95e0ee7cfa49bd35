import { defineModule } from '../module.ts';
import { autoVc } from './decide.ts';

/** Rooms opened from a lobby and closed when empty (docs/product.md#what-the-bot-does). */
export const autoVcModule = defineModule({
  name: 'auto-vc',
  pages: [],
  collections: ['autovc'],
  events: ['voice', 'sync'],
  decide: autoVc,
});
