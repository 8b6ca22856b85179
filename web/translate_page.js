// translatePage(root, options): translates the visible text of a DOM subtree in place.
//
// Nothing is ever created, removed or parsed: only Text nodes' data and a few attributes change,
// so elements, attributes and event listeners stay exactly as they were, and translations go in
// as text, never as HTML. A paragraph whose text runs across inline tags ("Press <b>Save</b>
// now") is translated as one text, sentence by sentence, then cut back into its text nodes in
// reading order where the cross-attention says each target word belongs (text_nodes.js). Inline
// code in a sentence ("Run <code>apt update</code> to refresh the lists") is sent as a `code`
// span the engine carries verbatim, so the sentence reads whole and the element stays where its
// span lands in the translation; the element itself is never written.
// web/heed.js exports it as translatePage and hands it Translator.create, so that this module
// does not import heed.js back (no import loop).
import { HeedError } from './errors.js';
import { tokenWordSpans } from './alignment.js';
import { splitLinkList } from './link_lists.js';
import { distribute, keepEdges } from './text_nodes.js';

/** Subtrees that hold code, data or user input rather than prose to translate. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'CODE', 'PRE', 'TEXTAREA',
  'KBD', 'SAMP', 'VAR', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'CANVAS', 'SELECT', 'OPTION']);
/** Elements that flow inside a sentence: their text belongs to the enclosing block's text. */
const INLINE = new Set(['A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'DATA', 'DFN', 'EM', 'I', 'LABEL',
  'MARK', 'Q', 'RUBY', 'RT', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'FONT', 'BIG',
  'TT', 'INS', 'DEL']);
/** Skipped elements that sit inside a sentence: words the sentence needs, kept as written. */
const INLINE_CODE = new Set(['CODE', 'KBD', 'SAMP', 'VAR']);
/** Attributes people read. */
const ATTRIBUTES = ['title', 'alt', 'placeholder', 'aria-label'];

