import { defineModule } from '../module.ts';
import { specialRoles } from './decide.ts';

/** The gate, newbie and in-voice roles (docs/product.md#what-the-bot-does). */
export const specialRolesModule = defineModule({
  name: 'special-roles',
  pages: ['roles'],
  collections: [],
  events: ['memberAdd', 'memberUpdate', 'voice', 'sync'],
  decide: specialRoles,
});
