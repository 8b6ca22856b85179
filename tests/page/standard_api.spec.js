// A page script written against the web's Translator API runs unchanged on Heed's polyfill
// (web/polyfill.js): availability, create with download progress, translate, translateStreaming,
// quota, typed errors, destroy, and the LanguageDetector.
import { test, expect } from '@playwright/test';
import config from '../../playwright.config.js';

// Debian's Chromium ships the API's surface without a model it could download here: switched
// off, it stands for the browsers that have none (Firefox, Safari), where the polyfill installs.
const baseArgs = config.use.launchOptions.args;
test.use({ launchOptions: { ...config.use.launchOptions, args: [...baseArgs, '--disable-features=TranslationAPI,LanguageDetectionAPI'] } });

test('the standard-API page script works on the polyfill', async ({ page }) => {
  await page.goto('/tests/page/fixtures/standard_api.html');
  const out = await page.evaluate(() => window.standardRun);
  expect(await page.evaluate(() => globalThis.Translator.heed)).toBe(true);  // the polyfill, not a browser's own
  expect(['downloadable', 'available']).toContain(out.availability);
  expect(out.unsupported).toBe('unavailable');
  expect(out.progress.at(-1)).toBe(1);
  expect(out.progress.length).toBeGreaterThan(2);
  out.progress.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(out.progress[i - 1] ?? 0));
  expect(out.languages).toEqual(['en', 'es']);
  expect(out.translated).toBe('Guardar el documento antes de cerrar la ventana.');
  expect(out.chunks.length).toBeGreaterThan(2);
  expect(out.chunks.join('')).toBe(out.translated);
  expect(out.usage).toBe(5);
  expect(out).toMatchObject({
    createError: 'NotSupportedError', abortError: 'AbortError', quotaError: 'QuotaExceededError',
    destroyedError: 'InvalidStateError', detected: 'es',
  });
  await expect(page.locator('#out')).toHaveText(out.translated);
});
