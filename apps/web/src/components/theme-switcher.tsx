import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@hoshi/contracts';
import { applyTheme, nextTheme, savedTheme } from '../lib/theme.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Icon } from './icon.tsx';

/** docs/product.md#themes: each press moves to the next of the nine themes. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const [picked, setTheme] = useState<Theme | null>(null);
  // A prerendered page names the default theme; the saved one once hydrated.
  const hydrated = useHydrated();
  const theme = picked ?? (hydrated ? savedTheme() : 'default');

  const cycle = () => {
    const next = nextTheme(theme);
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className="nav__button"
      onClick={cycle}
      aria-label={t('nav.theme', { theme: t(`themes.${theme}`) })}
      title={t(`themes.${theme}`)}
    >
      <Icon name="palette" />
      <span className="nav__button-text">{t(`themes.${theme}`)}</span>
    </button>
  );
}
