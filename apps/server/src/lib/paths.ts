import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root (its package.json names the workspaces), found from this module's file:
 * run from source it is `apps/server/src/lib/paths.ts`, built it is inside a process's one bundled
 * module (`npm start`), so the depth differs and we look upward.
 */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    const up = path.dirname(dir);
    if (up === dir)
      throw new Error('the repository root (package.json with workspaces) not found above the server code');
    dir = up;
  }
}

export const repoRoot = findRepoRoot();
