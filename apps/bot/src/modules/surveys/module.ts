import { defineModule } from '../module.ts';
import { SURVEY_JOBS, SURVEY_PREFIX, Surveys } from './surveys.ts';

/**
 * Surveys in Discord (docs/product.md#surveys): the post with Answer, the form, each answer stored
 * once and delivered by the survey's style, and a ticket's Close. Surveys are read from the
 * collection store as each press arrives, not from the settings the bot keeps.
 */
export const surveysModule = defineModule({
  name: 'surveys',
  pages: [],
  collections: [],
  events: [],
  components: [SURVEY_PREFIX],
  jobs: SURVEY_JOBS,
  start(context) {
    const surveys = new Surveys(context);
    return {
      jobs: surveys.handlers,
      interaction: (interaction) => surveys.interaction(interaction),
    };
  },
});
