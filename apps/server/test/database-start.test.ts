import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, StartupError } from '../src/db/client.ts';

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
