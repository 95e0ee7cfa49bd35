import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import ja from '../src/locales/ja.json' with { type: 'json' };
import { resumeSession, signIn, STAR_LOUNGE, type Lang } from './support.ts';

/** What the settings specs share: the locales, the save toasts, and how a visitor fills a page. */
export const LOCALES = { en, ja };
// docs/product.md#texts: the save toasts and notice, verbatim.
export const TOASTS = {
  en: { saving: 'Saving...', saved: 'Saved!', noChanges: 'No changes...' },
  ja: { saving: '保存中...', saved: '保存完了！', noChanges: '変更なし...' },
};
/**
 * Tells this run's words from an earlier run's: the server keeps what a test saved, and on a
 * retry the same words would be no change at all (Save stays disabled).
 */
export const run = () => Date.now().toString(36);
export const page$ = (name: string, lang: Lang) => `/dashboard/servers/${STAR_LOUNGE}/${name}?lang=${lang}`;

/**
 * Picks an option in a react-select picker (`field` is its labelled input) from the keyboard, as
 * a keyboard user does: the option's words typed to narrow the menu (a pattern: the arrow keys
 * walked to it), then Enter once it is the active option. A pointer aimed at a menu that is still
 * opening can land beside it; keys cannot. Then the picker must show the choice, so an edit the
 * page lost fails here rather than at Save.
 */
export async function pick(page: Page, field: Locator, option: string | RegExp) {
  await field.focus();
  if (typeof option === 'string') await field.fill(option);
  else await field.press('ArrowDown');
  const target = await page.getByRole('option', { name: option }).first().getAttribute('id');
  if (typeof option === 'string') await expect(field).toHaveAttribute('aria-activedescendant', target ?? '');
  for (let presses = 0; (await field.getAttribute('aria-activedescendant')) !== target; presses++) {
    if (presses === 100) throw new Error(`pick: no option ${String(option)} within 100 presses`);
    const active = await field.getAttribute('aria-activedescendant');
    await field.press('ArrowDown');
    await expect(field).not.toHaveAttribute('aria-activedescendant', active ?? '');
  }
  await field.press('Enter');
  await expect(field.locator('xpath=ancestor::div[3]')).toContainText(option);
}
export const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Chooses a radio the way a visitor does: by clicking its visible label. */
export async function choose(page: Page, name: string) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

/**
 * Presses Save. Presses less than 2 s apart are dropped on purpose (docs/product.md#settings-forms), so a press
 * that follows another waits until Save has stopped resting, as a person watching it would
 * (a fixed wait races the page's own timer on a busy machine).
 */
export async function pressSave(page: Page, lang: Lang, options?: { force?: boolean }) {
  const button = page.getByRole('button', { name: LOCALES[lang].settings.save, exact: true });
  await expect(button).not.toHaveClass(/button--cooling/);
  await button.click(options);
}

export async function save(page: Page, lang: Lang) {
  await pressSave(page, lang);
  // The newest toast: an earlier save's may still be showing.
  await expect(page.getByText(TOASTS[lang].saved).last()).toBeVisible();
}

/** A browser of its own, signed in through the login popup or resuming the session signed in once. */
export async function signedIn(browser: Browser, lang: Lang, how: 'popup' | 'resume') {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (how === 'resume') {
    await resumeSession(page, lang);
  } else {
    await page.goto(`/?lang=${lang}`);
    await signIn(page, lang);
  }
  return page;
}
