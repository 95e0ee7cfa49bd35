/**
 * What the bot shares with the server: the database (one schema, one set of migrations), how
 * stored settings documents and items are read as today's contracts and written, the jobs queue,
 * and the lottery's one draw.
 */
export { openDatabase, StartupError, type Database, type DatabaseHandle } from './client.ts';
export * as schema from './schema.ts';
export { readDocument } from '../repositories/settings-store.ts';
export { CollectionStore, readItem } from '../repositories/collection-store.ts';
export { jobKey, queueJobs, type JobKind, type NewJob } from '../repositories/job-store.ts';
export {
  drawLottery,
  keepEntrants,
  lotteryJobs,
  mayEnter,
  type MemberSource,
} from '../features/lottery-draw.ts';
