// translatePage(root, options): translates the visible text of a DOM subtree in place.
//
// Nothing is ever created, removed or parsed: only Text nodes' data and a few attributes change,
// so elements, attributes and event listeners stay exactly as they were, and translations go in
// as text, never as HTML. A paragraph whose text runs across inline tags ("Press <b>Save</b>
// now") is translated as one text, sentence by sentence, then cut back into its text nodes in
// reading order where the cross-attention says each target word belongs (alignment.js).
// web/heed.js exports it as translatePage and hands it Translator.create, so that this module
// does not import heed.js back (no import loop).
import { HeedError } from './errors.js';
import { monotoneAssign } from './alignment.js';

/** Subtrees that hold code, data or user input rather than prose to translate. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'CODE', 'PRE', 'TEXTAREA',
  'KBD', 'SAMP', 'VAR', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'CANVAS', 'SELECT', 'OPTION']);
/** Elements that flow inside a sentence: their text belongs to the enclosing block's text. */
const INLINE = new Set(['A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'DATA', 'DFN', 'EM', 'I', 'LABEL',
  'MARK', 'Q', 'RUBY', 'RT', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'FONT', 'BIG',
  'TT', 'INS', 'DEL']);
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
 * @property {string|URL|ArrayBuffer} [model]  what Translator.create loads (ignored with `translator`)
 * @property {Translator} [translator]  an already loaded translator to use (it is not disposed)
 * @property {(p: Progress) => void} [onProgress]
 * @property {AbortSignal} [signal]  stops after the text in flight; what is done stays done
 * @property {number} [beam]  beam size (default 4, the engine's; 1 = greedy)
 * @property {Record<string, string>} [glossary]  terms translated exactly (see TranslateOptions)
 * @property {string[]} [doNotTranslate]  terms kept as they are (besides `translate="no"` elements)
 *
 * @typedef {object} PageTranslation
 * @property {number} translated  texts changed
 * @property {number} total       texts found
 * @property {boolean} cancelled  the signal stopped it before the end
 * @property {number} cacheHits  texts the translator's sentence cache already held (a repeated
 *   text, or a page translated again with the same translator)
 * @property {() => void} restore puts back every original text and attribute
 */

/**
 * Translates the text of `root` in place (web/heed.js's translatePage). Resolves when done or
 * cancelled (then `cancelled` is true and the part done stays translated, so `restore()` can
 * still undo it). Rejects only when the model cannot be loaded.
 * @param {Element} root
 * @param {TranslatePageOptions} options
 * @param {(options: CreateOptions) => Promise<Translator>} create  Translator.create
 * @returns {Promise<PageTranslation>}
 */
export async function translateSubtree(root, options, create) {
  const { onProgress, signal } = options;
  const jobs = collect(root);
  /** @type {(() => void)[]} */
  const undo = [];
  const outcome = {
    translated: 0, total: jobs.length, cancelled: false, cacheHits: 0,
    restore() { for (let i = undo.length - 1; i >= 0; --i) undo[i](); undo.length = 0; },
  };
  const translator = options.translator ?? await create({ model: /** @type {any} */ (options.model), signal, onProgress });
  try {
    onProgress?.({ phase: 'translate', loaded: 0, total: jobs.length, cacheHits: 0 });
    for (const job of jobs) {
      if (signal?.aborted) { outcome.cancelled = true; break; }
      try {
        const cached = await job.run(translator, {
          beam: options.beam ?? 4, glossary: options.glossary, doNotTranslate: options.doNotTranslate, signal,
        }, undo);
        if (cached) outcome.cacheHits += 1;
      } catch (e) {
        if (e instanceof HeedError && e.code === 'aborted') { outcome.cancelled = true; break; }
        throw e;
      }
      outcome.translated += 1;
      onProgress?.({ phase: 'translate', loaded: outcome.translated, total: jobs.length, cacheHits: outcome.cacheHits });
    }
  } finally {
    if (!options.translator) translator.dispose();
  }
  return outcome;
}

/**
 * @typedef {{beam: number, glossary?: Record<string, string>, doNotTranslate?: string[], signal?: AbortSignal}} JobOptions
 * @typedef {{run: (t: Translator, o: JobOptions, undo: (() => void)[]) => Promise<boolean>}} Job  resolves
 *   to whether the translation came from the sentence cache
 * @param {Element} root @returns {Job[]}
 */
function collect(root) {
  /** @type {Map<Element, Text[]>} */
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
    if (SKIP.has(el.tagName.toUpperCase()) || el.getAttribute('translate') === 'no' || hidden(el)) return;
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value && /\p{L}/u.test(value)) attributeJobs.push(attributeJob(el, name, value));
    }
    for (const child of el.childNodes) walk(child);
  };
  walk(root);
  return [...[...blocks.values()].map(textJob), ...attributeJobs];
}

/** The nearest ancestor that is not inline (or root): its text nodes form one text. */
function blockOf(/** @type {Element} */ el, /** @type {Element} */ root) {
  let at = el;
  while (at !== root && INLINE.has(at.tagName.toUpperCase()) && at.parentElement) at = at.parentElement;
  return at;
}

