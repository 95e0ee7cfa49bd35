import { defineModule } from '../module.ts';
import { WARNING_COMMANDS, WARNING_JOBS, Warnings } from './warnings.ts';

/**
 * Warnings (docs/product.md#moderation): /warn, /warnings and /unwarn for members who may
 * moderate, each warning a case (modules/cases/store.ts), its wear-off a job, the page's rules
 * acted on once as a member's level reaches them.
 */
export const warningsModule = defineModule({
  name: 'warnings',
  pages: ['warnings'],
  collections: [],
  events: [],
  commands: WARNING_COMMANDS,
  jobs: WARNING_JOBS,
  start(context) {
    const warnings = new Warnings(context);
    return {
      jobs: warnings.handlers,
      interaction: (interaction) => warnings.interaction(interaction),
    };
  },
});
