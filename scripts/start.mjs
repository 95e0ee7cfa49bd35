// npm start: build the web app and the server when their sources are newer than their builds,
// then run the built server (plain JavaScript, no TypeScript compiling at start) in this same
// process: one long-lived process rather than this one waiting beside the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBundle, serverStale } from './build-server.mjs';

// Memory settings for a long-lived, mostly idle process, applied by starting this same process
// again with them (execve keeps its id, so npm still waits on one server): glibc's allocator gives
// freed memory back to the system from 64 KiB on instead of keeping it in its arenas, and V8's
// young generation stays at 4 MB a half instead of growing to 32. Together about 110 MB less at
// idle, and no slower to answer: docs/decisions/0075-light-by-default-the-demo-s-idle-memory.md.
// Linux only (elsewhere the tunables mean nothing); a GLIBC_TUNABLES of the operator's own wins.
if (process.platform === 'linux' && process.env.GLIBC_TUNABLES === undefined && process.execve) {
  process.execve(
    process.execPath,
    [process.execPath, '--max-semi-space-size=4', ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=65536:glibc.malloc.mmap_threshold=65536' },
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// scripts: the prerender of the public pages is part of the build.
const sources = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts']
  .map((p) => path.join(web, p))
  .filter(existsSync);
const contracts = path.join(root, 'packages/contracts/src');
const stale =
  !existsSync(built) ||
  Math.max(
    ...sources.map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
    newest(contracts),
  ) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (serverStale()) {
  console.log('Building the server…');
  await buildServer();
}

// Stack traces name the bundle's lines (each module is marked with its source path there).
// Mapping them back to the TypeScript (NODE_OPTIONS=--enable-source-maps) costs the process about
// 110 MB for the bundle's source map: docs/decisions/0075-light-by-default-the-demo-s-idle-memory.md.
process.chdir(root);
await import(pathToFileURL(serverBundle).href);
