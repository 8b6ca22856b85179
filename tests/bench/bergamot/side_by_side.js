// One engine of the Bergamot comparison (scripts/bench_bergamot.mjs) on this page: Heed through
// web/heed.js or Bergamot through its own Worker, on the Firefox-tiny-shaped random model of
// models/heed_ref/marian_bench_model.py, greedy, the given sentences, one at a time (batch=1) or
// all in one call (batch=8). Both models emit one forced piece until their length limit, so
// Bergamot's tokens are counted from its text and Heed's from its token ids. A warm-up pass,
// then `repeat` timed passes; the result (fastest pass, all passes, wasm memory) lands in
// window.sideResult.
import { Translator } from '/web/heed.js';

const params = new URLSearchParams(location.search);
const engine = params.get('engine');
const shortlist = params.get('shortlist') === '1';
const batch = Number(params.get('batch') || 1);
const repeat = Number(params.get('repeat') || 3);
const dir = '/build/bench/firefox_tiny';
const sentences = JSON.parse(params.get('sentences'));

/** @returns {Promise<{translate: (texts: string[]) => Promise<number>, memoryBytes: () => Promise<number>, close: () => void, kernels: string}>} Heed; kernels: what they run on (Translator.kernels) */
async function openHeed() {
  // 'heed-simd128': heed.wasm even where the browser runs relaxed SIMD (heed-relaxed.wasm).
  const t = await Translator.create({ model: `${dir}/${shortlist ? 'heed_int8_shortlist' : 'heed_int8'}.heed`,
    relaxedSimd: engine !== 'heed-simd128' });
  // Greedy, no text rules that would change the output (the forced piece repeats by design),
  // no attention for the page, no cache; Marian's length limit (max-length-factor 2 × the
  // source with its end-of-sentence token: 2 × tokens + 2).
  const options = { beam: 1, blockRepeats: false, protectSpans: false, matchCase: false, shortlist,
    reportAttention: false, cache: false, maxLengthRatio: 2, maxLengthExtra: 2, batchSentences: batch };
  return {
    async translate(texts) {
      let tokens = 0;
      for (const text of batch > 1 ? [texts.join(' ')] : texts) {
        for (const s of (await t.translate(text, options)).sentences) tokens += s.targetIds.length;
      }
      return tokens;
    },
    memoryBytes: () => t.wasmMemoryBytes(),
    close: () => t.dispose(),
    kernels: t.kernels,
  };
}

async function openBergamot() {
  const meta = await (await fetch(`${dir}/meta.json`)).json();
  const worker = new Worker('/build/bench/bergamot/worker.js');
  let next = 1;
  const pending = new Map();
  worker.onmessage = ({ data }) => {
    const p = pending.get(data.id);
    pending.delete(data.id);
    if (data.error) p.reject(new Error(`${data.error.name}: ${data.error.message}`)); else p.resolve(data.result);
  };
  const call = (name, ...args) => new Promise((resolve, reject) => {
    const id = next++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, name, args });
  });
  const bytes = async (name) => (await fetch(`${dir}/${name}`)).arrayBuffer();
  await call('initialize', { cacheSize: 0 });
  const vocab = await bytes('vocab.spm');
  // Without a shortlist buffer Bergamot scores the whole vocabulary, as Heed does with shortlist: false.
  await call('loadTranslationModel', { from: 'en', to: 'xx' }, {
    model: await bytes('model.intgemm8.bin'), shortlist: shortlist ? await bytes('lex.50.50.bin') : new ArrayBuffer(0),
    vocabs: [vocab, vocab],
  });
  const models = [{ from: 'en', to: 'xx' }];
  const count = (text) => {
    if (text.replaceAll(meta.forced_piece, '').trim()) throw new Error(`Bergamot wrote something else: ${text.slice(0, 80)}`);
    return text.length / meta.forced_piece.length;
  };
  return {
    async translate(texts) {
      let tokens = 0;
      const asked = batch > 1 ? [texts] : texts.map((s) => [s]);
      for (const group of asked) {
        const out = await call('translate', { models, texts: group.map((text) => ({ text, html: false })) });
        for (const r of out) tokens += count(r.target.text);
      }
      return tokens;
    },
    memoryBytes: () => call('wasmMemoryBytes'),
    close: () => worker.terminate(),
  };
}

async function run() {
  const t = engine.startsWith('heed') ? await openHeed() : await openBergamot();
  try {
    const pass = async () => {
      const t0 = performance.now();
      const tokens = await t.translate(sentences);
      const ms = performance.now() - t0;
      return { tokens, ms, tokensPerS: tokens / (ms / 1000) };
    };
    const firstPass = await pass();
    const passes = [];
    for (let i = 0; i < repeat; i++) passes.push(await pass());
    const best = passes.reduce((a, b) => (b.tokensPerS > a.tokensPerS ? b : a));
    return { engine, kernels: t.kernels ?? '', shortlist, batch, firstPass, tokens: best.tokens, ms: best.ms, tokensPerS: best.tokensPerS,
      allTokensPerS: passes.map((p) => p.tokensPerS), memoryBytes: await t.memoryBytes() };
  } finally {
    t.close();
  }
}

run().then((r) => { window.sideResult = r; }, (e) => { window.sideResult = { error: String(e && e.stack || e) }; });
