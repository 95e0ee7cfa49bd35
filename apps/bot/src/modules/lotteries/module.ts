import { award } from '../achievements/progress.ts';
import { defineModule } from '../module.ts';
import { LOTTERY_BUTTON_PREFIX, LOTTERY_JOBS, Lotteries } from './lotteries.ts';

/**
 * Lotteries in Discord: the post with its Enter and Leave buttons, the draw at the finish and its
 * announcement (docs/product.md#lotteries). Its lotteries and their entrants are read from the
 * collection store under each lottery's lock, not from the settings the bot keeps.
 */
export const lotteriesModule = defineModule({
  name: 'lotteries',
  pages: [],
  collections: [],
  events: [],
  components: [LOTTERY_BUTTON_PREFIX],
  jobs: LOTTERY_JOBS,
  start(context) {
    const { client } = context;
    const lotteries = new Lotteries({
      db: context.db,
      rest: context.rest,
      lang: async (guildId) => (await context.settings(guildId)).lang,
      memberCount: (guildId) => client.guilds.cache.get(guildId)?.memberCount ?? 0,
      botUserId: () => client.user?.id ?? client.application?.id ?? 'bot',
      now: context.now,
      wake: context.wakeJobs,
      counted: (guildId, userId, events) => {
        award(context, guildId, userId, events).catch((err: unknown) =>
          context.log.error(`lottery not counted toward achievements: ${String(err)}`),
        );
      },
      log: context.log,
    });
    return {
      jobs: lotteries.handlers,
      async interaction(interaction) {
        await lotteries.interaction(interaction);
      },
    };
  },
});
