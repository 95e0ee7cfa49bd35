import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, THEMES } from '@hoshi/contracts';
import { applyTheme, loadScene, nextTheme, pauseScenesWhenHidden, savedTheme } from './theme.ts';

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

  it('pauses the scenes while the tab is hidden and resumes when it is shown', () => {
    let hidden = true;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    pauseScenesWhenHidden();
    const root = document.documentElement;
    expect(root).toHaveClass('scene-paused');
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(root).not.toHaveClass('scene-paused');
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(root).toHaveClass('scene-paused');
  });

  it('has a scene stylesheet for every theme', async () => {
    const warn = vi.spyOn(console, 'warn');
    await Promise.all(THEMES.map((theme) => loadScene(theme)));
    expect(warn).not.toHaveBeenCalled();
  });
});
