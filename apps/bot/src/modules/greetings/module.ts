import { defineModule } from '../module.ts';
import { greetings } from './decide.ts';

/** Join and leave greetings: text, card or welcome picture (docs/product.md#what-the-bot-does). */
export const greetingsModule = defineModule({
  name: 'greetings',
  pages: ['greetings'],
  collections: [],
  events: ['memberAdd', 'memberRemove'],
  decide: greetings,
});
