// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { THEMES } from '@hoshi/contracts';
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('./themes.css', import.meta.url), 'utf8');

function themeVariables(theme: string): Record<string, string> {
  const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    Array.from(block.matchAll(/--([\w-]+):\s*([^;]+);/g), (m) => [m[1], m[2]?.trim()]),
  );
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text and the backgrounds it is drawn on (the stylesheets use exactly these pairs).
const TEXT_PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-2'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['link', 'surface-2'],
  ['on-accent', 'accent'],
  ['danger', 'surface'],
  ['danger', 'surface-2'],
  // Best scores and badges are drawn in the star colour on cards.
  ['star', 'surface'],
  ['star', 'surface-2'],
] as const;

describe.each(THEMES)('theme %s', (theme) => {
  const vars = themeVariables(theme);

  it('defines every colour as a 6-digit hex', () => {
    for (const name of [
      'bg',
      'surface',
      'surface-2',
      'text',
      'text-muted',
      'accent',
      'on-accent',
      'link',
      'focus',
      'danger',
    ]) {
      expect(vars[name], name).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(TEXT_PAIRS)('keeps %s on %s at AA contrast (4.5:1)', (fg, bg) => {
    expect(contrast(vars[fg] ?? '', vars[bg] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the focus ring visible (3:1 against the page and cards)', () => {
    expect(contrast(vars.focus ?? '', vars.bg ?? '')).toBeGreaterThanOrEqual(3);
    expect(contrast(vars.focus ?? '', vars.surface ?? '')).toBeGreaterThanOrEqual(3);
  });
});
