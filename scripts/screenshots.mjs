// npm run screenshots: the theme gallery in docs/screenshots/themes/ — every theme on the home
// page, a settings page and a game, at desktop (1280×800) and phone (390×844) sizes, 1x scale.
// Builds the web app, starts the demo server on a fresh data directory and drives Chromium.
// PNGs are squeezed with pngquant when it is installed (apt-get install pngquant).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { THEMES } from '../packages/contracts/src/constants.ts';
import { AKARI, root, STAR_LOUNGE, startHoshi } from './bench/servers.mjs';

const out = path.join(root, 'docs/screenshots/themes');
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const PAGES = [
  { name: 'home', path: '/', shown: 'h1' },
  { name: 'settings', path: `/dashboard/servers/${STAR_LOUNGE}/xp`, shown: 'input[type="number"]' },
  { name: 'game', path: '/activities/whack', shown: 'h1' },
];

if (spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  throw new Error('web build failed');
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hoshi-screens-'));
const server = startHoshi({ dataDir, source: true });
await server.ready;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
      // The scenes hold still, so every picture shows the same moment.
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // The full-page sign-in (what the app does without a popup).
    await page.goto(`${server.base}/api/discord/login`);
    await page.locator(`input[name="user_id"][value="${AKARI}"]`).check();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/dashboard$/);
    for (const theme of THEMES) {
      await page.evaluate((saved) => localStorage.setItem('theme', saved), theme);
      for (const shot of PAGES) {
        await page.goto(`${server.base}${shot.path}?lang=en`);
        await page.locator(shot.shown).first().waitFor();
        await page.waitForLoadState('networkidle');
        // Scene pictures are CSS backgrounds: wait until the browser has them.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(out, `${theme}-${shot.name}-${size.name}.png`) });
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const files = readdirSync(out).filter((f) => f.endsWith('.png'));
if (spawnSync('pngquant', ['--version']).status === 0) {
  spawnSync('pngquant', ['--force', '--skip-if-larger', '--ext', '.png', '--quality', '70-90', ...files], {
    cwd: out,
  });
}

// Thumbnails (a quarter of the desktop width, a third of the phone's) that open the full picture.
const thumb = (theme, page, size) => {
  const file = `${theme}-${page.name}-${size.name}.png`;
  const width = Math.round(size.width / (size.name === 'phone' ? 3 : 4));
  return `<a href="${file}"><img src="${file}" width="${width}" alt="${theme}, ${page.name}, ${size.name}"></a>`;
};
const rows = THEMES.map(
  (theme) => `| ${theme} | ${PAGES.map((p) => SIZES.map((s) => thumb(theme, p, s)).join(' ')).join(' | ')} |`,
);
writeFileSync(
  path.join(out, 'README.md'),
  [
    '# Themes gallery',
    '',
    'Written by `npm run screenshots`: each of the nine themes on the home page, a settings page (XP) and a game',
    '(Whack-A-Star), at 1280×800 and 390×844. Each cell is desktop then phone; click a picture for its full size.',
    '',
    `| theme | ${PAGES.map((p) => p.name).join(' | ')} |`,
    `| --- | ${PAGES.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
  ].join('\n'),
);
console.log(`${files.length} screenshots in ${path.relative(root, out)}`);
