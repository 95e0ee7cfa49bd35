import { STORAGE_KEYS, THEMES } from '@hoshi/contracts';
import type { Theme } from '@hoshi/contracts';
import { readStorage, writeStorage } from './storage.ts';

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function savedTheme(): Theme {
  const saved = readStorage(STORAGE_KEYS.theme);
  return isTheme(saved) ? saved : 'default';
}

/** docs/product.md#themes: the switcher walks the nine themes in order and wraps around. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'default';
}

/**
 * Loads a theme's scene stylesheet. The loader and its list of stylesheets are a chunk of their
 * own, so the first page carries only this import.
 */
export function loadScene(theme: Theme): Promise<void> {
  return import('./scene-loader.ts').then(
    ({ loadSceneStyles }) => loadSceneStyles(theme),
    (error: unknown) => console.warn(`Could not load the ${theme} scene`, error),
  );
}

export function applyTheme(theme: Theme, save = true): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.classList.add('theme-applied');
  void loadScene(theme);
  if (save) writeStorage(STORAGE_KEYS.theme, theme);
}

/** The scenes' animations stop while the tab is hidden (they would run for nobody). */
export function pauseScenesWhenHidden(doc: Document = document): void {
  const sync = () => doc.documentElement.classList.toggle('scene-paused', doc.hidden);
  sync();
  doc.addEventListener('visibilitychange', sync);
}
