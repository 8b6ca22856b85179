// Heed's web API: an offline Transformer translator running in a Worker.
//
//   import { Translator } from './web/heed.js';
//   const t = await Translator.create({ model: 'models/en-es.heed', onProgress });
//   const r = await t.translate('Hello world.', { beam: 4, signal });
//   for await (const ev of t.stream('Hello world.')) render(ev.delta, ev.attention);
//   t.dispose();
//   const job = await translatePage(document.body, { model: 'models/en-es.heed' }); job.restore();
//
// The engine (build-wasm/heed.js + heed.wasm) runs in a dedicated Worker: a module Worker in
// browsers, a worker_threads Worker in Node (same web/worker.js), so the page never blocks.
// Requests queue and run one at a time. Every failure is a HeedError with a `code`.
// Spans are UTF-16 offsets into the JS strings: `text.slice(span.begin, span.end)`.
/** @typedef {import('./client.js').EngineClient} EngineClient */
import { engineFiles, modelSource, startWorker } from './engine_start.js';
import { HeedError } from './errors.js';
import { shapeEvent, shapeResult } from './results.js';
import { TokenStream } from './token_stream.js';
import { translateSubtree } from './translate_page.js';
import { SentenceCache } from './sentence_cache.js';
import { SentenceStore } from './sentence_store.js';

export { HeedError, TokenStream };
// Attention rows and the words of a text, for overlays (the demo page uses them).
export { attentionRow, tokenWordSpans, wordIndexOf, wordSpans } from './alignment.js';
// The models a manifest lists (models/manifest.json).
export { listModels } from './models.js';

/**
 * translatePage(root, options): the text of a DOM subtree, translated in place (browsers only).
 * @param {Element} root
 * @param {import('./translate_page.js').TranslatePageOptions} [options]
 * @returns {Promise<import('./translate_page.js').PageTranslation>}
 */
export function translatePage(root, options = {}) {
  return translateSubtree(root, options, (o) => Translator.create(o));
}

