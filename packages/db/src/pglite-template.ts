import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * In-memory databases (tests, benches, a server started without DATA_DIR) start from a copy of a
 * freshly migrated one, kept in the OS temp directory. A new PGlite runs PostgreSQL's initdb in
 * WebAssembly, seconds of CPU each time; loading the copy costs a fraction, and the suites open
 * hundreds. The copy's name carries PGlite's version and the migrations' contents, so an upgrade
 * or a new migration makes a new copy instead of loading a stale one.
 */
export async function openInMemoryPglite(
  PGliteClass: typeof PGlite,
  migrationsFolder: string,
  migrate: (client: PGlite) => Promise<void>,
  postgresqlconf: string[] = [],
  directory = tmpdir(),
): Promise<PGlite> {
  const file = templateFile(migrationsFolder, directory);
  const saved = await readTemplate(file);
  if (saved) {
    try {
      const client = new PGliteClass({ loadDataDir: saved, postgresqlconf });
      await client.waitReady;
      // Already migrated: this finds every migration applied and changes nothing.
      await migrate(client);
      return client;
    } catch {
      // A copy that does not load (cut short by a crash, say) is made again below.
      rmSync(file, { force: true });
    }
  }
  const client = new PGliteClass({ postgresqlconf });
  await migrate(client);
  const dump = await client.dumpDataDir('none');
  // Written under a name of its own and renamed: a process loading the copy never reads half of it.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // A temp directory we cannot write to only costs the next start its initdb.
    rmSync(partial, { force: true });
  }
  return client;
}

async function readTemplate(file: string): Promise<Blob | undefined> {
  try {
    return await openAsBlob(file);
  } catch {
    return undefined;
  }
}

/** Where the copy for these migrations is kept. */
export function templateFile(migrationsFolder: string, directory: string): string {
  const hash = createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  hash.update((JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version);
  for (const name of readdirSync(migrationsFolder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  return path.join(directory, `hoshi-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}