/**
 * @typedef {import('./heed.js').Translator} Translator
 * @typedef {import('./heed.js').CreateOptions} CreateOptions
 * @typedef {import('./heed.js').Progress} Progress  while the model loads, Translator.create's
 *   own ('download', 'load', 'ready'); then 'translate', `loaded` of `total` texts (paragraphs
 *   and attributes) done, `cacheHits` of them from the translator's sentence cache
 *
 * @typedef {object} TranslatePageOptions
 * @property {string|URL|ArrayBuffer|Blob} [model]  what Translator.create loads (ignored with `translator`)
 * @property {string} [sha256]  the model file's expected SHA-256 (see CreateOptions)
 * @property {Translator} [translator]  an already loaded translator to use alone (not disposed)
 * @property {number} [workers]  Workers translating at once, each with its own copy of the model
 *   (default poolSize(): one per core up to 4, fewer on devices reporting little memory); the
 *   first starts on the visible text as soon as its model is loaded, the others join when theirs
 *   are (read from the file the first one downloaded, never fetched again)
 * @property {boolean} [visibleFirst]  texts in the viewport first, then the rest in document
 *   order; a text scrolled into view while the page translates goes next (default true)
 * @property {Range} [range]  only the texts this range touches (e.g. `getSelection().getRangeAt(0)`):
 *   a block partly selected is translated whole
 * @property {boolean} [originalOnHover]  a translated block without a title of its own gets its
 *   original text as its title (shown on hover); restore() removes it (default false)
 * @property {boolean|number} [markLowConfidence]  a translated block whose tokens' mean
 *   probability is below this (true: LOW_CONFIDENCE, calibrated on a dev set) gets
 *   `data-heed-low-confidence` (the mean, 2 decimals) and a title saying why; restore() removes
 *   both (default false)
 * @property {(p: Progress) => void} [onProgress]
 * @property {(b: BlockDone) => void} [onBlock]  each text as it is written into the page
 * @property {AbortSignal} [signal]  stops every Worker after the text in flight; what is done
 *   stays done (and restorable)
 * @property {number} [beam]  beam size (default 4, the engine's; 1 = greedy)
 * @property {number} [batchSentences]  greedy: sentences of one text decoded side by side
 *   (see TranslateOptions; default 8, 1 = one at a time, the path before batching)
 * @property {Record<string, string>} [glossary]  terms translated exactly (see TranslateOptions)
 * @property {string[]} [doNotTranslate]  terms kept as they are (besides `translate="no"` elements)
 * @property {CreateOptions['cache']} [cache]  each Worker's sentence cache (see CreateOptions;
 *   ignored with `translator`, whose own cache serves): `{persist: true}` keeps finished texts
 *   in IndexedDB under the model file's SHA-256, so the pool's Workers read each other's texts
 *   and a page translated again on a later visit is not decoded again; `false` turns it off
 *
 * @typedef {object} BlockDone  one text written into the page
 * @property {Element} element  the block (or, for an attribute, its element)
 * @property {string} [attribute]  the attribute translated, if it was one
 * @property {number} index  its place in document order among the texts found
 * @property {number} order  how many texts were written before it
 * @property {boolean} visible  it was in the viewport when it was taken
 * @property {boolean} cached  it came from the sentence cache
 * @property {number} confidence  mean probability of its target tokens (1 when it has none)
 *
 * @typedef {object} PageTranslation
 * @property {number} translated  texts changed
 * @property {number} total       texts found
 * @property {boolean} cancelled  the signal stopped it before the end
 * @property {number} cacheHits  texts the sentence cache already held (a repeated text, or a
 *   page translated again with the same translator)
 * @property {number} workers  Workers that translated
 * @property {number} wasmMemoryBytes  the pool's engines' wasm memory at the end, together (their peak)
 * @property {(original: boolean) => void} showOriginal  shows the original texts (true) or the
 *   translations again (false), without translating anything
 * @property {() => void} restore puts back every original text and attribute
 */

/**
 * How many Workers a page translation uses by default: one per logical core the browser reports
 * (2 on this project's 2-core machines), at most 4 (each holds its own model and wasm memory,
 * ~40 MiB with the shipped models), and 1 where navigator.deviceMemory reports under 2 GiB.
 * @returns {number}
 */
export function poolSize() {
  const nav = /** @type {any} */ (globalThis.navigator ?? {});
  const cores = Number(nav.hardwareConcurrency) || 2;
  const memory = Number(nav.deviceMemory) || 8;
  return memory < 2 ? 1 : Math.max(1, Math.min(cores, 4));
}

/**
 * The default of `markLowConfidence: true`: a block whose target tokens have a mean probability
 * below this is marked. Calibrated on a general-domain dev set with the shipped models (beam 4;
 * web/README.md, "Low-confidence marks").
 */
export const LOW_CONFIDENCE = 0.62;

/** Mean probability of a result's target tokens (1 for an empty one). @param {{tokens: {logProb: number}[]}} result */
export function meanProbability(result) {
  const n = result.tokens.length;
  return n ? result.tokens.reduce((sum, t) => sum + Math.exp(t.logProb), 0) / n : 1;
}

/**
 * Translates the text of `root` in place (web/heed.js's translatePage). Resolves when done or
 * cancelled (then `cancelled` is true and the part done stays translated, so `restore()` can
 * still undo it). Rejects only when the model cannot be loaded or a translation fails.
 * @param {Element} root
 * @param {TranslatePageOptions} options
 * @param {(options: CreateOptions) => Promise<Translator>} create  Translator.create
 * @returns {Promise<PageTranslation>}
 */
