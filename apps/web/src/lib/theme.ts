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

export function applyTheme(theme: Theme, save = true): void {
  document.documentElement.dataset.theme = theme;
  if (save) writeStorage(STORAGE_KEYS.theme, theme);
}