/**
 * @typedef {import('./errors.js').HeedErrorCode} HeedErrorCode
 *
 * @typedef {object} Span  Half-open range [begin, end) of UTF-16 code units.
 * @property {number} begin
 * @property {number} end
 *
 * @typedef {import('./models.js').ModelEntry} ModelEntry
 * @typedef {import('./alignment.js').AttentionBlock} AttentionBlock
 *
 * @typedef {object} Progress  Reported while a model loads; translatePage adds 'translate'.
 * @property {'download'|'load'|'ready'|'translate'} phase  the model's bytes arriving in the
 *   engine (from the network, a Blob or bytes), the engine parsing them, done; translatePage's
 *   texts being translated
 * @property {number|undefined} loaded  bytes read so far ('translate': texts done)
 * @property {number|undefined} total   bytes in all, when known ('translate': texts found)
 * @property {number} [cacheHits]  'translate' only: texts done that came from the sentence cache
 *
 * @typedef {object} CreateOptions
 * @property {string|URL|ArrayBuffer|ArrayBufferView|Blob} model  URL of a .heed file (relative
 *   to the page; a file path in Node), the file's bytes, or a Blob of them (a Cache API hit's
 *   `response.blob()`, a file input's File): the Worker reads a Blob straight into the engine's
 *   memory, the quickest way to start from a cached model. A URL is streamed into it as it
 *   downloads: the page never holds the bytes.
 * @property {string} [sha256]  hex SHA-256 the file must have: checked in the Worker before the
 *   engine parses it ('invalid-model' otherwise; skipped where WebCrypto is missing)
 * @property {(file: Blob) => void} [onFile]  receives the model file as a Blob once it is read
 *   (and matches `sha256`), before `create` resolves: made in the Worker, so storing it (the
 *   Cache API) costs the page no copy
 * @property {(progress: Progress) => void} [onProgress]
 * @property {AbortSignal} [signal]  aborts loading
 * @property {string|URL} [engineUrl]  the Emscripten module heed.js (heed.wasm and
 *   heed-relaxed.wasm beside it); default: the package's build-wasm/ files, which bundlers copy
 * @property {boolean} [relaxedSimd]  false: load heed.wasm even where the browser runs relaxed
 *   SIMD (default true: heed-relaxed.wasm there, the same translations with faster matrix
 *   products; `Translator.kernels` says which runs)
 * @property {boolean} [warmUp]  translate one short text right after loading, unseen, so that
 *   the reader's first sentence runs on compiled, warm engine code (default true)
 * @property {false|import('./sentence_cache.js').CacheLimits} [cache]  finished translations
 *   kept in memory (least recently used first out; default 1000 entries, 32 MiB): the same text
 *   with the same options is decoded once. `{persist: true}` also keeps them in IndexedDB,
 *   keyed by the model file's SHA-256, for later visits. `false`: no cache
 *
 * @typedef {object} TranslateOptions  Every field is optional; defaults are the engine's.
 * @property {number} [beam]  beam size (default 4); 1 = greedy search
 * @property {number} [lengthPenalty]  alpha of GNMT's length penalty (default 1.0; 0 = none)
 * @property {number} [wordReward]  added to a beam hypothesis' score per target token (-10..10;
 *   > 0 favours longer outputs); default: the model's own (`ModelInfo.wordReward`)
 * @property {number} [wordRewardRatio]  a positive reward is earned by at most this many target
 *   tokens per source token (0.25..4); default: the model's own (`ModelInfo.wordRewardRatio`)
 * @property {number} [maxLengthRatio]  a sentence gets at most maxLengthRatio × source tokens +
 *   maxLengthExtra target tokens (defaults 2 and 10: loops stop there)
 * @property {number} [maxLengthExtra]  see maxLengthRatio
 * @property {number} [maxLength]  if > 0, a hard cap on target tokens per sentence
 * @property {number} [attentionLayer]  decoder layer whose cross-attention is reported (-1 = last)
 * @property {boolean} [reportAttention]  fill attention in results and events (default true)
 * @property {boolean} [reportAllLayers]  events also carry `layerAttention` (every decoder layer)
 * @property {boolean} [shortlist]  score only each sentence's shortlist candidates when the model
 *   has a lexical table (default true); false scores the whole vocabulary
 * @property {boolean} [protectSpans]  carry URLs, e-mail addresses, paths, numbers, `code`,
 *   @handles, #tags, markup, emoji and characters the vocabulary lacks through verbatim (default true)
 * @property {boolean} [matchCase]  translate ALL-CAPS and Title Case text from a normalised form
 *   (only the model's everyday source words lowered, `ModelInfo.sourceWords`) and re-case the
 *   output to match: ALL-CAPS as ALL-CAPS, a title in the target language's way (English Title
 *   Case; Spanish capitalises the first word and names) (default true)
 * @property {boolean} [blockRepeats]  forbid doubled words, a doubled run or tripled piece inside
 *   a word, and a third copy of any 3-gram the source lacks (default true)
 * @property {Record<string, string>} [glossary]  terms translated exactly: each whole-word,
 *   case-sensitive occurrence of a key becomes its value in the output
 * @property {string[]} [doNotTranslate]  terms copied as they are (names, brands)
 * @property {boolean} [modelGlossary]  apply the model file's own glossary of names (Poland ->
 *   Polonia; `ModelInfo.glossaryTerms`), its memory of interface strings (a whole sentence such as
 *   "Leave a Reply" -> "Deja un comentario"; `ModelInfo.memorySentences`) and its date formats (September 24 -> 24 de septiembre;
 *   `ModelInfo.dateFormats`), its translations of words the model copies, and numbers written
 *   the target's way (55,000 -> 55 000, 2.8 -> 2,8 in Spanish) after `glossary` and
 *   `doNotTranslate`, whose terms win; and its list of the target's words (`ModelInfo.knownWords`):
 *   beam search prefers real words to invented ones, and a near copy of a source word
 *   ("hurricano") becomes its translation; and its hints (`ModelInfo.hints`): beam search
 *   favours the dictionary's word for a source word ("focas" -> "seals") where the model hesitates
 *   (default true); false: only the caller's terms
 * @property {string} [prefix]  the first sentence's translation starts with this text (a reader's
 *   choice); the model completes it
 * @property {number} [alternatives]  0..8: token events carry the k likeliest tokens of their step
 * @property {number} [batchSentences]  1..64: greedy search decodes up to this many sentences of
 *   the text side by side (default 8; 1 = one at a time); the translation is the same either way
 * @property {AbortSignal} [signal]  rejects the call with 'aborted'
 * @property {boolean} [cache]  false: decode even if the translator's cache holds this text
 * @property {(event: TokenEvent) => void} [onToken]  called for every emitted token
 *
 * @typedef {object} TokenEvent  One emitted target token.
 * @property {number} sentence  index into the result's sentences
 * @property {number} tokenId
 * @property {string} piece  the sentencepiece piece, e.g. "▁casa"
 * @property {string} delta  text appended to the output (whole characters only)
 * @property {number} logProb
 * @property {AttentionBlock} [crossAttention]  the token's cross-attention as the engine
 *   emits it, one flat block (absent with `reportAttention: false`); the three fields below
 *   are rows of it (attentionRow), heads as views that copy nothing
 * @property {Float32Array} attention  [source tokens] mean over heads of the reported layer
 * @property {Float32Array[]} headAttention  [heads][source tokens] of the reported layer
 * @property {Float32Array[][]} [layerAttention]  [decoder layers][heads][source tokens], with
 *   `reportAllLayers`
 * @property {Span[]} sourceSpans  [source tokens] where each source token is in the input
 * @property {Span} targetSpan  where `delta` lands in the output text (a word's text comes once
 *   the word is done, often with the next token's: tokenWordSpans() gives each token its word)
 * @property {Span[]} verbatimSpans  protected spans inside `delta`, copied from the source
 *   (output text positions)
 * @property {{tokenId: number, piece: string, logProb: number}[]} [alternatives]  with the
 *   `alternatives` option: the k likeliest tokens at this step, best first
 *
 * @typedef {object} SentenceResult
 * @property {Span} sourceSpan
 * @property {Span} targetSpan
 * @property {number[]} sourceIds  including the final EOS
 * @property {Span[]} sourceTokenSpans  (EOS: an empty span)
 * @property {number[]} targetIds  excluding EOS
 * @property {string[]} targetPieces
 * @property {number[]} targetLogProbs
 * @property {number[][]} attention  [target tokens][source tokens]
 * @property {number} score  sum of log-probs / length penalty
 * @property {Span[]} protectedSource  protected spans in the input...
 * @property {Span[]} protectedTarget  ...and, at the same index, in the output (the same text, a
 *   glossary term's target, or a number or quotation mark written the target language's way)
 *
 * @typedef {object} Token  A target token, flattened over sentences.
 * @property {number} sentence
 * @property {number} id
 * @property {string} piece
 * @property {number} logProb
 *
 * @typedef {object} TranslationResult
 * @property {string} text  the translation; the input's whitespace and line breaks are kept
 * @property {SentenceResult[]} sentences
 * @property {Token[]} tokens  every target token in order
 * @property {number[][][]} attention  per sentence: [target tokens][source tokens]
 * @property {number[]} scores  per sentence
 * @property {boolean} cached  true when it came from the translator's sentence cache (a
 *   streaming caller then gets the stored token events again, at once)
 *
 * @typedef {object} ModelInfo
 * @property {string} srcLang
 * @property {string} tgtLang
 * @property {number} dModel
 * @property {number} nHeads
 * @property {number} dFf
 * @property {number} encoderLayers
 * @property {number} decoderLayers
 * @property {number} vocabSize
 * @property {string} norm  "post" | "pre"
 * @property {string} activation  "relu" | "gelu"
 * @property {string} weights  "f32" | "int8"
 * @property {number} parameters
 * @property {number} fileBytes
 * @property {number} dataCrc32
 * @property {number} formatVersion
 * @property {number} shortlistTargets  entries of the model's lexical shortlist (0: none)
 * @property {number} shortlistFrequent  target tokens every sentence may use
 * @property {number} glossaryTerms  terms of the model's own glossary of names (0: none)
 * @property {number} memorySentences  interface strings of the model's memory, translated as whole sentences (0: none)
 * @property {number} dateFormats  the model's date formats, applied with its glossary (0: none)
 * @property {number} copiedWords  the model's translations of source words it copies untranslated,
 *   applied with its glossary (0: none)
 * @property {number} knownWords  words of the model's list of target-language words: beam search
 *   prefers hypotheses that write them to ones that invent words; applied with its glossary (0: none)
 * @property {number} sourceWords  words of the model's list of everyday source-language words: of a
 *   Title Case sentence only these are lowered before translating, names stay as written; applied
 *   with its glossary (0: none, every capitalised word is lowered)
 * @property {number} hints  source words of the model's hints: beam search favours the dictionary's
 *   target word of each one a sentence has; applied with its glossary (0: none)
 * @property {number} wordReward  the model's default `TranslateOptions.wordReward` (0: none)
 * @property {number} wordRewardRatio  the model's default `TranslateOptions.wordRewardRatio`
 */

