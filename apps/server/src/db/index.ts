/**
 * What the bot shares with the server: the database (one schema, one set of migrations) and how
 * stored settings documents and items are read as today's contracts.
 */
export { openDatabase, StartupError, type Database, type DatabaseHandle } from './client.ts';
export * as schema from './schema.ts';
export { readDocument } from '../services/settings-store.ts';
export { readItem } from '../services/collection-store.ts';
