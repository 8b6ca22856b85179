// The polyfill (web/polyfill.js) leaves a browser's own Translator API alone. Debian's Chromium
// has the API's surface on localhost (without a model it could download here).
import { test, expect } from '@playwright/test';

test('the polyfill leaves a browser\'s own Translator API alone', async ({ page }) => {
  await page.goto('/tests/page/fixtures/blank.html');
  const native = await page.evaluate(() => 'Translator' in globalThis);
  test.skip(!native, 'this Chromium has no Translator API of its own');
  await page.evaluate(() => import('/web/polyfill.js'));
  expect(await page.evaluate(() => globalThis.Translator.heed)).toBeUndefined();
  expect(await page.evaluate(() => typeof globalThis.LanguageDetector)).toBe('function');
});
