export { startBot, type BotOptions, type RunningBot } from './runtime/bot.ts';
export type { BotLog } from './runtime/log.ts';