export async function translateSubtree(root, options, create) {
  const { onProgress, onBlock } = options;
  // With a range (a reader's selection), only the texts it touches.
  const jobs = collect(root).filter((job) => !options.range || options.range.intersectsNode(job.element));
  jobs.forEach((job, i) => { job.index = i; });
  const queue = new JobQueue(jobs, options.visibleFirst ?? true);
  /** @type {((original: boolean) => void)[]} each done text's switch between original and translation */
  const views = [];
  /** @type {(() => void)[]} */
  const marks = [];
  let showingOriginal = false;
  // One signal for the whole pool: the caller's, or the first failure stopping the others.
  const stop = new AbortController();
  const onCallerAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) stop.abort();
  const outcome = {
    translated: 0, total: jobs.length, cancelled: false, cacheHits: 0, workers: 0, wasmMemoryBytes: 0,
    showOriginal(/** @type {boolean} */ original) {
      showingOriginal = original;
      views.forEach((show) => show(original));
    },
    restore() {
      views.forEach((show) => show(true));
      views.length = 0;
      marks.forEach((unmark) => unmark());
      marks.length = 0;
    },
  };
  const jobOptions = {
    beam: options.beam ?? 4, batchSentences: options.batchSentences, glossary: options.glossary,
    doNotTranslate: options.doNotTranslate, signal: stop.signal,
  };
  const threshold = options.markLowConfidence === true ? LOW_CONFIDENCE : Number(options.markLowConfidence) || 0;
  /**
   * The marks a block may get: its original as its title (originalOnHover), and a note when the
   * model was unsure (markLowConfidence). A block with a title of its own keeps it.
   * @param {Element} el @param {JobDone} done
   */
  /** @type {Map<Element, string[]>} the lines of each title this call wrote */
  const titles = new Map();
  const mark = (el, done) => {
    const unsure = done.confidence < threshold;
    const lines = [];
    if (options.originalOnHover && done.original !== undefined) lines.push(done.original.trim());
    if (unsure) {
      lines.push(`Heed is unsure of this translation: its words' mean probability is ${done.confidence.toFixed(2)}, below ${threshold.toFixed(2)}.`);
      if (!el.hasAttribute('data-heed-low-confidence')) marks.push(() => el.removeAttribute('data-heed-low-confidence'));
      el.setAttribute('data-heed-low-confidence', done.confidence.toFixed(2));
    }
    // A block of several lines (<br>) is several texts: their marks join in one title.
    const own = titles.get(el);
    if (lines.length && (own || !el.hasAttribute('title'))) {
      if (!own) marks.push(() => el.removeAttribute('title'));
      const all = [...(own ?? []), ...lines];
      titles.set(el, all);
      el.setAttribute('title', all.join('\n\n'));
    }
  };
  /** @type {unknown} */
  let failure = null;
  // The other Workers start loading once the lead has written its first text (or stopped): on a
  // fresh page the engine runs on V8's baseline code for a while, and a second model's load
  // (CRC-32, tokenizer) beside it took the core the first visible block needed. BENCHMARKS.md,
  // "The pool's second Worker waits for the first block".
  /** @type {() => void} */
  let firstTextDone = () => {};
  const firstText = new Promise((resolve) => { firstTextDone = () => resolve(undefined); });
  /** Takes texts from the queue until it is empty or the pool stops. @param {Translator} translator */
  const drain = async (translator) => {
    outcome.workers += 1;
    for (let job = queue.next(); job && !stop.signal.aborted; job = queue.next()) {
      let done;
      try {
        done = await job.run(translator, jobOptions);
      } catch (e) {
        if (!(e instanceof HeedError && e.code === 'aborted')) { failure ??= e; stop.abort(); }
        return;
      } finally {
        firstTextDone();
      }
      views.push(done.show);
      if (showingOriginal) done.show(true);
      if (!job.attribute) mark(job.element, done);
      if (done.cached) outcome.cacheHits += 1;
      outcome.translated += 1;
      onBlock?.({
        element: job.element, attribute: job.attribute, index: job.index, order: outcome.translated - 1,
        visible: job.visible, cached: done.cached, confidence: done.confidence,
      });
      onProgress?.({ phase: 'translate', loaded: outcome.translated, total: jobs.length, cacheHits: outcome.cacheHits });
    }
  };

  const own = !options.translator;
  /** @type {Translator[]} */
  const translators = [];
  /** @type {Blob|undefined} the model file as the first Worker read it: the others load from it */
  let file = typeof Blob !== 'undefined' && options.model instanceof Blob ? options.model : undefined;
  const wanted = Number.isFinite(options.workers) ? Math.floor(Number(options.workers)) : poolSize();
  const size = own ? Math.max(1, Math.min(wanted, jobs.length)) : 1;
  if (jobs.length === 0) {  // nothing to translate: no model to load
    options.signal?.removeEventListener('abort', onCallerAbort);
    return outcome;
  }
  try {
    const lead = options.translator ?? await create({
      // No warm-up translation: the first text is one, and it is the reader's.
      model: /** @type {any} */ (options.model), sha256: options.sha256, signal: stop.signal, onProgress, warmUp: false,
      cache: options.cache,
      onFile: file || size < 2 ? undefined : (f) => { file = f; },
    });
    translators.push(lead);
    onProgress?.({ phase: 'translate', loaded: 0, total: jobs.length, cacheHits: 0 });
    queue.watch();
    const leading = drain(lead).finally(firstTextDone);
    const helpers = Array.from({ length: size - 1 }, async () => {
      await firstText;
      if (stop.signal.aborted || queue.empty) return;  // nothing left for a second model
      // A helper that cannot start (memory, a closed page) leaves the pool smaller, no more.
      const t = await create({
        model: /** @type {any} */ (file ?? options.model), signal: stop.signal, warmUp: false, cache: options.cache,
      }).catch(() => null);
      if (!t) return;
      translators.push(t);
      if (!stop.signal.aborted) await drain(t);
    });
    await Promise.all([leading, ...helpers]);
    // Peak memory of the pool's engines (wasm memory only grows), for callers and the bench.
    // (Not after a cancel: without SharedArrayBuffer a Worker may still finish its text first.)
    if (!stop.signal.aborted) {
      const memory = await Promise.all(translators.map((t) => t.wasmMemoryBytes().catch(() => 0)));
      outcome.wasmMemoryBytes = memory.reduce((a, b) => a + b, 0);
    }
  } finally {
    queue.unwatch();
    options.signal?.removeEventListener('abort', onCallerAbort);
    if (own) translators.forEach((t) => t.dispose());
    else translators.slice(1).forEach((t) => t.dispose());
  }
  if (failure) throw failure;
  outcome.cancelled = outcome.translated < jobs.length;
  return outcome;
}

