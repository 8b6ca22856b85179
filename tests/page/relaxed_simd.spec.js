// heed-relaxed.wasm (the engine with relaxed SIMD's int8 dot product, web/README.md "Relaxed
// SIMD") in Debian's Chromium, which validates that instruction: it is the file the module
// loads, it translates exactly as heed.wasm does (ids and log-probs, greedy and beam), and a
// page where it cannot be fetched falls back to heed.wasm.
import { test, expect } from '@playwright/test';

const model = '/models/shipped/en-es.heed';
const texts = [
  'The committee approved the new budget on Tuesday after a long debate.',
  'PLEASE DO NOT OPEN THIS DOOR. See https://example.org/help or write to support@example.org.',
  'Scientists said the glacier had lost a third of its ice since 1990, and the loss is speeding up.',
];

/** Translates `texts` with both engine files on the page; returns what each gave. */
async function bothEngines(page) {
  return page.evaluate(async ({ model, texts }) => {
    const { Translator } = await import('/web/heed.js');
    const out = {};
    for (const relaxedSimd of [true, false]) {
      const t = await Translator.create({ model, relaxedSimd, cache: false, warmUp: false });
      const rows = [];
      for (const text of texts) {
        for (const beam of [1, 4]) {
          const r = await t.translate(text, { beam });
          rows.push({ text: r.text, ids: r.sentences.map((s) => s.targetIds), logProbs: r.sentences.map((s) => s.targetLogProbs) });
        }
      }
      // The encoder's batched path too: several sentences side by side (greedy).
      const batch = await t.translate(texts.join(' '), { beam: 1, batchSentences: 8 });
      rows.push({ text: batch.text, ids: batch.sentences.map((s) => s.targetIds), logProbs: batch.sentences.map((s) => s.targetLogProbs) });
      out[relaxedSimd ? 'relaxed' : 'baseline'] = { kernels: t.kernels, rows };
      t.dispose();
    }
    return out;
  }, { model, texts });
}

test('heed-relaxed.wasm is loaded where relaxed SIMD validates, and translates exactly as heed.wasm', async ({ page }) => {
  const wasmFetched = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasmFetched.push(new URL(r.url()).pathname); });
  await page.goto('/tests/page/fixtures/blank.html');
  expect(await page.evaluate(async () => (await import('/web/engine_start.js')).relaxedSimdSupported())).toBe(true);
  const got = await bothEngines(page);
  expect(wasmFetched).toEqual(['/build-wasm/heed-relaxed.wasm', '/build-wasm/heed.wasm']);
  expect(got.baseline.kernels).toBe('wasm-simd128');
  // Used only where Chromium lowers it to one instruction (x86 VNNI, ARM sdot); otherwise the
  // same file runs its SIMD128 loop.
  expect(got.relaxed.kernels).toMatch(/^wasm-simd128( \+ relaxed int8 dot)?$/);
  console.log(`kernels of heed-relaxed.wasm here: ${got.relaxed.kernels}`);
  expect(got.relaxed.rows.length).toBe(texts.length * 2 + 1);
  for (let i = 0; i < got.relaxed.rows.length; i++) {
    expect(got.relaxed.rows[i].text.length).toBeGreaterThan(10);
    expect(got.relaxed.rows[i]).toEqual(got.baseline.rows[i]);
  }
});

test('a page that cannot fetch heed-relaxed.wasm loads heed.wasm instead', async ({ page }) => {
  await page.route('**/heed-relaxed.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto('/tests/page/fixtures/blank.html');
  const got = await page.evaluate(async (model) => {
    const { Translator } = await import('/web/heed.js');
    const t = await Translator.create({ model, warmUp: false });
    const text = (await t.translate('The file was saved.', { beam: 1 })).text;
    const kernels = t.kernels;
    t.dispose();
    return { text, kernels };
  }, model);
  expect(got.kernels).toBe('wasm-simd128');
  expect(got.text).toMatch(/archivo/);
});
