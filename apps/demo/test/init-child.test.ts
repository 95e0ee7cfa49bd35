import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { initPgliteInChild, openDatabase } from '@hoshi/db';

/**
 * `npm start` runs this app's entry (bundled), and a start on an empty data directory runs that
 * same entry again to create the embedded database: the entry must do only that and exit.
 */
describe("npm start's entry as the copy that creates a new embedded database", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hoshi-demo-init-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates and migrates the database, and exits without starting a server', async () => {
    const dataDir = path.join(root, 'data');
    const main = path.join(import.meta.dirname, '../src/main.ts');
    await initPgliteInChild(dataDir, main, ['--import', 'tsx']);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const handle = await openDatabase({ dataDir });
    const tables = await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'bot_jobs'`,
    );
    await handle.close();
    expect(tables).toMatchObject({ rows: [{ n: 1 }] });
  }, 300_000);
});
