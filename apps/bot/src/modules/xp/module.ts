import { EVENT_KEY_PREFIX } from '@hoshi/db';
import * as world from '../../runtime/world.ts';
import { ProgressLedger } from '../achievements/ledger.ts';
import { defineModule, type ModuleRuntime } from '../module.ts';
import { xpActions } from './decide.ts';
import { XpLedger } from './ledger.ts';
import { levelRoleCorrections, xpMessage } from './messages.ts';

/** What the XP module runs: its ledger (the bench and the tests read its counts). */
export interface XpRuntime extends ModuleRuntime {
  ledger: XpLedger;
}

/**
 * XP for messages, level roles and level-up messages (docs/product.md#what-the-bot-does). A
 * message's content is never read: only who wrote it, where and when.
 */
export const xpModule = defineModule({
  name: 'xp',
  pages: ['xp'],
  collections: [],
  events: ['messageCreate'],
  start(context): XpRuntime {
    const { client, db, log } = context;
    const levels = new ProgressLedger(context, (err: unknown) =>
      log.error(
        `levels not counted toward achievements: ${err instanceof Error ? err.message : String(err)}`,
      ),
    );
    const ledger = new XpLedger(
      db,
      async (guildId) => (await context.settings(guildId)).settings.xp,
      (guildId, awards) => {
        // The level each award leaves the member at, toward the level achievements (once per
        // message), counted in batches as messages are (docs/product.md#achievements).
        for (const a of awards)
          levels.add({
            guildId,
            userId: a.userId,
            events: [
              {
                key: `${EVENT_KEY_PREFIX}level:${guildId}:${a.messageId}`,
                updates: [{ counter: 'level', value: a.level }],
              },
            ],
          });
        const guild = client.guilds.cache.get(guildId);
        if (!guild) return;
        context.settings(guildId).then(
          ({ settings, lang }) => {
            const view = { ...world.guildView(guild), lang };
            for (const award of awards) {
              const actions = xpActions(award, settings.xp, view);
              if (actions.length > 0) context.perform(guildId, `xp:${award.messageId}`, actions);
            }
          },
          (err: unknown) => log.error(`level-ups not announced in guild ${guildId}: ${String(err)}`),
        );
      },
      (err) => log.error(`XP not stored: ${err instanceof Error ? err.message : String(err)}`),
    );
    return {
      ledger,
      message(event) {
        if (event.kind !== 'messageCreate') return;
        const message = xpMessage(client, event.message);
        if (message) ledger.add(message);
      },
      // A manager's change (settings saved, XP reset): standings are read again, and members past
      // a level role's level that lack it get it now rather than with their next message.
      settingsChanged(guildId) {
        ledger.forget(guildId);
        const guild = client.guilds.cache.get(guildId);
        if (!guild || !client.isReady()) return;
        levelRoleCorrections(db, guild, context.settings).then(
          (corrections) => {
            for (const actions of corrections) context.perform(guildId, null, actions);
          },
          (err: unknown) => log.warn(`level roles not corrected in guild ${guildId}: ${String(err)}`),
        );
      },
      idle: async () => {
        await ledger.idle();
        await levels.idle();
      },
    };
  },
});
