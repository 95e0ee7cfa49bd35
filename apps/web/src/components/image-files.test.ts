// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * docs/product.md#routes: images resolve under /images/{filename}. Every picture the app or the server's
 * catalogues name must be a real file in public/images, and every <img> goes through SafeImage
 * so a missing one is logged and ignored.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const images = path.join(web, 'public/images');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.(tsx?|css|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const sources = files(path.join(web, 'src'));
// The profile and inventory catalogues (packages/contracts): the pictures their entries name.
const catalogue = ['profile-catalogue.ts', 'inventory-catalogue.ts']
  .map((name) => readFileSync(path.join(web, '../../packages/contracts/src', name), 'utf8'))
  .join('\n');
const games =
  /GAMES = \[([^\]]*)\]/.exec(readFileSync(path.join(web, 'src/config/paths.ts'), 'utf8'))?.[1] ?? '';

const named = new Set<string>();
for (const file of sources) {
  for (const m of readFileSync(file, 'utf8').matchAll(/\/images\/([\w./-]+\.(?:svg|png|webp|jpg|gif))/g)) {
    named.add(m[1] ?? '');
  }
}
for (const m of catalogue.matchAll(/img: '([^']+)'/g)) named.add(m[1] ?? '');
for (const m of games.matchAll(/'([\w-]+)'/g)) named.add(`game-${m[1]}.svg`);

describe('images', () => {
  it('finds the pictures the app and the catalogues name', () => {
    // The home star, the error picture, the loader, pets, items, gear, games and the scenes.
    for (const expected of [
      'home-hero.svg',
      'sleepy.svg',
      'loading.svg',
      'game-whack.svg',
      'scenes/outrun.svg',
    ]) {
      expect(named).toContain(expected);
    }
    expect([...named].filter((n) => n.startsWith('pets/')).length).toBeGreaterThanOrEqual(10);
  });

  it.each([...named].sort())('%s exists as a file under /images/', (name) => {
    expect(existsSync(path.join(images, name))).toBe(true);
  });

  it('draws every <img> through SafeImage', () => {
    const raw = sources.filter((file) => file.endsWith('.tsx') && !file.endsWith('safe-image.tsx'));
    expect(
      raw.filter((file) => /<img\b/.test(readFileSync(file, 'utf8'))).map((f) => path.relative(web, f)),
    ).toEqual([]);
  });
});
