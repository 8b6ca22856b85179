// web/heed.js in Debian's Chromium (a real module Worker, cross-origin isolated): golden
// translations, streaming, cancelling and every typed error of the module's contract. The
// golden models have random weights: they are decoded greedy without the text rules (protected
// spans, case styles, repeat blocking), which the defaults turn on and which cut them short.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const goldenDir = path.resolve('tests/golden');
const goldenSets = fs.readdirSync(goldenDir).filter((f) => /^expected_.*\.json$/.test(f)).sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(goldenDir, f), 'utf8')));
const longText = Array.from({ length: 150 }, (_, i) => `The bird ${i} sings near the old river.`).join(' ');

test.beforeEach(async ({ page }) => {
  await page.goto('/tests/page/fixtures/blank.html');
  await page.evaluate(async () => {
    const heed = await import('/web/heed.js');
    window.heed = heed;
    // Runs `promise` and returns the HeedError code it rejected with (or 'resolved').
    window.codeOf = (promise) => promise.then(() => 'resolved', (e) => (e instanceof heed.HeedError ? e.code : `not a HeedError: ${e}`));
  });
});

for (const golden of goldenSets) {
  for (const kind of ['f32', 'int8']) {
    test(`golden ${golden.variant} ${kind}: greedy (and beam) tokens as PyTorch decoded them`, async ({ page }) => {
      const model = `/tests/golden/${golden.models[kind]}`;
      const got = await page.evaluate(async ({ model, cases, maxLength, attentionLayer, beam, lengthPenalty, kind }) => {
        const t = await window.heed.Translator.create({ model });
        const out = [];
        for (const c of cases) {
          const greedy = await t.translate(c.text, { maxLength, attentionLayer, beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false });
          const row = { sentences: greedy.sentences.length, greedy: greedy.sentences[0].targetIds, logProbs: greedy.sentences[0].targetLogProbs };
          if (c[kind].beam) row.beam = (await t.translate(c.text, { maxLength, attentionLayer, beam, lengthPenalty, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false })).sentences[0].targetIds;
          out.push(row);
        }
        const crossOriginIsolated = window.crossOriginIsolated;
        t.dispose();
        return { out, crossOriginIsolated };
      }, { model, cases: golden.cases, maxLength: golden.max_length, attentionLayer: golden.attention_layer,
        beam: golden.beam_size, lengthPenalty: golden.length_penalty, kind });
      expect(got.crossOriginIsolated).toBe(true);
      let compared = 0;
      let worst = { diff: 0, where: 'none' };
      golden.cases.forEach((c, i) => {
        // The reference decodes each case as one sequence; the engine splits sentences.
        if (got.out[i].sentences !== 1) return;
        compared++;
        expect(got.out[i].greedy).toEqual(c[kind].greedy.tokens);
        got.out[i].logProbs.forEach((lp, j) => {
          const diff = Math.abs(lp - c[kind].greedy.log_probs[j]);
          if (diff > worst.diff) worst = { diff, where: `case ${i} token ${j}: ${lp} vs ${c[kind].greedy.log_probs[j]}` };
        });
        if (c[kind].beam) expect(got.out[i].beam).toEqual(c[kind].beam.tokens);
      });
      expect(compared).toBeGreaterThanOrEqual(3);
      // Log-probs within 1e-3 of the reference (tokens above are exact); the message names the
      // largest difference.
      expect(worst.diff, `largest |log-prob difference| ${worst.diff} at ${worst.where}`).toBeLessThan(1e-3);
    });
  }
}

test('stream yields at least 2 token events before the result resolves', async ({ page }) => {
  const r = await page.evaluate(async () => {
    const t = await window.heed.Translator.create({ model: '/tests/golden/model_post_relu_int8.heed' });
    const stream = t.stream('Zebra 42 runs at 7:30', { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false });
    let settled = false;
    stream.result.finally(() => { settled = true; }).catch(() => {});
    let before = 0, seen = 0, out = '';
    for await (const ev of stream) { seen++; if (!settled) before++; out += ev.delta; }
    const result = await stream.result;
    t.dispose();
    return { before, seen, prefix: result.text.startsWith(out) };
  });
  expect(r.before).toBeGreaterThanOrEqual(2);
  expect(r.prefix).toBe(true);
});

test('an AbortSignal cancels the running request, and the worker goes on at once', async ({ page }) => {
  const r = await page.evaluate(async (longText) => {
    const t = await window.heed.Translator.create({ model: '/tests/golden/model_post_relu_int8.heed' });
    let start = performance.now();
    await t.translate(longText, { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false });
    const fullMs = performance.now() - start;
    const controller = new AbortController();
    let events = 0;
    const code = await window.codeOf(t.translate(longText, { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false, signal: controller.signal, onToken: () => { if (++events === 3) controller.abort(); } }));
    start = performance.now();
    const next = await t.translate('the dog runs.', { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false });
    const nextMs = performance.now() - start;
    const interrupts = t.abortInterruptsWork;
    t.dispose();
    return { code, fullMs, nextMs, interrupts, next: next.text.length };
  }, longText);
  expect(r.code).toBe('aborted');
  expect(r.interrupts).toBe(true);
  expect(r.next).toBeGreaterThan(0);
  expect(r.nextMs).toBeLessThan(r.fullMs / 2);
});

test('typed errors: missing model, corrupt model, no SIMD, after dispose; the worker survives a failed request', async ({ page }) => {
  const r = await page.evaluate(async () => {
    const { Translator } = window.heed;
    const codes = {};
    codes.notFound = await window.codeOf(Translator.create({ model: '/no/such/model.heed' }));
    const bytes = new Uint8Array(await (await fetch('/tests/golden/model_post_relu_int8.heed')).arrayBuffer());
    bytes[bytes.length - 64] ^= 0x5a;  // inside the tensor data: the CRC-32 no longer matches
    let message = '';
    codes.corrupt = await Translator.create({ model: bytes }).then(() => 'resolved', (e) => { message = e.message; return e.code; });
    const t = await Translator.create({ model: '/tests/golden/model_post_relu_int8.heed' });
    let badMessage = '';
    codes.badOption = await t.translate('the dog runs.', { beam: 0 }).then(() => 'resolved', (e) => { badMessage = e.message; return e.code; });
    const after = (await t.translate('the dog runs.', { beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false })).text.length;
    t.dispose();
    codes.disposed = await window.codeOf(t.translate('the dog runs.'));
    return { codes, message, badMessage, after };
  });
  expect(r.codes).toEqual({ notFound: 'model-not-found', corrupt: 'invalid-model', badOption: 'invalid-input', disposed: 'disposed' });
  expect(r.message).toMatch(/CRC|crc|checksum/);
  expect(r.badMessage).toMatch(/beam_size/);
  expect(r.after).toBeGreaterThan(0);

  // A browser without WASM SIMD: WebAssembly.validate refuses SIMD modules.
  await page.evaluate(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (b) => !new Uint8Array(b).includes(0xfd) && validate(b);
  });
  const noSimd = await page.evaluate(async () => window.codeOf(window.heed.Translator.create({ model: '/tests/golden/model_post_relu_int8.heed' })));
  expect(noSimd).toBe('no-simd');
});
