import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openInMemoryPglite, templateFile } from './pglite-template.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hoshi-template-test-'));
const migrations = path.join(dir, 'migrations');
const copies = path.join(dir, 'copies');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A migration that counts its runs in a table, so a test sees whether it ran again. */
function writeMigration(name: string, sql: string) {
  writeFileSync(path.join(migrations, name), sql);
}
const migrate = (runs: string[]) => async (client: PGlite) => {
  for (const name of ['0000_a.sql', '0001_b.sql'].filter((n) => existsSync(path.join(migrations, n)))) {
    const applied = await client
      .query<{ n: number }>(`SELECT count(*)::int AS n FROM applied WHERE name = $1`, [name])
      .catch(() => ({ rows: [{ n: 0 }] }));
    if ((applied.rows[0]?.n ?? 0) > 0) continue;
    runs.push(name);
    await client.exec(readFileSync(path.join(migrations, name), 'utf8'));
    await client.query(`INSERT INTO applied VALUES ($1)`, [name]);
  }
};

// Each test starts PostgreSQL in WebAssembly up to three times: seconds each on a busy machine.
describe('an in-memory database from the migrated copy', { timeout: 120_000 }, () => {
  it('makes the copy once, then starts from it with every migration already applied', async () => {
    rmSync(migrations, { recursive: true, force: true });
    mkdirSync(migrations, { recursive: true });
    mkdirSync(copies, { recursive: true });
    writeMigration('0000_a.sql', 'CREATE TABLE applied (name text); CREATE TABLE notes (body text);');

    const firstRuns: string[] = [];
    const first = await openInMemoryPglite(PGlite, migrations, migrate(firstRuns), [], copies);
    expect(firstRuns).toEqual(['0000_a.sql']);
    expect(existsSync(templateFile(migrations, copies))).toBe(true);
    // A row written after the copy was taken stays in that database alone.
    await first.query(`INSERT INTO notes VALUES ('mine')`);
    await first.close();

    const laterRuns: string[] = [];
    const later = await openInMemoryPglite(PGlite, migrations, migrate(laterRuns), [], copies);
    expect(laterRuns).toEqual([]);
    expect((await later.query('SELECT * FROM notes')).rows).toEqual([]);
    await later.close();
  });

  it('makes a new copy when a migration is added, and replaces a copy that does not load', async () => {
    const before = templateFile(migrations, copies);
    writeMigration('0001_b.sql', 'CREATE TABLE more (n int);');
    const after = templateFile(migrations, copies);
    expect(after).not.toBe(before);

    writeFileSync(after, 'not a tar archive');
    const runs: string[] = [];
    const client = await openInMemoryPglite(PGlite, migrations, migrate(runs), [], copies);
    expect(runs).toEqual(['0000_a.sql', '0001_b.sql']);
    expect((await client.query(`SELECT count(*)::int AS n FROM more`)).rows).toEqual([{ n: 0 }]);
    await client.close();
    expect(readFileSync(after).length).toBeGreaterThan(1_000_000);
  });
});