// The smallest module that uses a SIMD128 instruction: (func (result v128) i32.const 0
// i8x16.splat). Browsers without WASM SIMD refuse to validate it.
const SIMD_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,               // type: () -> v128
  0x03, 0x02, 0x01, 0x00,                                 // one function of that type
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0x0b]);  // i32.const 0; i8x16.splat

/** Whether this JavaScript engine runs WebAssembly SIMD128, which Heed needs. */
export function simdSupported() {
  return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
}

/** What `create` translates once to warm the engine up: a few words, every decoding step path. */
const WARM_UP_TEXT = 'The file was saved.';

export class Translator {
  /**
   * @param {EngineClient} client @param {ModelInfo} info
   * @param {() => Promise<EngineClient>} restart  a fresh Worker with the same model loaded
   * @hideconstructor
   */
  constructor(client, info, restart, cache, kernels = '') {
    /** @private */
    this.client = client;
    /** The loaded model. @type {ModelInfo} */
    this.info = info;
    /** What the engine's kernels run on: "wasm-simd128", or "wasm-simd128 + relaxed int8 dot"
     * (heed-relaxed.wasm on an engine that runs that instruction as one). @type {string} */
    this.kernels = kernels;
    /** @private */
    this.restart = restart;
    /** @private @type {Promise<EngineClient>|null} a restart under way, shared by every caller */
    this.restarting = null;
    /** @private */
    this.disposed = false;
    /** @private @type {SentenceCache|null} */
    this.cache = cache;
    /** Resolves (true) once the warm-up translation ran; null with `warmUp: false`. @type {Promise<boolean>|null} */
    this.warmedUp = null;
  }

