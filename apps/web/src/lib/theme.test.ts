import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, THEMES } from '@hoshi/contracts';
import { applyTheme, nextTheme, savedTheme } from './theme.ts';

describe('themes', () => {
  it('cycles through all nine themes and back to default', () => {
    const seen = [];
    let theme = savedTheme();
    for (let i = 0; i < THEMES.length; i += 1) {
      seen.push(theme);
      theme = nextTheme(theme);
    }
    expect(seen).toEqual([...THEMES]);
    expect(theme).toBe('default');
  });

  it('stores the theme and applies it as data-theme', () => {
    applyTheme('ramen');
    expect(document.documentElement.dataset.theme).toBe('ramen');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('ramen');
    expect(savedTheme()).toBe('ramen');
  });

  it('ignores an unknown saved theme', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'vaporwave');
    expect(savedTheme()).toBe('default');
  });
});
