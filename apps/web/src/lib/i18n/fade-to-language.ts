import { LANG_FADE_CLEAR_MS, LANG_FADE_OUT_MS } from '@hoshi/contracts';
import type { Language } from '@hoshi/contracts';
import type { i18n as I18n } from 'i18next';
import { loadLanguage } from './i18n.ts';

export const FADE_OUT_CLASS = 'lang-fade-out';
export const FADE_IN_CLASS = 'lang-fade-in';

let timers: ReturnType<typeof setTimeout>[] = [];
/** The language the running fade is heading to. */
let heading: Language | null = null;

/**
 * docs/product.md#language: translated text fades out for 100 ms, swaps, fades in, and the fade class is
 * cleared 300 ms after the change began. A second change during a fade restarts it with the newer language;
 * being asked again for the language already on its way changes nothing (one fade out, one fade in).
 */
export function fadeToLanguage(
  i18n: I18n,
  next: Language,
  root: HTMLElement = document.documentElement,
): void {
  if (heading === next || (heading === null && i18n.language === next)) return;
  timers.forEach(clearTimeout);
  heading = next;
  root.classList.remove(FADE_IN_CLASS);
  root.classList.add(FADE_OUT_CLASS);
  // Japanese is loaded on demand: fetched during the fade-out, swapped in when it is there.
  const loaded = loadLanguage(next);
  timers = [
    setTimeout(() => {
      void loaded.then(() => i18n.changeLanguage(next));
      root.classList.replace(FADE_OUT_CLASS, FADE_IN_CLASS);
    }, LANG_FADE_OUT_MS),
    setTimeout(() => {
      root.classList.remove(FADE_IN_CLASS, FADE_OUT_CLASS);
      timers = [];
      heading = null;
    }, LANG_FADE_CLEAR_MS),
  ];
}
