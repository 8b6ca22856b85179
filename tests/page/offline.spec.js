// Offline: after one visit, the service worker and the model cache let the page load and
// translate with the network off.
import { test, expect } from '@playwright/test';
import { openReadyPage, translate } from './helpers.js';

test('after one visit, a reload with the network off still translates', async ({ page, context }) => {
  await openReadyPage(page);
  await expect(page.locator('#offline-state')).toContainText('Works offline', { timeout: 30_000 });
  await translate(page, 'Save the document before closing the window.');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  await expect(page.locator('#progress-text')).toContainText('English → Spanish');
  await translate(page, 'The password must contain at least eight characters.');
  await expect(page.locator('#output')).toContainText('contraseña');
  await expect(page.locator('#error')).toBeHidden();
  await context.setOffline(false);
});

test('the second visit loads the model from the cache', async ({ page }) => {
  await openReadyPage(page);
  await page.reload();
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  // The progress text said "From cache" before the engine started.
  const requests = [];
  page.on('request', (r) => { if (r.url().includes('.heed')) requests.push(r.url()); });
  await page.reload();
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  expect(requests).toEqual([]);
});