/** Hidden by markup or style: its text is not shown, so it is left alone. */
function hidden(/** @type {Element} */ el) {
  if (el.hasAttribute('hidden')) return true;
  if (typeof getComputedStyle !== 'function') return false;
  const style = getComputedStyle(el);
  return style.display === 'none' || style.visibility === 'hidden';
}

/** @param {Element} el @param {string} name @param {string} value @returns {Job} */
function attributeJob(el, name, value) {
  return {
    async run(translator, options, undo) {
      const r = await translator.translate(value, { ...options, reportAttention: false });
      undo.push(() => el.setAttribute(name, value));
      el.setAttribute(name, r.text);
      return r.cached;
    },
  };
}

/**
 * One paragraph: its text nodes' data joined, translated as one text, cut back into the nodes.
 * @param {Text[]} nodes @returns {Job}
 */
function textJob(nodes) {
  return {
    async run(translator, options, undo) {
      const originals = nodes.map((n) => n.data);
      const source = originals.join('');
      /** @type {{span: {begin: number, end: number}, attention: number[], sourceSpans: {begin: number, end: number}[]}[]} */
      const tokens = [];
      const result = await translator.translate(source, {
        ...options, onToken: (ev) => tokens.push({ span: ev.targetSpan, attention: ev.attention, sourceSpans: ev.sourceSpans }),
      });
      const texts = distribute(result.text, tokens, originals);
      undo.push(() => nodes.forEach((n, i) => { n.data = originals[i]; }));
      nodes.forEach((n, i) => { n.data = texts[i]; });
      return result.cached;
    },
  };
}

/**
 * The units a translation is cut at: words, and runs of punctuation apart from them, so that
 * "documento." can leave its period to the text node after a link.
 * @param {string} text @returns {{begin: number, end: number}[]}
 */
export function unitSpans(text) {
  const units = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*|[^\s\p{L}\p{N}\p{M}]+/gu)) {
    units.push({ begin: m.index, end: m.index + m[0].length });
  }
  return units;
}

/**
 * Cuts `translation` into one string per original text node. Each target word scores each node
 * by the attention its tokens put on the source tokens inside that node; words are then split
 * into contiguous runs in reading order (monotoneAssign). Nodes keep their own leading and
 * trailing whitespace so the inline tags stay separated as before.
 * @param {string} translation
 * @param {{span: {begin: number, end: number}, attention: number[], sourceSpans: {begin: number, end: number}[]}[]} tokens
 * @param {string[]} originals
 * @returns {string[]}
 */
export function distribute(translation, tokens, originals) {
  const starts = [];
  let at = 0;
  for (const o of originals) { starts.push(at); at += o.length; }
  const nodeOf = (/** @type {number} */ offset) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1] <= offset) ++k;
    return k;
  };
  // Only nodes with words take part; whitespace-only ones keep their text.
  const content = originals.map((o, i) => (/\S/u.test(o) ? i : -1)).filter((i) => i >= 0);
  const slotOfNode = new Map(content.map((node, slot) => [node, slot]));
  const words = unitSpans(translation);
  const score = words.map(() => new Float32Array(content.length));
  for (const tok of tokens) {
    const w = words.findIndex((s) => s.begin < tok.span.end && tok.span.begin < s.end);
    if (w < 0) continue;
    tok.sourceSpans.forEach((s, j) => {
      if (s.end <= s.begin) return;  // EOS
      const slot = slotOfNode.get(nodeOf(s.begin));
      if (slot !== undefined) score[w][slot] += tok.attention[j] ?? 0;
    });
  }
  const slotOfWord = monotoneAssign(score, content.length);
  const texts = originals.map((o) => (/\S/u.test(o) ? '' : o));
  content.forEach((node, slot) => {
    const first = slotOfWord.indexOf(slot);
    if (first < 0) return;
    const last = slotOfWord.lastIndexOf(slot);
    const lead = /^\s/u.test(originals[node]) && node !== content[0] ? ' ' : '';
    let trail = /\s$/u.test(originals[node]) && slot !== content.length - 1 ? ' ' : '';
    // Words that the translation separates must stay separated even where the original
    // nodes touched ("<b>Save</b>now" is rare, but a word may move next to a tag).
    const next = content[slot + 1];
    const gap = next === undefined ? '' : originals.slice(node, next + 1).join('').slice(
      originals[node].trimEnd().length, -(originals[next].trimStart().length) || undefined);
    // Where the translation separates this node's last word from the next node's first word
    // but the original put no space between the nodes, keep the words apart.
    const spaced = last + 1 < words.length && /\s/u.test(translation.slice(words[last].end, words[last + 1].begin));
    if (!trail && next !== undefined && !/\s/u.test(gap) && spaced) trail = ' ';
    texts[node] = lead + translation.slice(words[first].begin, words[last].end) + trail;
  });
  // Text before the first word and after the last (the input's own edges) stays around it.
  const firstNode = content[0], lastNode = content[content.length - 1];
  texts[firstNode] = (originals[firstNode].match(/^\s*/u)?.[0] ?? '') + texts[firstNode];
  texts[lastNode] = texts[lastNode] + (originals[lastNode].match(/\s*$/u)?.[0] ?? '');
  return texts;
}
