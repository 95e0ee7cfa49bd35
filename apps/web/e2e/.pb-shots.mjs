import { chromium } from '@playwright/test';
const base = 'http://localhost:3270';
const A = '200000000000000001';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = process.argv.slice(2);
for (const lang of ['en', 'ja']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(base + '/');
    if (width < 500) await page.getByRole('button', { name: /menu|メニュー/i }).click();
    const popupP = page.waitForEvent('popup');
    await page.getByRole('button', { name: lang === 'en' ? 'Dashboard' : 'ダッシュボード' }).first().click();
    const popup = await popupP;
    await popup.locator('input[name="user_id"][value="100000000000000001"]').check();
    await popup.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/dashboard$/);
    for (const name of pages) {
      const [p, tab] = name.split(':');
      await page.goto(`${base}/dashboard/servers/${A}/${p}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      if (tab) {
        await page.getByRole('tab').nth(1).click();
        const item = page.locator('.item-list__item').first();
        if (await item.count()) await item.click();
        await page.waitForTimeout(300);
      }
      await page.screenshot({ path: `/tmp/pb/shots/${name.replace(':', '-')}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