/**
 * The texts still to translate, visible ones first: those in the viewport when it starts (in
 * document order), then the rest in document order; a text scrolled into view meanwhile (an
 * IntersectionObserver) goes next.
 */
class JobQueue {
  /** @param {Job[]} jobs @param {boolean} visibleFirst */
  constructor(jobs, visibleFirst) {
    this.jobs = jobs;
    this.visibleFirst = visibleFirst && typeof window !== 'undefined';
    /** @type {Job[]} */
    this.urgent = this.visibleFirst ? jobs.filter((j) => (j.visible = inViewport(j.element))) : [];
    this.at = 0;
    /** @type {IntersectionObserver|null} */
    this.observer = null;
  }

  /** @returns {Job|null} */
  next() {
    while (this.urgent.length) {
      const job = /** @type {Job} */ (this.urgent.shift());
      if (!job.taken) return this.take(job);
    }
    while (this.at < this.jobs.length) {
      const job = this.jobs[this.at++];
      if (!job.taken) return this.take(job);
    }
    return null;
  }

  /** Whether every text has been taken. */
  get empty() {
    return this.jobs.every((j) => j.taken);
  }

  /** @param {Job} job */
  take(job) {
    job.taken = true;
    return job;
  }

  /** Starts following the viewport: texts that scroll into it jump the queue. */
  watch() {
    if (!this.visibleFirst || typeof IntersectionObserver === 'undefined') return;
    /** @type {Map<Element, Job[]>} */
    const byElement = new Map();
    for (const job of this.jobs) {
      if (job.taken) continue;
      if (!byElement.has(job.element)) byElement.set(job.element, []);
      /** @type {Job[]} */ (byElement.get(job.element)).push(job);
    }
    this.observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const job of byElement.get(entry.target) ?? []) {
          if (!job.taken) { job.visible = true; this.urgent.push(job); }
        }
        this.observer?.unobserve(entry.target);
      }
    });
    byElement.forEach((_, el) => this.observer?.observe(el));
  }

  unwatch() {
    this.observer?.disconnect();
    this.observer = null;
  }
}

