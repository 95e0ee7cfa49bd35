// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { THEMES } from '@hoshi/contracts';
import { existsSync, readFileSync } from 'node:fs';

/*
 * Text sits straight on the scenes (headings and leads are not on cards), so every colour a
 * scene paints must keep the theme's text, muted text and links at AA contrast (4.5:1), as the
 * plain background does. Tiny stars (class="specks") are points, not backgrounds, and exempt.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const themesCss = read('../themes.css');
const IMAGES = new URL('../../../public/images/', import.meta.url);

function themeVariables(theme: string): Record<string, string> {
  const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(themesCss)?.[1] ?? '';
  return Object.fromEntries(
    Array.from(block.matchAll(/--([\w-]+):\s*([^;]+);/g), (m) => [m[1], m[2]?.trim()]),
  );
}

type Rgb = [number, number, number];
const hexRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Colours of the SVG's shapes, skipping groups marked as specks. */
function svgColours(svg: string): string[] {
  const withoutSpecks = svg.replace(/<g class="specks"[\s\S]*?<\/g>/g, '');
  return Array.from(
    withoutSpecks.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]{6})"/gi),
    (m) => m[1] ?? '',
  );
}

/** Colours the scene stylesheet paints: hex as is, rgb() with alpha laid over the background. */
function cssColours(css: string, bg: Rgb): Rgb[] {
  const hex = Array.from(css.matchAll(/#[0-9a-f]{6}\b/gi), (m) => hexRgb(m[0]));
  const rgba = Array.from(css.matchAll(/rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)/g), (m) => {
    const alpha = Number(m[4]);
    return [1, 2, 3].map((i, k) => Math.round(Number(m[i]) * alpha + (bg[k] ?? 0) * (1 - alpha))) as Rgb;
  });
  return [...hex, ...rgba];
}

describe.each(THEMES)('the %s scene', (theme) => {
  const vars = themeVariables(theme);
  const bg = hexRgb(vars.bg ?? '#000000');
  const css = read(`./${theme}.css`);
  // Only what is painted behind the page: card and button dressing sits on the cards' surfaces.
  const behind = css.split(/\n(?=\[data-theme='[\w-]+'\] :is)/)[0] ?? '';
  const files = Array.from(css.matchAll(/\/images\/scenes\/([\w-]+\.svg)/g), (m) => m[1] ?? '');

  it('has a picture behind the page and every file it names exists', () => {
    expect(css).toMatch(/--scene:/);
    for (const file of files) expect(existsSync(new URL(`scenes/${file}`, IMAGES)), file).toBe(true);
  });

  it('paints nothing that drops text, muted text or links below AA', () => {
    const colours = [
      ...new Set(
        files.flatMap((file) => svgColours(readFileSync(new URL(`scenes/${file}`, IMAGES), 'utf8'))),
      ),
    ].map(hexRgb);
    const painted = [...colours, ...cssColours(behind, bg)];
    const failures = painted.flatMap((colour) =>
      (['text', 'text-muted', 'link'] as const)
        .map((fg) => ({ fg, ratio: contrast(hexRgb(vars[fg] ?? '#000000'), colour) }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ fg, ratio }) => `${fg} on rgb(${colour.join(' ')}): ${ratio.toFixed(2)}`),
    );
    expect(failures).toEqual([]);
  });
});
