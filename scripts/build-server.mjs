// Builds `npm start`'s process (apps/demo's entry: the server, and in demo mode the bot beside it)
// into one ES module, apps/demo/dist/main.js, so production runs plain JavaScript (no TypeScript
// compiling at start). Our workspaces (@hoshi/*) are bundled from their
// TypeScript sources, and so are the npm packages: Node then reads a few files at start instead of
// resolving and reading about a thousand. What is only needed with PostgreSQL or Redis runs only
// when configured.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'apps/demo/dist/main.js');
const sources = [
  'apps/demo/src',
  'apps/server/src',
  'packages/db/src',
  'packages/db/drizzle',
  'packages/contracts/src',
  'packages/discord-emulator/src',
  'packages/bot-messages/src',
  'apps/bot/src',
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

/**
 * Left as imports from node_modules: PGlite finds its WebAssembly and data files next to its own
 * module, pg's optional native binding is not installed, and resvg (the bot's welcome pictures)
 * loads its platform's native binary beside its own module.
 */
const external = ['@electric-sql/pglite', 'pg-native', '@resvg/resvg-js'];

export async function buildServer() {
  // Loaded here: `npm start` with a fresh build only checks dates and does not load esbuild.
  const { build, stop } = await import('esbuild');
  rmSync(path.dirname(serverBundle), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/demo/src/main.ts')],
    outdir: path.dirname(serverBundle),
    entryNames: '[name]',
    // One file. The server's import() of the app (after it starts opening the database) and the
    // PostgreSQL and Redis clients' still run their modules only when reached; and a package's
    // import() of a CommonJS module keeps its named exports, which a split chunk would lose.
    splitting: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // Stack traces need the positions, not a copy of every source (a smaller map to read at start).
    sourcesContent: false,
    logLevel: 'warning',
    external,
    // CommonJS packages inside an ES module bundle still call require (node: built-ins).
    banner: {
      js: "import { createRequire as hoshiCreateRequire } from 'node:module'; const require = hoshiCreateRequire(import.meta.url);",
    },
  });
  // esbuild's service process would otherwise live as long as the server started after it.
  await stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