/** Whether any of `el` is inside the viewport now (one layout for the whole page, then reads). */
function inViewport(/** @type {Element} */ el) {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth &&
    (r.width > 0 || r.height > 0);
}

/**
 * @typedef {{beam: number, batchSentences?: number, glossary?: Record<string, string>, doNotTranslate?: string[], signal?: AbortSignal}} JobOptions
 * @typedef {{cached: boolean, confidence: number, original?: string, show: (original: boolean) => void}} JobDone
 *   what a finished text reports: from the cache or not, its tokens' mean probability, its
 *   original (texts), and its switch
 * @typedef {object} Job
 * @property {(t: Translator, o: JobOptions) => Promise<JobDone>} run  translates and writes
 * @property {Element} element  the block, or the attribute's element
 * @property {string} [attribute]
 * @property {number} index  document order
 * @property {boolean} visible
 * @property {boolean} taken
 * @param {Element} root @returns {Job[]}
 */
function collect(root) {
  /** @type {Map<Element, (Text|Element|null)[]>} null: a line break (<br>) */
  const blocks = new Map();
  /** @type {Job[]} */
  const attributeJobs = [];
  const walk = (/** @type {Node} */ node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!/\S/u.test(/** @type {Text} */ (node).data)) return;
      const block = blockOf(/** @type {Element} */ (node.parentElement), root);
      if (!blocks.has(block)) blocks.set(block, []);
      /** @type {Text[]} */ (blocks.get(block)).push(/** @type {Text} */ (node));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = /** @type {Element} */ (node);
    if (isCodeHole(el, root) || (el.tagName.toUpperCase() === 'BR' && el !== root && el.parentElement)) {
      const block = blockOf(/** @type {Element} */ (el.parentElement), root);
      if (!blocks.has(block)) blocks.set(block, []);
      /** @type {(Text|Element|null)[]} */ (blocks.get(block)).push(el.tagName.toUpperCase() === 'BR' ? null : el);
      return;
    }
    if (SKIP.has(el.tagName.toUpperCase()) || el.getAttribute('translate') === 'no' || hidden(el)) return;
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value && /\p{L}/u.test(value)) attributeJobs.push(attributeJob(el, name, value));
    }
    for (const child of el.childNodes) walk(child);
  };
  walk(root);
  // A block's lines (<br> ends one: "Thank you for your order.<br>We ship tomorrow." are two
  // texts, not "order.We"), each with text of its own (inline code alone has nothing to translate).
  /** @type {[Element, (Text|Element)[]][]} */
  const lines = [];
  for (const [el, nodes] of blocks) {
    let line = /** @type {(Text|Element)[]} */ ([]);
    for (const n of [...nodes, null]) {
      if (n) { line.push(n); continue; }
      // A row of links or labels (a menu, a breadcrumb) is one text per item (link_lists.js).
      if (line.some((m) => m.nodeType === Node.TEXT_NODE)) for (const item of splitLinkList(el, line)) lines.push([el, item]);
      line = [];
    }
  }
  // Read before any text is written: a style read between writes would make the browser
  // recompute the page's style for each block.
  const collapses = new Map([...blocks.keys()].map((el) => [el, collapsesSpace(el)]));
  return [...lines.map(([el, nodes]) => textJob(el, nodes, /** @type {boolean} */ (collapses.get(el)))), ...attributeJobs];
}

