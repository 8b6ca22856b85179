// When the engine's Worker dies (a trap in the engine, an uncaught error, out of memory), the
// requests pending then reject with 'engine-crashed' and the next one runs in a fresh Worker
// with the model reloaded. The crash is forced with web/worker.js's test-only messages, sent
// straight to the Worker: no public API can send them.
import { test, expect } from '@playwright/test';
import { openReadyPage } from './helpers.js';

const golden = '/tests/golden/model_post_relu_int8.heed';
const raw = { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false };

test('a trap rejects what is pending with engine-crashed; the next call runs in a fresh Worker', async ({ page }) => {
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto('/tests/page/fixtures/blank.html');
  const r = await page.evaluate(async ({ golden, raw }) => {
    const { Translator, HeedError } = await import('/web/heed.js');
    const outcome = (p) => p.then((v) => `resolved ${v.text}`, (e) => (e instanceof HeedError ? e.code : `not a HeedError: ${e}`));
    // Bytes, not a URL: a restart must reload them although the first copy moved to the Worker.
    const bytes = await (await fetch(golden)).arrayBuffer();
    const t = await Translator.create({ model: bytes, cache: false });   // a repeated text must reach the engine
    const before = (await t.translate('the dog runs.', raw)).text;
    // The trap runs first; the translation queued behind it must not wait for ever.
    let message = '';
    const trap = outcome(t.client.request('trapForTest', {}).catch((e) => { message = e.message; throw e; }));
    const queued = outcome(t.translate('the dog runs.', raw));
    const codes = { trap: await trap, queued: await queued };
    const afterTrap = (await t.translate('the dog runs.', raw)).text;
    // A Worker that dies outright (its error event) is replaced the same way.
    // The Worker answers and then throws; its death may be reported before the answer.
    const dieRequest = await t.client.request('dieForTest', {}).then(() => 'resolved', (e) => e.code);
    // (up to 5 s: on a loaded machine the worker's death can take a while to be reported)
    for (let i = 0; i < 250 && !t.client.closed; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    codes.dead = t.client.closed?.code;
    const afterDeath = (await t.translate('the dog runs.', raw)).text;
    t.dispose();
    codes.disposed = await outcome(t.translate('the dog runs.', raw));
    return { before, codes, dieRequest, message, afterTrap, afterDeath, bytesLeft: bytes.byteLength };
  }, { golden, raw });
  expect(r.before.length).toBeGreaterThan(0);
  expect(r.codes).toEqual({ trap: 'engine-crashed', queued: 'engine-crashed', dead: 'engine-crashed', disposed: 'disposed' });
  expect(r.dieRequest).toMatch(/^(resolved|engine-crashed)$/);
  expect(r.message).toMatch(/unreachable/);
  expect(r.afterTrap).toBe(r.before);
  expect(r.afterDeath).toBe(r.before);
  expect(r.bytesLeft).toBeGreaterThan(0);  // the caller's buffer was not moved away
  // The first Worker and one per crash: no more.
  expect(workers.filter((u) => u.endsWith('/web/worker.js')).length).toBe(3);
});

test('the demo page says once that the engine crashed, restarts it and translates', async ({ page }) => {
  // Keep a handle on every Worker the page starts, to send the test-only trap to the live one.
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.heedWorkers = [];
    window.Worker = class extends Native {
      constructor(...args) { super(...args); window.heedWorkers.push(this); }
    };
  });
  await openReadyPage(page);
  await page.locator('#live').uncheck();
  await page.locator('#source').fill('The password must contain at least eight characters.');
  const notices = await page.evaluate(() => {
    // One entry per time the page writes its message (showError sets textContent: one
    // childList record per call, even when the text is the same).
    const seen = [];
    const error = document.getElementById('error');
    new MutationObserver((records) => { for (const r of records) if (r.type === 'childList') seen.push(error.textContent); })
      .observe(error, { childList: true });
    window.crashNotices = seen;
    // In one task: the trap reaches the Worker before the translation, which is then pending.
    window.heedWorkers.at(-1).postMessage({ id: -1, op: 'trapForTest', args: {} });
    document.getElementById('translate').click();
    return window.heedWorkers.length;
  });
  await expect(page.locator('#model-status')).toContainText('tokens/s', { timeout: 45_000 });
  await expect(page.locator('#output')).toContainText('contraseña');
  await expect(page.locator('#error')).toContainText('crashed and has been restarted');
  expect(await page.evaluate(() => window.heedWorkers.length)).toBe(notices + 1);
  expect((await page.evaluate(() => window.crashNotices)).filter((m) => m.includes('crashed'))).toHaveLength(1);
  // The next translation the person starts clears the notice.
  await page.locator('#translate').click();
  await expect(page.locator('#model-status')).toContainText('tokens/s', { timeout: 45_000 });
  await expect(page.locator('#error')).toBeHidden();
});
