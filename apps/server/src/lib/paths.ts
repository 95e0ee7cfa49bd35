import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module's file: run from source it is `src/lib/paths.ts`, built it
 * is inside the one bundled `dist/main.js`, so the depth differs and we look for `drizzle/`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('apps/server/drizzle not found above the server code');
    dir = up;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '../..');
