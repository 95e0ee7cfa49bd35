import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '@hoshi/db';
import { seedDemo } from '../db/seed-demo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The handle itself: its kind and notifications (the in-process bot listens on it). */
    database: DatabaseHandle;
  }
}

/**
 * PGlite or PostgreSQL, migrated; the demo's lived-in guild seeded once. `opening` is a database
 * main.ts started opening before the rest of the server loaded (PGlite's start overlaps it).
 */
export default fp(
  async function database(app: FastifyInstance, opts: { opening?: Promise<DatabaseHandle> }) {
    const { config } = app;
    const handle = await (opts.opening ??
      openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        onIdleError: (err) => app.log.warn({ err }, 'idle database connection lost'),
      }));
    app.addHook('onClose', () => handle.close());
    if (config.seedDemo) await seedDemo(handle.db);
    app.decorate('db', handle.db);
    app.decorate('database', handle);
  },
  { name: 'database', dependencies: ['config'] },
);
