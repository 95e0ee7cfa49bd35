// Builds the server into ES modules, apps/server/dist/main.js and its chunks, so production runs plain
// JavaScript (no TypeScript compiling at start). Our workspaces (@hoshi/*) are bundled from their
// TypeScript sources; every other package stays an import from node_modules.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
const sources = [
  'apps/server/src',
  'apps/server/drizzle',
  'packages/contracts/src',
  'packages/discord-emulator/src',
].map((p) => path.join(root, p));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** True when a source is newer than the bundle (or there is none). */
export function serverStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newest(dir) > built);
}

const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hoshi/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync(path.dirname(serverBundle), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outdir: path.dirname(serverBundle),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // main.ts loads the app with import() after it starts opening the database: its own chunk.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [packagesOutside],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
