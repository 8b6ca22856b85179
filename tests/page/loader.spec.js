// The demo page's one road for a model: on a first visit the Worker downloads the file into the
// engine, checks the manifest's SHA-256 and hands it back as a Blob for the Cache API. The page
// itself never fetches or reads the model's bytes.
import { test, expect } from '@playwright/test';
import { openReadyPage } from './helpers.js';

test('a first visit: the Worker downloads the model, the page never reads its bytes, the cache gets the checked file', async ({ page, context }) => {
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.pageModelReads = [];
    const pageFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('.heed')) w.pageModelReads.push(`fetch ${url}`);
      return pageFetch(input, init);
    };
    // Any body of a megabyte or more read into the page's memory (the model is 11 MB).
    for (const proto of [Response.prototype, Blob.prototype]) {
      const read = proto.arrayBuffer;
      proto.arrayBuffer = async function arrayBuffer() {
        const bytes = await read.call(this);
        if (bytes.byteLength >= 1e6) w.pageModelReads.push(`arrayBuffer ${bytes.byteLength}`);
        return bytes;
      };
    }
  });
  const downloads = [];
  context.on('request', (r) => { if (r.url().includes('.heed')) downloads.push(r.url()); });
  await openReadyPage(page);
  expect(await page.evaluate(() => /** @type {any} */ (window).pageModelReads)).toEqual([]);
  expect(downloads.length).toBeGreaterThanOrEqual(1);
  expect(downloads.every((u) => u === downloads[0])).toBe(true);  // one file, one versioned URL

  // The cache holds the file the Worker checked: the manifest's SHA-256, under its versioned URL.
  const stored = await page.evaluate(async (url) => {
    const response = await (await caches.open('heed-models-v1')).match(url);
    if (!response) return null;
    const bytes = await response.arrayBuffer();
    const hex = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
    const manifest = await (await fetch('/models/manifest.json')).json();
    return { bytes: bytes.byteLength, listed: manifest.models.some((m) => m.sha256 === hex && m.bytes === bytes.byteLength) };
  }, downloads[0]);
  expect(stored?.listed).toBe(true);
});
