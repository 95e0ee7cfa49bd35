import { defineModule } from '../module.ts';
import { CASE_LOG_JOBS, CaseLog } from './log.ts';

/**
 * Moderation cases (docs/decisions/0091-moderation-cases-and-warnings.md): every module opens
 * its cases through ./store.ts; this module posts them to the logs page's channels.
 */
export const casesModule = defineModule({
  name: 'cases',
  pages: ['logs'],
  collections: [],
  events: [],
  jobs: CASE_LOG_JOBS,
  start(context) {
    const log = new CaseLog(context);
    return { jobs: log.handlers };
  },
});
