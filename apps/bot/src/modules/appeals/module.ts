import { defineModule } from '../module.ts';
import { APPEAL_JOBS, APPEAL_PREFIX, startAppeals } from './appeals.ts';

/**
 * Ban appeals (docs/product.md#ban-appeals): appeals filed on the web posted in the ban-appeals
 * channel, and the moderators' Approve, Deny and Deny and block buttons.
 */
export const appealsModule = defineModule({
  name: 'appeals',
  pages: ['banappeals'],
  collections: [],
  events: [],
  components: [APPEAL_PREFIX],
  jobs: APPEAL_JOBS,
  start: (context) => startAppeals(context),
});
