/** A MediaQueryList that always answers `matches` (jsdom has no matchMedia of its own). */
export const fixedMediaQuery = (media: string, matches: boolean): MediaQueryList => ({
  matches,
  media,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});
