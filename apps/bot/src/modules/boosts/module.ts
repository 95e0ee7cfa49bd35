import { defineModule } from '../module.ts';
import { boosts } from './decide.ts';

/** The thank-you message when a member starts boosting (docs/product.md#what-the-bot-does). */
export const boostsModule = defineModule({
  name: 'boosts',
  pages: ['boosts'],
  collections: [],
  events: ['memberUpdate'],
  decide: boosts,
});