  /**
   * The Worker to send a request to. After a crash (the client closed with 'engine-crashed':
   * the requests pending then were rejected with it) the next request starts a fresh Worker
   * and reloads the model, transparently. @private @returns {Promise<EngineClient>}
   */
  async engine() {
    if (this.disposed || this.client.closed?.code !== 'engine-crashed') return this.client;
    this.restarting ??= this.restart().then((client) => {
      if (this.disposed) client.close(new HeedError('disposed', 'the translator has been disposed'));
      else this.client = client;
      return client;
    }).finally(() => { this.restarting = null; });
    return this.restarting;
  }

  /**
   * Starts a Worker, loads the engine and the model. Rejects with 'no-simd',
   * 'model-not-found', 'network', 'invalid-model' or 'aborted'. It resolves before the model's
   * tokenizer is built (the Worker builds it next, before any text it is sent): a file whose
   * checksum holds but whose tokenizer is broken fails its first translation with
   * 'invalid-model' instead.
   * @param {CreateOptions} options
   * @returns {Promise<Translator>}
   */
  static async create({ model, sha256, onFile, onProgress, signal, engineUrl, relaxedSimd = true, cache, warmUp = true } = /** @type {any} */ ({})) {
    if (!simdSupported()) {
      throw new HeedError('no-simd', 'this browser does not support WebAssembly SIMD, which Heed needs');
    }
    const files = await engineFiles(engineUrl, relaxedSimd);
    const glue = files.glue;
    // A Worker started by preload() has its engine instantiated already; otherwise one starts
    // now, while the page compiles the wasm (once per page, shared by every Translator).
    const key = spareKey(files);
    const spare = spareWorkers.get(key);
    spareWorkers.delete(key);
    const { client, wasmModule, wasmUrl } = (spare && await spare.catch(() => null)) || await startWorker(files);
    const source = await modelSource(model);
    const persist = cache ? cache.persist : undefined;
    const args = { engineUrl: glue, wasmUrl, wasmModule, model: source.first, sha256, keepFile: !!onFile, digest: !!persist };
    const onAbort = () => client.close(new HeedError('aborted', 'loading the model was aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (signal?.aborted) onAbort();
      const { info, kernels, file, digest } = await client.request('load', args, {
        onMessage: (m) => onProgress?.(m.progress),
      });
      if (file) onFile?.(file);
      onProgress?.({ phase: 'ready', loaded: info.fileBytes, total: info.fileBytes });
      const restart = async () => {
        const fresh = await startWorker(files);
        try {
          await fresh.client.request('load', { engineUrl: glue, wasmUrl: fresh.wasmUrl, wasmModule: fresh.wasmModule, model: source.again(), sha256 });
        } catch (e) {
          fresh.client.close(new HeedError('disposed', 'the translator failed to restart'));
          throw e;
        }
        return fresh.client;
      };
      const store = persist && digest ? await SentenceStore.open(digest, persist === true ? {} : persist) : null;
      const translator = new Translator(client, info, restart, cache === false ? null : new SentenceCache(cache, store), kernels);
      if (warmUp) translator.warmedUp = translator.warm();
      return translator;
    } catch (e) {
      client.close(new HeedError('disposed', 'the translator failed to load'));
      throw e;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Starts a Worker and instantiates the engine before the model is known, so that the next
   * `create` only has to load the model (a page calls this at start-up, while it fetches the
   * model). The Worker waits, holding the engine but no model, until `create` takes it.
   * @param {{engineUrl?: string|URL, relaxedSimd?: boolean}} [options]  as for `create`
   * @returns {Promise<void>}
   */
  static async preload({ engineUrl, relaxedSimd = true } = {}) {
    if (!simdSupported()) {
      throw new HeedError('no-simd', 'this browser does not support WebAssembly SIMD, which Heed needs');
    }
    const files = await engineFiles(engineUrl, relaxedSimd);
    const key = spareKey(files);
    if (!spareWorkers.has(key)) {
      const ready = startWorker(files).then(async (w) => {
        await w.client.request('warm', { engineUrl: files.glue, wasmUrl: w.wasmUrl, wasmModule: w.wasmModule });
        return w;
      });
      spareWorkers.set(key, ready);
      ready.catch(() => spareWorkers.delete(key));
    }
    await spareWorkers.get(key);
  }

  /**
   * Translates `text` (any number of sentences and paragraphs). Rejects with 'engine-crashed'
   * when the Worker dies under it; the next call then runs in a fresh one (model reloaded).
   * @param {string} text
   * @param {TranslateOptions} [options]
   * @returns {Promise<TranslationResult>}
   */
  async translate(text, options = {}) {
    const { signal, onToken, cache: useCache = true, ...engineOptions } = options;
    // Embind's UTF-8 encoder pairs a lone surrogate with whatever follows it instead of failing,
    // so such text would be translated as a different string: refuse it here.
    if (typeof text === 'string' && typeof text.isWellFormed === 'function' && !text.isWellFormed()) {
      throw new HeedError('invalid-input', 'text contains a lone UTF-16 surrogate');
    }
    const allLayers = !!engineOptions.reportAllLayers;
    const key = this.cache && useCache ? SentenceCache.key(text, engineOptions) : null;
    const hit = key !== null ? await this.cache?.lookup(key, !!onToken) : undefined;
    if (hit) {
      if (signal?.aborted) throw new HeedError('aborted', 'the translation was aborted');
      hit.events?.forEach((ev) => onToken?.(shapeEvent(ev, allLayers)));
      return { ...shapeResult(hit.result), cached: true };
    }
    const client = await this.engine();
    /** @type {any[]|null} raw events, kept for the cache */
    const events = onToken ? [] : null;
    const raw = await client.request('translate', { text, options: engineOptions, events: !!onToken }, {
      signal,
      onMessage: onToken ? (m) => {
        for (const event of m.events) {
          events?.push(event);
          onToken(shapeEvent(event, allLayers));
        }
      } : undefined,
    });
    if (key !== null) await this.cache?.remember(key, raw, events);
    return { ...shapeResult(raw), cached: false };
  }

  /**
   * One short translation the caller never sees, queued right after the model is loaded: the
   * engine's decoding code runs for the first time here (the browser compiles WebAssembly
   * functions on their first call and optimises them once they are hot), not in the reader's
   * first sentence. A request made meanwhile waits behind it; one made after it (typing, the
   * usual case) starts warm. Never rejects. @private @returns {Promise<boolean>}
   */
  async warm() {
    try {
      await this.client.request('translate', { text: WARM_UP_TEXT, options: {}, events: false });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * What the sentence cache did so far (`hits`, `storeHits` of them from IndexedDB, `misses`,
   * `entries` and `bytes` in memory, `persistent`), or null with `cache: false`.
   * @returns {ReturnType<SentenceCache['stats']>|null}
   */
  cacheStats() {
    return this.cache ? this.cache.stats() : null;
  }

  /** Forgets this model's finished translations: in memory and, if persisted, in IndexedDB. */
  async clearCache() {
    await this.cache?.clear();
  }

  /**
   * Streams token events as they are decoded; the full result is `stream.result`. Leaving the
   * loop early (break, or an exception) cancels the translation.
   * @param {string} text
   * @param {Omit<TranslateOptions, 'onToken'>} [options]
   * @returns {TokenStream}
   */
  stream(text, options = {}) {
    return new TokenStream(this, text, options);
  }

  /**
   * Bytes of the engine's WebAssembly memory. It only ever grows, so this is the peak so far:
   * model, activations, caches and the allocator's slack together.
   * @returns {Promise<number>}
   */
  async wasmMemoryBytes() {
    return (await (await this.engine()).request('memory', {})).wasmMemoryBytes;
  }

  /** Whether aborting stops the running translation at once (SharedArrayBuffer available) or
   * only rejects its promise while the worker finishes that text in the background. */
  get abortInterruptsWork() { return this.client.canInterrupt; }

  /** Stops the Worker and frees the model; pending and later calls reject with 'disposed'. */
  dispose() {
    this.disposed = true;
    this.client.close(new HeedError('disposed', 'the translator has been disposed'));
    this.cache?.store?.close();  // IndexedDB lets pending writes finish first
  }
}

/** @type {Map<string, Promise<{client: EngineClient, wasmModule: WebAssembly.Module|undefined, wasmUrl: string}>>}
 * spareKey -> a Worker started by preload(), engine instantiated, waiting for a model */
const spareWorkers = new Map();
/** A spare Worker serves a `create` that asks for the same glue and .wasm files. @param {import('./engine_start.js').EngineFiles} files */
const spareKey = (files) => `${files.glue} ${files.wasm}`;
