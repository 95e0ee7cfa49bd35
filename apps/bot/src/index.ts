export { startBot, type BotOptions, type RunningBot } from './runtime/bot.ts';
export type { BotLog } from './runtime/log.ts';
// What the demo's tests and benches read of a running bot (`bot.runtime(module)`).
export { antispamModule } from './modules/antispam/module.ts';
export { pingsModule } from './modules/pings/module.ts';
export { appealsModule } from './modules/appeals/module.ts';
export { xpModule } from './modules/xp/module.ts';
// How the bot judges a role before giving or taking it (the declared rule, from its cache).
export { roleToAssign } from './runtime/world.ts';
/** From this many channels a survey ticket is a private thread (docs/product.md#surveys). */
export { TICKET_THREAD_FROM } from './modules/surveys/surveys.ts';
export type { CacheChoice } from './runtime/client-options.ts';
/** The bot process's V8 flags (`npm run bot`, the clusters, the memory bench). */
export { BOT_V8_FLAGS } from './runtime/v8-flags.ts';
