import { expect, test as setup } from '@playwright/test';
import { SESSION_FILE, signIn } from './support.ts';

// Akari signs in once through the login popup, as a visitor would; the tests that are not about
// signing in resume this session (support.ts, resumeSession) instead of walking the popup again.
setup('akari signs in once for the tests that only need a session', async ({ page }) => {
  await page.goto('/?lang=en');
  await signIn(page, 'en');
  await expect(page.getByRole('link', { name: /Star Lounge/ }).first()).toBeVisible();
  await page.context().storageState({ path: SESSION_FILE });
});
