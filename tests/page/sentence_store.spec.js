// The sentence cache's IndexedDB level (web/sentence_store.js): a text translated on one visit is
// not decoded again on the next, for the same model file only; clearCache() forgets it; a page
// where IndexedDB refuses to open still translates, from memory.
import { test, expect } from '@playwright/test';

const model = '/models/shipped/en-es.heed';
const text = 'Save the document before closing the window.';

/** Opens the blank page with the module loaded as window.heed. */
async function openModulePage(page) {
  await page.goto('/tests/page/fixtures/blank.html');
  await page.evaluate(async () => { window.heed = await import('/web/heed.js'); });
}

test('a persisted translation survives a reload and is not decoded again', async ({ page }) => {
  await openModulePage(page);
  const first = await page.evaluate(async ({ model, text }) => {
    const t = await window.heed.Translator.create({ model, cache: { persist: true } });
    await t.clearCache();  // a run before this one may have left records
    const r = await t.translate(text);
    const stats = t.cacheStats();
    t.dispose();
    return { text: r.text, cached: r.cached, stats };
  }, { model, text });
  expect(first.cached).toBe(false);
  expect(first.stats).toMatchObject({ persistent: true, misses: 1, hits: 0 });

  await page.reload();
  await openModulePage(page);
  const second = await page.evaluate(async ({ model, text }) => {
    const t = await window.heed.Translator.create({ model, cache: { persist: true } });
    const r = await t.translate(text);
    const stats = t.cacheStats();
    const changed = await t.translate(text, { beam: 1 });  // other options: another key
    await t.clearCache();
    const afterClear = await t.translate(text);
    t.dispose();
    return { text: r.text, cached: r.cached, sentences: r.sentences.length, stats, changedCached: changed.cached, afterClear: afterClear.cached };
  }, { model, text });
  expect(second).toMatchObject({ text: first.text, cached: true, sentences: 1, changedCached: false, afterClear: false });
  expect(second.stats).toMatchObject({ storeHits: 1, hits: 1, misses: 0 });
});

test('records belong to one model file: another model never reads them', async ({ page }) => {
  await openModulePage(page);
  const out = await page.evaluate(async ({ model, text }) => {
    const a = await window.heed.Translator.create({ model, cache: { persist: true } });
    await a.translate(text);
    a.dispose();
    const b = await window.heed.Translator.create({ model: '/models/shipped/es-en.heed', cache: { persist: true } });
    const r = await b.translate(text);
    await b.clearCache();
    b.dispose();
    return r.cached;
  }, { model, text });
  expect(out).toBe(false);
});

test('where IndexedDB refuses to open, the cache stays in memory and translation works', async ({ page }) => {
  await openModulePage(page);
  const out = await page.evaluate(async ({ model, text }) => {
    indexedDB.open = () => { throw new DOMException('storage disabled', 'SecurityError'); };
    const t = await window.heed.Translator.create({ model, cache: { persist: true } });
    const r1 = await t.translate(text);
    const r2 = await t.translate(text);
    const stats = t.cacheStats();
    t.dispose();
    return { first: r1.cached, second: r2.cached, text: r2.text, stats };
  }, { model, text });
  expect(out).toMatchObject({ first: false, second: true, text: 'Guardar el documento antes de cerrar la ventana.' });
  expect(out.stats.persistent).toBe(false);
});

// The store keeps results, not token events: a block whose text runs across inline tags is cut
// back into its text nodes by the attention of its tokens, so it is decoded again; the nested
// fixture has three such blocks (#p1, the paragraph with the link, the item with <b>).
const BLOCKS_ACROSS_TAGS = 3;

test('translatePage with a persistent cache: a page translated again on a later visit is read, not decoded', async ({ page }) => {
  /** Translates #root of the nested fixture with a pool of 2 persistent-cache Workers. */
  const translateRoot = () => page.evaluate(async ({ model }) => {
    const { translatePage } = await import('/web/heed.js');
    const job = await translatePage(document.getElementById('root'), { model, workers: 2, cache: { persist: true } });
    return { translated: job.translated, total: job.total, cacheHits: job.cacheHits, html: document.getElementById('root').innerHTML };
  }, { model });

  await page.goto('/tests/page/fixtures/nested.html');
  await page.evaluate(async ({ model }) => {  // a run before this one may have left records
    const { Translator } = await import('/web/heed.js');
    const t = await Translator.create({ model, cache: { persist: true }, warmUp: false });
    await t.clearCache();
    t.dispose();
  }, { model });
  const first = await translateRoot();
  expect(first.translated).toBe(first.total);
  expect(first.total).toBeGreaterThanOrEqual(9);

  await page.reload();
  const second = await translateRoot();
  expect(second).toEqual({ translated: first.total, total: first.total, cacheHits: first.total - BLOCKS_ACROSS_TAGS, html: first.html });
});
