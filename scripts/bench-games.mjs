// npm run bench (games part): each game's frame time — engine steps plus the draw, as measured
// by the game loop (apps/web/src/features/activities/shared/frame-probe.ts) — at its busiest, in
// headless Chromium on a 2× screen. Prints median and p95 and writes bench/games.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.log(`\nGame frame times: skipped (${chromiumPath} is missing)`);
  process.exit(0);
}
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
}

const port = 3950 + Math.floor(Math.random() * 40);
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/demo/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: path.join(root, 'data/bench-games'),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const started = Date.now();
while (
  !(await fetch(`${base}/api/config`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  if (Date.now() - started > 60_000) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
// The probe the game loop writes to when it exists; players never have it.
await context.addInitScript(() => {
  window.__hoshiFrameProbe = { samples: [], limit: 10_000, count: 0 };
});

const resetProbe = (page) =>
  page.evaluate(() => {
    window.__hoshiFrameProbe.samples = [];
    window.__hoshiFrameProbe.count = 0;
  });

async function summary(page) {
  const samples = await page.evaluate(() => window.__hoshiFrameProbe.samples.slice());
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  const round = (ms) => Math.round(ms * 1000) / 1000;
  return { frames: samples.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(at(1)) };
}

/** Whack-A-Star on Hard (5×5, an item every 650 ms, half of them bombs), hitting everything that shows. */
async function benchWhack() {
  const page = await context.newPage();
  await page.goto(`${base}/activities/whack?lang=en`);
  await page.getByRole('button', { name: /Hard/ }).click();
  await page.waitForTimeout(1000);
  await resetProbe(page);
  const until = Date.now() + 8000;
  while (Date.now() < until) {
    const up = await page.locator('.whack-hole[data-item]').first();
    const name = (await up.getAttribute('aria-label', { timeout: 500 }).catch(() => null)) ?? '';
    if (name) await page.keyboard.press(name.slice(-1).toLowerCase());
    await page.waitForTimeout(120);
  }
  const result = await summary(page);
  await page.close();
  return { scene: 'Hard (5×5), every item hit: rising, hit, exploding and hiding at once', ...result };
}

/** Star Typing in sentence mode, typing steadily into fever, with misses flashing during it. */
async function benchTyping() {
  const page = await context.newPage();
  await page.goto(`${base}/activities/typing?lang=en`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: /Sentence/ }).click();
  await page.waitForTimeout(3300);
  await resetProbe(page);
  const until = Date.now() + 8000;
  let typed = 0;
  while (Date.now() < until) {
    const keys = (await page.locator('.typing-prompt__keys').textContent()) ?? '';
    const next = await page.locator('.typing-next').textContent();
    // After fever starts, one miss in ten keeps the wrong-key flash going too.
    const fever = (await page.locator('.typing-stage--fever').count()) > 0;
    await page.keyboard.type(fever && typed % 10 === 9 ? '~' : next || keys[0] || ' ');
    typed += 1;
    await page.waitForTimeout(40);
  }
  const result = await summary(page);
  await page.close();
  return { scene: 'Sentence mode, typing 20+ keys a second, in fever with wrong-key flashes', ...result };
}

/**
 * Starshooter's busiest scene, held by the game while the probe asks for it (core/busiest-scene.ts):
 * a boss fight with 300 shots in the air, 400 particles and every lasting power-up's ring running.
 */
async function benchShooter() {
  const page = await context.newPage();
  await page.goto(`${base}/activities/shooter?lang=en`);
  await page.evaluate(() => {
    window.__hoshiFrameProbe.scene = 'shooter-busiest';
  });
  await page.keyboard.press('Enter');
  // The bosses come in, the shots fill the sky.
  await page.waitForTimeout(3000);
  await resetProbe(page);
  await page.keyboard.down('Space');
  await page.waitForTimeout(8000);
  await page.keyboard.up('Space');
  const result = await summary(page);
  await page.close();
  return {
    scene: 'boss fight (serpent and eye), 300 shots, 400 particles, 10 power-up rings',
    markP95Ms: 4,
    ...result,
  };
}

/**
 * The boss shooter at its busiest: the sentinel (level 15: a 16-shot spiral, 7 circling minions)
 * with the screen held at 300 enemy bullets and 300 sparks, the ship firing into it. The scene is
 * asked for through `window.__hoshiBossesBench` (apps/web/src/features/activities/bosses/bench-scene.ts).
 */
async function benchBosses() {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__hoshiBossesBench = { level: 15, bullets: 300, particles: 300 };
  });
  await page.goto(`${base}/activities/bosses?lang=en`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(1500);
  await resetProbe(page);
  // The ship weaves under the boss, as a player would.
  const until = Date.now() + 8000;
  let key = 'ArrowLeft';
  while (Date.now() < until) {
    await page.keyboard.down(key);
    await page.waitForTimeout(400);
    await page.keyboard.up(key);
    key = key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  }
  const result = await summary(page);
  await page.close();
  return {
    scene: 'Boss fight: sentinel, minions, 300 bullets and 300 sparks, 1/120 s steps',
    markP95Ms: 4,
    ...result,
  };
}

const version = browser.version();
const games = {
  whack: await benchWhack(),
  typing: await benchTyping(),
  shooter: await benchShooter(),
  bosses: await benchBosses(),
};
await browser.close();
server.kill('SIGTERM');

console.log(`\nGame frame time (engine steps + draw per frame, Chromium ${version}, 2× screen):`);
for (const [game, r] of Object.entries(games)) {
  console.log(
    `  ${game.padEnd(7)} median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms, max ${r.maxMs.toFixed(2)} ms over ${r.frames} frames — ${r.scene}${r.markP95Ms ? ` (mark p95 < ${r.markP95Ms} ms: ${r.p95Ms < r.markP95Ms ? 'met' : 'missed'})` : ''}`,
  );
}
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/games.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), chromium: version, deviceScaleFactor: 2, budgetMs: 16.7, games }, null, 2)}\n`,
);
