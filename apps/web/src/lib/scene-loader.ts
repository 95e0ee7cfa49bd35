import type { Theme } from '@hoshi/contracts';

// Each theme's place (its scene, card and button dressing, fonts) is a stylesheet of its own,
// fetched the first time the theme is shown: a visitor downloads only the scenes they choose,
// and none of them count against the first page's size. The palettes stay in themes.css.
const scenes = import.meta.glob(['../styles/scenes/*.css', '!**/frame.css']);

/** Loads a theme's scene; a failed load leaves the plain palette, which is still readable. */
export function loadSceneStyles(theme: Theme): Promise<void> {
  const load = scenes[`../styles/scenes/${theme}.css`];
  if (!load) {
    console.warn(`The ${theme} theme has no scene`);
    return Promise.resolve();
  }
  return load().then(
    () => undefined,
    (error: unknown) => console.warn(`Could not load the ${theme} scene`, error),
  );
}
