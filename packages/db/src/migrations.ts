import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * packages/db/drizzle, found from this module's file: run from source it is `../drizzle`; bundled
 * into a process's one built module (`npm start`), that module sits elsewhere in the repository,
 * so we look upward for `drizzle/meta` or `packages/db/drizzle/meta`.
 */
function findMigrations(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, 'drizzle'), path.join(dir, 'packages', 'db', 'drizzle')]) {
      if (existsSync(path.join(candidate, 'meta'))) return candidate;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('packages/db/drizzle not found above the database code');
    dir = up;
  }
}

/** The migrations' folder (drizzle-kit's output, applied at every start). */
export const migrationsFolder = findMigrations();
