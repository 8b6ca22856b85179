// Offline: after one visit, the service worker and the model cache let the page load and
// translate with the network off.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
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

test('a cached model damaged since it was stored is dropped and downloaded again', async ({ page }) => {
  await openReadyPage(page);
  // Flip one byte of the cached file in place (same URL, same cache the page reads).
  const damaged = await page.evaluate(async () => {
    const cache = await caches.open('heed-models-v1');
    const [request] = (await cache.keys()).filter((r) => r.url.includes('en-es.heed'));
    const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
    bytes[bytes.length - 100] ^= 0xff;
    await cache.put(request, new Response(bytes));
    return request.url;
  });
  const downloads = [];
  // The context sees the page's requests and those its service worker makes.
  page.context().on('request', (r) => { if (r.url() === damaged) downloads.push(r.url()); });
  await page.reload();
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  await expect(page.locator('#error')).toBeHidden();
  expect(downloads.length).toBeGreaterThanOrEqual(1);
  await translate(page, 'The password must contain at least eight characters.');
  await expect(page.locator('#output')).toContainText('contraseña');
  // The cache holds the good file again: its SHA-256 is the manifest's.
  const digestOk = await page.evaluate(async (url) => {
    const bytes = await (await (await caches.open('heed-models-v1')).match(url)).arrayBuffer();
    const hex = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
    const manifest = await (await fetch('/models/manifest.json')).json();
    return manifest.models.some((m) => m.sha256 === hex);
  }, damaged);
  expect(digestOk).toBe(true);
});

test('a truncated model in the cache never reaches the engine: it is downloaded again', async ({ page }) => {
  await openReadyPage(page);
  // Cut the cached file short, as a write interrupted by a crash or a full disk leaves it.
  const truncated = await page.evaluate(async () => {
    const cache = await caches.open('heed-models-v1');
    const [request] = (await cache.keys()).filter((r) => r.url.includes('en-es.heed'));
    const bytes = await (await cache.match(request)).arrayBuffer();
    await cache.put(request, new Response(bytes.slice(0, bytes.byteLength >> 1)));
    return request.url;
  });
  const downloads = [];
  page.context().on('request', (r) => { if (r.url() === truncated) downloads.push(r.url()); });
  // Had the half file reached the engine, its refusal would have cost a second Worker (the page
  // retries with a fresh Translator): one Worker means the engine only ever saw the good file.
  const workers = [];
  page.on('worker', (w) => { if (w.url().endsWith('/web/worker.js')) workers.push(w.url()); });
  await page.reload();
  await expect(page.locator('#progress-text')).toContainText('ready', { timeout: 45_000 });
  await expect(page.locator('#error')).toBeHidden();
  expect(downloads.length).toBeGreaterThanOrEqual(1);
  expect(workers.length).toBe(1);
  await translate(page, 'The password must contain at least eight characters.');
  await expect(page.locator('#output')).toContainText('contraseña');
  const size = await page.evaluate(async (url) => (await (await (await caches.open('heed-models-v1')).match(url)).arrayBuffer()).byteLength, truncated);
  const manifest = JSON.parse(fs.readFileSync('models/manifest.json', 'utf8'));
  expect(manifest.models.map((m) => m.bytes)).toContain(size);
});
