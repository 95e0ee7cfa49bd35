import { defineModule } from '../module.ts';
import { vcAlerts } from './decide.ts';

/** A call's start and end announced (auto-VC rooms excepted) (docs/product.md#what-the-bot-does). */
export const vcAlertsModule = defineModule({
  name: 'vc-alerts',
  pages: ['vcalerts'],
  collections: ['autovc'],
  events: ['voice', 'sync'],
  decide: vcAlerts,
});
