// The page under pressure: a long text streams in without blocking the page, clear messages for
// a missing model, a damaged model and a browser without WASM SIMD.
import { test, expect } from '@playwright/test';
import { openReadyPage } from './helpers.js';

// page.route does not see requests a service worker makes, and the demo's worker claims the page
// as soon as it activates: if that happens before the model download starts, the download goes
// around the routes below and the damaged or missing model is never served. Block the worker here;
// offline.spec.js tests it.
test.use({ serviceWorkers: 'block' });

test('a long text streams in without a frame of the page blocking for long', async ({ page }, testInfo) => {
  await openReadyPage(page);
  await page.locator('#live').uncheck();
  const sentence = 'Save the document before closing the window, and check that the backup finished. ';
  await page.locator('#source').fill(sentence.repeat(40));
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(e.duration); })
      .observe({ type: 'longtask' });
    // Long animation frames name the scripts that ran in them: if a long task ever shows up,
    // the failure says what it was (a handler, rendering, or neither: GC or the machine).
    window.longFrames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.blockingDuration > 0) {
          window.longFrames.push({ ms: Math.round(e.duration), blocking: Math.round(e.blockingDuration),
            scripts: e.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)} ms`) });
        }
      }
    }).observe({ type: 'long-animation-frame' });
  });
  await page.locator('#translate').click();
  await expect(page.locator('#model-status')).toContainText('tokens/s', { timeout: 60_000 });
  const status = await page.locator('#model-status').textContent();
  expect(Number(status.match(/(\d+) tokens in/)[1])).toBeGreaterThan(400);
  // Long tasks (over 50 ms) are measured by the bench (`npm run bench -- --only=throttledStream`,
  // BENCHMARKS.md), not failed here: on a shared 2-core CI machine a build beside the test gave
  // a frame of 111 ms whose Worker message took 51 ms (and once a task of 65 ms with no frame at
  // all). They are reported with what ran in them. What fails is a frame with 200 ms of blocking
  // time (a task of 250 ms): no machine load explains that, a page that lays itself out per
  // token would.
  const seen = await page.evaluate(() => ({ longTasks: window.longTasks, longFrames: window.longFrames }));
  testInfo.annotations.push({ type: 'long tasks (reported)', description: JSON.stringify(seen) });
  expect(seen.longFrames.filter((f) => f.blocking >= 200), `long frames: ${JSON.stringify(seen.longFrames)}`).toEqual([]);
});

test('a model missing from the server gives a clear message', async ({ page }) => {
  await page.route('**/models/shipped/en-es.heed*', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/web/');
  await expect(page.locator('#error')).toContainText('The model file was not found on the server.', { timeout: 30_000 });
  await expect(page.locator('#translate')).toBeDisabled();
});

test('a damaged model download is refused by its checksum', async ({ page }) => {
  await page.route('**/models/shipped/en-es.heed*', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    body[body.length - 100] ^= 0xff;
    await route.fulfill({ response, body });
  });
  await page.goto('/web/');
  await expect(page.locator('#error')).toContainText('damaged', { timeout: 30_000 });
  await expect(page.locator('#error')).toContainText('SHA-256');
});

test('a browser without WebAssembly SIMD is told so', async ({ page }) => {
  await page.addInitScript(() => {
    const validate = WebAssembly.validate;
    // Refuse modules that use SIMD (the 0xfd prefix), as a pre-SIMD engine does.
    WebAssembly.validate = (bytes) => !new Uint8Array(bytes).includes(0xfd) && validate(bytes);
  });
  await page.goto('/web/');
  await expect(page.locator('#error')).toContainText('lacks WebAssembly SIMD', { timeout: 30_000 });
});
