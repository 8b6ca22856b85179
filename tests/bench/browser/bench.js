// Browser benchmark of the public module (web/heed.js): the engine runs in its Worker exactly
// as on a user's page. scripts/bench_browser.mjs opens bench.html once per measurement (a
// fresh page, so each starts cold) and calls one of the functions of `window.heedBench`.
import { Translator, translatePage } from '../../../web/heed.js';
import { longArticle } from '../../page/fixtures/long_article.js';

// The bench sentences, one per line, shared with the native and onnxruntime benches.
const sentences = (await (await fetch('../../../engine/tools/bench_sentences.txt')).text()).split('\n').filter(Boolean);
const twentyWords = 'When the new version of the program starts for the first time it asks you to choose a folder for your documents.';

/** Where the bench keeps models between visits, as the demo page keeps them in its own cache. */
const BENCH_CACHE = 'heed-bench-models';

/**
 * Every translator here decodes every request: the sentence cache (on by default) would answer
 * a repeated pass or the same first-token sentence from memory and measure the cache instead.
 */
const NO_CACHE = /** @type {const} */ ({ cache: false });

/** The model's bytes, read before any timing starts (the "from bytes" visits). */
async function fetchBytes(url) {
  return (await fetch(url)).arrayBuffer();
}

/** One pass over the sentences × repeat: target tokens (EOS step included) per second. */
async function decodePass(t, { beam, maxLength, repeat, reportAttention = true }) {
  let tokens = 0, sourceTokens = 0;
  const start = performance.now();
  for (let r = 0; r < repeat; r++) {
    for (const s of sentences) {
      const res = await t.translate(s, { beam, maxLength, reportAttention });
      for (const sent of res.sentences) {
        tokens += sent.targetIds.length + 1;
        sourceTokens += sent.sourceIds.length;
      }
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return { tokens, sourceTokens, tokensPerS: tokens / seconds, msPerSentence: (seconds * 1000) / (repeat * sentences.length) };
}

window.heedBench = {
  /**
   * `Translator.create`, timed with its progress events: the first 'download' event is posted
   * by the Worker once its module graph has run, the page has compiled heed.wasm and the
   * Worker has instantiated it; 'load' once the model's bytes are in the wasm heap; 'ready'
   * after `fromBuffer` (CRC-32, parsing, tokenizer). `source` 'bytes': from an ArrayBuffer in
   * memory (read before timing starts); 'cache': from the Cache API as a Blob, read inside the
   * timing, as the demo page does on a return visit (the first visit stores it there). With
   * `thenTranslate`, the page then translates the bench's sentences, as a visitor would.
   */
  async load({ model, preload, thenTranslate, source = 'bytes', maxLength = 64 }) {
    const bytes = source === 'bytes' ? await fetchBytes(model) : null;
    const pageStart = performance.now();
    if (preload) await Translator.preload();
    const start = performance.now();
    const phases = {};
    const cache = source === 'cache' ? await caches.open(BENCH_CACHE) : null;
    const hit = cache && await cache.match(model);
    if (cache && !hit) throw new Error(`${model} is not in the Cache API yet: run a first visit`);
    const t = await Translator.create({
      ...NO_CACHE,
      model: hit ? await hit.blob() : bytes,
      onProgress: (p) => { phases[p.phase] ??= performance.now() - start; },
    });
    const ms = performance.now() - start;
    if (thenTranslate) {
      // What a visitor does next. V8 caches a module's optimised code for the next visit only
      // once its hot functions have been optimised, a moment after they have run.
      await decodePass(t, { beam: 1, maxLength, repeat: 1 });
      await (await caches.open(BENCH_CACHE)).put(model, new Response(bytes));
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    t.dispose();
    return { ms, phases, preloadMs: start - pageStart };
  },

  /** Greedy (first pass of the page, then warm), beam 4, and wasm memory, with one model. */
  async decode({ model, maxLength, repeat }) {
    const bytes = await fetchBytes(model);
    const t = await Translator.create({ ...NO_CACHE, model: bytes });
    try {
      const memoryLoadedBytes = await t.wasmMemoryBytes();
      // The first pass runs partly on V8's baseline (Liftoff) code while the hot wasm functions
      // are recompiled by the optimising tier in the background: reported, then measured warm.
      const greedyFirstPass = await decodePass(t, { beam: 1, maxLength, repeat: 1 });
      // `repeat` passes over the sentences each; the fastest is reported with the others beside
      // it (the machine is shared: a slow pass is mostly another process taking the core).
      const passes = async (options) => {
        const all = [];
        for (let r = 0; r < repeat; r++) all.push(await decodePass(t, { maxLength, repeat: 1, ...options }));
        const best = all.reduce((a, b) => (b.tokensPerS > a.tokensPerS ? b : a));
        return { ...best, allTokensPerS: all.map((p) => p.tokensPerS) };
      };
      const greedy = await passes({ beam: 1 });
      // Without the cross-attention weights that results carry by default (heads × source
      // floats per token, turned into JS arrays and posted by the Worker).
      const greedyNoAttention = await passes({ beam: 1, reportAttention: false });
      const beam4 = await passes({ beam: 4 });
      return { modelBytes: bytes.byteLength, memoryLoadedBytes, memoryPeakBytes: await t.wasmMemoryBytes(),
               greedyFirstPass, greedy, greedyNoAttention, beam4, info: t.info };
    } finally {
      t.dispose();
    }
  },

  /**
   * First-token latency of the 20-word sentence: once on the fresh page (the engine's code still
   * partly on V8's baseline tier), then the median of `runs` after a warm-up pass.
   */
  async firstToken({ model, maxLength, runs, idleMs = 0, warmUp = true }) {
    const t = await Translator.create({ ...NO_CACHE, model: await fetchBytes(model), warmUp });
    // A reader types after the page is ready: idleMs of nothing first (the warm-up runs then).
    if (idleMs) await new Promise((resolve) => setTimeout(resolve, idleMs));
    const first = async () => {
      const start = performance.now();
      for await (const ev of t.stream(twentyWords, { maxLength })) return performance.now() - start;
      return NaN;
    };
    try {
      const coldMs = await first();
      await decodePass(t, { beam: 1, maxLength, repeat: 1 });
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await first());
      times.sort((a, b) => a - b);
      const sourceTokens = (await t.translate(twentyWords, { maxLength: 1 })).sentences[0].sourceIds.length;
      return { coldMs, medianMs: times[Math.floor(runs / 2)], minMs: times[0], maxMs: times[runs - 1], sourceTokens };
    } finally {
      t.dispose();
    }
  },

  /**
   * Greedy decoding of the bench sentences joined into one text, their sentences decoded side by
   * side (`batchSentences` 8, the default) against one at a time (1); passes interleaved, the
   * fastest of `repeat` each, all in brackets.
   */
  async batching({ model, maxLength, repeat }) {
    const t = await Translator.create({ ...NO_CACHE, model: await fetchBytes(model) });
    const text = sentences.join(' ');
    const pass = async (batchSentences) => {
      const start = performance.now();
      const res = await t.translate(text, { beam: 1, maxLength, batchSentences, reportAttention: false });
      const tokens = res.sentences.reduce((n, s) => n + s.targetIds.length + 1, 0);
      return { tokens, sentences: res.sentences.length, tokensPerS: tokens / ((performance.now() - start) / 1000) };
    };
    try {
      await pass(1);
      await pass(8);
      const one = [], side = [];
      for (let r = 0; r < repeat; r++) {
        one.push(await pass(1));
        side.push(await pass(8));
      }
      const best = (xs) => ({ ...xs.reduce((a, b) => (b.tokensPerS > a.tokensPerS ? b : a)), allTokensPerS: xs.map((x) => x.tokensPerS) });
      return { oneAtATime: best(one), sideBySide: best(side) };
    } finally {
      t.dispose();
    }
  },

  /**
   * translatePage on the generated article (~2,000 words, headings, lists, links, bold; with
   * `technical`, inline code and line breaks too), the
   * model's bytes in memory (read before timing): words/s from the moment the first Worker has
   * its model (the 'translate' phase) to the end, and with loading included; the first block
   * inside the viewport; main-thread long tasks (> 50 ms) during the run; the pool's wasm memory.
   */
  async page({ model, workers, beam, batchSentences, technical }) {
    const bytes = await fetchBytes(model);
    const article = longArticle({ technical });
    const root = document.createElement('article');
    root.innerHTML = article.html;
    document.body.append(root);
    const longTasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    let ready = NaN, firstVisible = NaN;
    const job = await translatePage(root, {
      model: new Blob([bytes]), workers, beam, batchSentences,
      onProgress: (p) => { if (p.phase === 'translate' && Number.isNaN(ready)) ready = performance.now(); },
      onBlock: (b) => { if (b.visible && Number.isNaN(firstVisible)) firstVisible = performance.now(); },
    });
    const end = performance.now();
    observer.disconnect();
    root.remove();
    if (job.translated !== job.total) throw new Error(`translated ${job.translated} of ${job.total}`);
    return {
      words: article.words, blocks: job.total, workers: job.workers,
      wordsPerS: article.words / ((end - ready) / 1000), wordsPerSWithLoad: article.words / ((end - start) / 1000),
      loadMs: ready - start, firstVisibleMs: firstVisible - ready, totalMs: end - start,
      longTasks: longTasks.length, longestTaskMs: Math.max(0, ...longTasks), memoryBytes: job.wasmMemoryBytes,
    };
  },
};
window.heedBenchReady = true;
