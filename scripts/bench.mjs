// npm run bench: prints the numbers we track (no assertions): Discord calls per page, the
// gzip size of the JS the home page loads, and the server's cold start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/bench/discord-cost.ts'], {
  cwd: root,
  stdio: 'inherit',
});

if (!existsSync(path.join(dist, 'index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of scripts) total += gzipSync(readFileSync(path.join(dist, file))).length;
console.log(`\nHome page JS from index.html: ${scripts.length} files, ${(total / 1024).toFixed(1)} KiB gzip`);

const started = Date.now();
const port = 3900 + Math.floor(Math.random() * 50);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(root, 'data/bench'), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
for (;;) {
  const ok = await fetch(`http://127.0.0.1:${port}/api/config`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() - started > 60_000) break;
  await new Promise((r) => setTimeout(r, 100));
}
console.log(`\nServer start to first answer: ${((Date.now() - started) / 1000).toFixed(1)} s`);

// What a browser really fetches for the home page (lazy route chunks included, brotli on the wire).
if (existsSync('/usr/bin/chromium')) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const loadStarted = Date.now();
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - loadStarted;
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ wire: e.encodedBodySize, raw: e.decodedBodySize })),
  );
  const sum = (key) => scripts.reduce((n, s) => n + s[key], 0) / 1024;
  console.log(
    `Home page in Chromium: ${scripts.length} scripts, ${sum('wire').toFixed(1)} KiB on the wire ` +
      `(${sum('raw').toFixed(0)} KiB unpacked), network idle after ${loadMs} ms`,
  );
  await browser.close();
}
server.kill('SIGTERM');

// Games: frame time at each game's busiest (its own script, so it also runs alone).
spawnSync(process.execPath, [path.join(root, 'scripts/bench-games.mjs')], { cwd: root, stdio: 'inherit' });
