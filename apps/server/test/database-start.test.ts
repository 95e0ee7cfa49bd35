import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { initPgliteInChild, openDatabase, StartupError } from '@hoshi/db';

/** Probe finding 6: production mode on PGlite on a fresh clone, where DATA_DIR does not exist yet. */
describe('PGlite data directory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hoshi-data-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created when it does not exist yet', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // Creating a PGlite cluster on disk takes a while on a busy machine: 108 s at load 17.
  }, 300_000);

  it('when new, is created and migrated by a short-lived copy of the server, not in this process', async () => {
    const dataDir = path.join(root, 'by-child', 'data');
    const main = path.join(import.meta.dirname, '../src/main.ts');
    await initPgliteInChild(dataDir, main, ['--import', 'tsx']);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // Opened here, the migrations are found applied: the child ran them, and closed cleanly.
    const handle = await openDatabase({ dataDir });
    const tables = await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'guild_settings'`,
    );
    await handle.close();
    expect(tables).toMatchObject({ rows: [{ n: 1 }] });
    // A second call finds the database and starts nothing.
    await initPgliteInChild(dataDir, '/nonexistent-entry.js', []);
  }, 300_000);

  it('that cannot be created fails with one line naming it', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    const opening = openDatabase({ dataDir: path.join(file, 'data') });
    await expect(opening).rejects.toBeInstanceOf(StartupError);
    await expect(opening).rejects.toThrow(
      /^Cannot create the database directory .*a-file.*\(DATA_DIR\): ENOTDIR$/,
    );
  });
});