/**
 * Inline code inside a sentence that the sentence can carry as a `code` span: one short line
 * without backquotes, in a block with other text (not the root itself, not hidden).
 * @param {Element} el @param {Element} root
 */
function isCodeHole(el, root) {
  if (el === root || !INLINE_CODE.has(el.tagName.toUpperCase()) || !el.parentElement) return false;
  const text = el.textContent ?? '';
  return /\S/u.test(text) && text.length <= 200 && !/[`\n\r]/u.test(text) && !hidden(el);
}

/** The nearest ancestor that is not inline (or root): its text nodes form one text. */
function blockOf(/** @type {Element} */ el, /** @type {Element} */ root) {
  let at = el;
  while (at !== root && INLINE.has(at.tagName.toUpperCase()) && at.parentElement) at = at.parentElement;
  return at;
}

/** Whether runs of white space in `el` show as one space (CSS white-space normal or nowrap). */
function collapsesSpace(/** @type {Element} */ el) {
  if (typeof getComputedStyle !== 'function') return true;
  return /^(normal|nowrap)$/u.test(getComputedStyle(el).whiteSpace);
}

/** Hidden by markup or style: its text is not shown, so it is left alone. */
function hidden(/** @type {Element} */ el) {
  if (el.hasAttribute('hidden')) return true;
  if (typeof getComputedStyle !== 'function') return false;
  const style = getComputedStyle(el);
  return style.display === 'none' || style.visibility === 'hidden';
}

/**
 * Where each inline code span of a paragraph's source landed in its translation. The engine
 * carries a protected span verbatim, and may have merged the code with what touches it (a man
 * page's section: "`passwd`(5"), so the code is found inside the span that holds its source
 * offsets, at the same place; a code the translation lacks there (which the engine does not do)
 * is not in the map.
 * @param {string[]} originals  [nodes] the source's pieces
 * @param {boolean[]} isText  [nodes] false for inline code
 * @param {string} translation
 * @param {{protectedSource?: {begin: number, end: number}[], protectedTarget?: {begin: number, end: number}[]}[]} sentences
 * @returns {Map<number, {begin: number, end: number}>} node -> its span in the translation
 */
function codeLandings(originals, isText, translation, sentences) {
  const landed = new Map();
  let at = 0;
  originals.forEach((o, i) => {
    if (!isText[i]) {
      for (const s of sentences) {
        const k = (s.protectedSource ?? []).findIndex((p) => p.begin <= at && at + o.length <= p.end);
        const target = s.protectedTarget?.[k];
        if (k < 0 || !target) continue;
        const begin = target.begin + at - /** @type {{begin: number}[]} */ (s.protectedSource)[k].begin;
        if (translation.slice(begin, begin + o.length) === o) landed.set(i, { begin, end: begin + o.length });
      }
    }
    at += o.length;
  });
  return landed;
}

/**
 * The translation's protected spans, each cut at the inline code inside it: the code goes to
 * its element, the rest of the span ("(5" of "`passwd`(5") to the text around it.
 * @param {{begin: number, end: number}[]} spans @param {{begin: number, end: number}[]} codes
 */
function wholeSpans(spans, codes) {
  return spans.flatMap((p) => {
    const inside = codes.filter((c) => p.begin <= c.begin && c.end <= p.end).sort((a, b) => a.begin - b.begin);
    const out = [];
    let from = p.begin;
    for (const c of inside) {
      if (c.begin > from) out.push({ begin: from, end: c.begin });
      out.push(c);
      from = c.end;
    }
    if (p.end > from) out.push({ begin: from, end: p.end });
    return out;
  });
}

/** @param {Element} el @param {string} name @param {string} value @returns {Job} */
function attributeJob(el, name, value) {
  return {
    element: el, attribute: name, index: 0, visible: false, taken: false,
    async run(translator, options) {
      const r = await translator.translate(value, { ...options, reportAttention: false });
      const show = (/** @type {boolean} */ original) => el.setAttribute(name, original ? value : r.text);
      show(false);
      return { cached: r.cached, confidence: meanProbability(r), show };
    },
  };
}

/**
 * One paragraph: its text nodes' data joined, translated as one text, cut back into the nodes
 * in one write. Its inline code elements are in the text as `code` spans (isCodeHole): each is
 * carried verbatim, and the words before its span in the translation go before it.
 * @param {Element} block @param {(Text|Element)[]} nodes  text nodes and inline code, in order
 * @param {boolean} collapses  the block's runs of white space show as one space
 * @returns {Job}
 */
function textJob(block, nodes, collapses) {
  const isText = (/** @type {Text|Element} */ n) => n.nodeType === Node.TEXT_NODE;
  return {
    element: block, index: 0, visible: false, taken: false,
    async run(translator, options) {
      const originals = nodes.map((n) => (isText(n) ? /** @type {Text} */ (n).data : `\`${n.textContent}\``));
      // What the block reads as (hover title): the code as written, without its quotes.
      const joined = nodes.map((n) => (isText(n) ? /** @type {Text} */ (n).data : n.textContent)).join('');
      const shown = collapses ? joined.replace(/[\t\n\f\r]/gu, ' ') : joined;
      // Where the block's white space collapses, as in most HTML, a line break of the page's
      // source is a space: sent as one, so that the engine does not end a sentence there (it
      // keeps a text's line breaks). The same length, so every offset stays.
      const source = collapses ? originals.join('').replace(/[\t\n\f\r]/gu, ' ') : originals.join('');
      // One text node with words (a paragraph without inline markup, most of a page): nothing to
      // cut, so no token events and no attention cross from the Worker to the page.
      const single = originals.filter((o) => /\S/u.test(o)).length === 1;
      /** @type {{piece: string, sentence: number, attention: number[], sourceSpans: {begin: number, end: number}[]}[]} */
      const events = [];
      const result = single
        ? await translator.translate(source, { ...options, reportAttention: false })
        : await translator.translate(source, {
          ...options, onToken: (ev) => events.push({ piece: ev.piece, sentence: ev.sentence, attention: ev.attention, sourceSpans: ev.sourceSpans }),
        });
      let texts;
      if (single) {
        texts = keepEdges(result.text, originals);
      } else {
        const spans = tokenWordSpans(result.text, events, result.sentences);
        const tokens = events.map((ev, i) => ({ span: spans[i], attention: ev.attention, sourceSpans: ev.sourceSpans }));
        const landed = codeLandings(originals, nodes.map(isText), result.text, result.sentences);
        // A code span the translation lacks would take words with it into an element never
        // written: translate the text nodes alone instead (the engine keeps its spans; this is
        // for what it cannot foresee).
        if (landed.size < nodes.filter((n) => !isText(n)).length) {
          return textJob(block, /** @type {Text[]} */ (nodes.filter(isText)), collapses).run(translator, options);
        }
        const whole = wholeSpans(result.sentences.flatMap((s) => s.protectedTarget ?? []), [...landed.values()]);
        texts = distribute(result.text, tokens, originals, whole,
          nodes.map((n) => n.parentElement !== block), landed);
      }
      const show = (/** @type {boolean} */ original) => nodes.forEach((n, i) => {
        if (!isText(n)) return;  // inline code: never written
        const want = original ? originals[i] : texts[i];
        if (/** @type {Text} */ (n).data !== want) /** @type {Text} */ (n).data = want;
      });
      show(false);
      return { cached: result.cached, confidence: meanProbability(result), original: shown, show };
    },
  };
}
