// Shared steps of the page tests: open the demo page and wait until its model is ready.
import { expect } from '@playwright/test';

/** Opens the demo page (optionally with a query) and waits for the default model. */
export async function openReadyPage(page, query = '') {
  await page.goto(`/web/${query}`);
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  await expect(page.locator('#translate')).toBeEnabled();
}

/** Types `text` into the source box (replacing it) and runs a translation to the end. */
export async function translate(page, text) {
  await page.locator('#live').uncheck();
  await page.locator('#source').fill(text);
  await page.locator('#translate').click();
  await expect(page.locator('#model-status')).toContainText('tokens/s', { timeout: 45_000 });
}

/** Records the output box's DOM mutations (one entry per MutationObserver callback). */
export async function watchOutput(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.outputUpdates = [];
    new MutationObserver(() => {
      w.outputUpdates.push({ text: document.getElementById('output').textContent, busy: document.getElementById('output').getAttribute('aria-busy') });
    }).observe(document.getElementById('output'), { childList: true, subtree: true, characterData: true });
  });
}
