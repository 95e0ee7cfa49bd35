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

/** spec 002 §4: the switcher walks the nine themes in order and wraps around. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'default';
}

// Each theme's place (its scene, card and button dressing, fonts) is a stylesheet of its own,
// fetched the first time the theme is shown: a visitor downloads only the scenes they choose,
// and none of them count against the first page's size. The palettes stay in themes.css.
const scenes = import.meta.glob('../styles/scenes/*.css');
const SCENE_FILE = (theme: Theme) => `../styles/scenes/${theme}.css`;

/** Loads a theme's scene; a failed load leaves the plain palette, which is still readable. */
export function loadScene(theme: Theme): Promise<void> {
  const load = scenes[SCENE_FILE(theme)];
  if (!load) {
    console.warn(`The ${theme} theme has no scene`);
    return Promise.resolve();
  }
  return load().then(
    () => undefined,
    (error: unknown) => console.warn(`Could not load the ${theme} scene`, error),
  );
}

export function applyTheme(theme: Theme, save = true): void {
  document.documentElement.dataset.theme = theme;
  void loadScene(theme);
  if (save) writeStorage(STORAGE_KEYS.theme, theme);
}

/** The scenes' animations stop while the tab is hidden (they would run for nobody). */
export function pauseScenesWhenHidden(doc: Document = document): void {
  const sync = () => doc.documentElement.classList.toggle('scene-paused', doc.hidden);
  sync();
  doc.addEventListener('visibilitychange', sync);
}
