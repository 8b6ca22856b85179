// From token-level cross-attention to word-level links: which source words a target word
// looked at, and the reverse. Shared by the demo page (web/app/) and translatePage().
// All spans are UTF-16 offsets, as in web/heed.js.

/** @typedef {{begin: number, end: number}} Span */

/**
 * Words of `text`: maximal runs of non-whitespace. @param {string} text @returns {Span[]}
 */
export function wordSpans(text) {
  const words = [];
  for (const m of text.matchAll(/\S+/gu)) words.push({ begin: m.index, end: m.index + m[0].length });
  return words;
}

/**
 * For each span in `items`, the index of the word it overlaps first (-1 if none: an empty or
 * whitespace-only span). Both lists are sorted; `items` may be empty spans (EOS).
 * @param {Span[]} items @param {Span[]} words @returns {number[]}
 */
export function wordIndexOf(items, words) {
  return items.map((s) => {
    if (s.end <= s.begin) return -1;
    // Binary search for the first word ending after s.begin.
    let lo = 0, hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid].end <= s.begin) lo = mid + 1; else hi = mid;
    }
    return lo < words.length && words[lo].begin < s.end ? lo : -1;
  });
}

/**
 * A token's cross-attention as the engine emits it (wasm/bind_token_event.cc): one block,
 * `weights[(l * heads + h) * source + j]` for decoder layer `firstLayer + l`, head h, source
 * token j. It holds the reported `layer` only, or every decoder layer with `reportAllLayers`.
 * @typedef {object} AttentionBlock
 * @property {Float32Array} weights  [layers][heads][source]
 * @property {number} layer  the reported decoder layer (`attentionLayer`, -1 resolved)
 * @property {number} firstLayer  decoder layer of the first block
 * @property {number} layers
 * @property {number} heads
 * @property {number} source  source tokens, EOS included
 */

/**
 * A token's attention row for a view: one layer's head, or the mean of its heads. The one place
 * where attention is selected and averaged: the module's `attention`, `headAttention` and
 * `layerAttention` fields, the demo's overlays and heatmap all come from here.
 * @param {AttentionBlock|undefined} block  undefined: attention was not reported
 * @param {number} layer  decoder layer; -1 (or a layer the block lacks) = the reported one
 * @param {number} head   -1 = mean of heads
 * @returns {Float32Array} a head: a view into `block.weights` (no copy); the mean: a new array;
 *   empty without a block
 */
export function attentionRow(block, layer, head) {
  if (!block || !block.layers) return new Float32Array(0);
  const { weights, heads, source } = block;
  const l = layer >= block.firstLayer && layer < block.firstLayer + block.layers ? layer : block.layer;
  const at = (/** @type {number} */ h) => ((l - block.firstLayer) * heads + h) * source;
  if (head >= 0) {
    const h = Math.min(head, heads - 1);
    return weights.subarray(at(h), at(h) + source);
  }
  const mean = new Float32Array(source);
  for (let h = 0; h < heads; ++h) {
    const from = at(h);
    for (let j = 0; j < source; ++j) mean[j] += weights[from + j];
  }
  for (let j = 0; j < source; ++j) mean[j] /= heads;
  return mean;
}

/**
 * Sums attention rows into a (target groups × source groups) matrix: `rows[t]` is the attention
 * of target token t over its sentence's source tokens, `sourceGroup[t][j]` the group of source
 * token j (-1 = none), `targetGroup[t]` the group of target token t. Target groups average their
 * tokens' rows, so a word of three pieces weighs as much as a word of one.
 * @param {number[][]} rows @param {number[][]} sourceGroup @param {number[]} targetGroup
 * @param {number} targetGroups @param {number} sourceGroups
 * @returns {Float32Array[]} [targetGroups] of Float32Array(sourceGroups)
 */
export function groupAttention(rows, sourceGroup, targetGroup, targetGroups, sourceGroups) {
  const out = Array.from({ length: targetGroups }, () => new Float32Array(sourceGroups));
  const counts = new Array(targetGroups).fill(0);
  rows.forEach((row, t) => {
    const g = targetGroup[t];
    if (g < 0) return;
    counts[g] += 1;
    const groups = sourceGroup[t];
    for (let j = 0; j < row.length; ++j) if (groups[j] >= 0) out[g][groups[j]] += row[j];
  });
  out.forEach((r, g) => { if (counts[g] > 1) for (let j = 0; j < r.length; ++j) r[j] /= counts[g]; });
  return out;
}

/**
 * Splits `words` target words, in order, into contiguous groups, one per slot, maximising the
 * attention mass each word puts on its slot: the monotone alignment that lets translatePage put
 * a translation back into the text nodes of a paragraph with inline markup in reading order.
 * Every slot gets at least one word when there are enough words, but an `optional` one may stay
 * empty (a node whose source words all run on into another node: "The" of "The <b>United
 * States</b>", translated as one name).
 * @param {Float32Array[]|number[][]} score  [words][slots] attention of word i on slot j
 * @param {number} slots
 * @param {boolean[]} [optional]  [slots] the slots that may stay empty
 * @returns {number[]} slot of each word, non-decreasing
 */
export function monotoneAssign(score, slots, optional = []) {
  const n = score.length;
  if (n === 0) return [];
  if (slots <= 1) return new Array(n).fill(0);
  // Slots after j that must get a word; slots a run of words may jump over.
  const requiredAfter = new Array(slots).fill(0);
  for (let j = slots - 2; j >= 0; --j) requiredAfter[j] = requiredAfter[j + 1] + (optional[j + 1] ? 0 : 1);
  const required = requiredAfter[0] + (optional[0] ? 0 : 1);
  const strict = required > 0 && n >= required;  // each required slot non-empty
  // lowestFrom[j]: the lowest slot whose word may be followed by one in slot j (only optional
  // slots between them, when strict).
  const lowestFrom = new Array(slots).fill(0);
  for (let j = 1; j < slots; ++j) lowestFrom[j] = !strict ? 0 : optional[j - 1] ? lowestFrom[j - 1] : j - 1;
  const NEG = -Infinity;
  // best[i][j]: best total for words 0..i with word i in slot j; from[i][j]: slot of word i-1.
  const best = Array.from({ length: n }, () => new Float64Array(slots).fill(NEG));
  const from = Array.from({ length: n }, () => new Int32Array(slots).fill(-1));
  // The first word's slot: the first one when strict, or one before which every slot is optional.
  for (let j = 0, open = true; j < slots && (open || !strict); ++j) {
    if (!strict || requiredAfter[j] <= n - 1) best[0][j] = score[0][j];
    open = open && !!optional[j];
  }
  for (let i = 1; i < n; ++i) {
    for (let j = 0; j < slots; ++j) {
      // Strict: enough words must remain for the required slots after j.
      if (strict && n - 1 - i < requiredAfter[j]) continue;
      // Staying in slot j, or entering it from an earlier one it may follow.
      let value = best[i - 1][j], arg = j;
      for (let k = lowestFrom[j]; k < j; ++k) if (best[i - 1][k] > value) { value = best[i - 1][k]; arg = k; }
      if (value === NEG) continue;
      best[i][j] = value + score[i][j];
      from[i][j] = arg;
    }
  }
  // The last word's slot: the last one when strict, or one after which every slot is optional.
  let j = -1;
  for (let k = 0; k < slots; ++k) {
    if (strict && requiredAfter[k] > 0) continue;
    if (best[n - 1][k] > NEG && (j < 0 || best[n - 1][k] > best[n - 1][j])) j = k;
  }
  if (j < 0) j = 0;
  const out = new Array(n);
  for (let i = n - 1; i >= 0; --i) { out[i] = j; j = from[i][j]; }
  return out;
}

/**
 * Where each token's word is in the translation: one span per event (empty where its sentence
 * wrote no words). The engine writes a word's text once the word is done, with the token after it
 * or later where a text rule holds it back (text/restore.h), so a token's own text lags behind
 * it; its place among its sentence's pieces does not: a piece opening with "▁" starts the next
 * whitespace-separated word. The pieces' words are aligned with the sentence's written words in
 * order, alike ones first (the rules rewrite some: a placeholder "%1" becomes a date of several
 * words, "de el" becomes "del", an adjective takes its noun's gender), and a piece word no
 * written word matches takes its neighbour's.
 * @param {string} translation
 * @param {{piece: string, sentence: number}[]} events  the token events, in order
 * @param {({targetSpan: {begin: number, end: number}}|undefined)[]} sentences  by sentence index: the
 *   result's sentences (or only those of the events)
 * @returns {{begin: number, end: number}[]}
 */
export function tokenWordSpans(translation, events, sentences) {
  const spans = events.map(() => ({ begin: 0, end: 0 }));
  /** @type {Map<number, number[]>} event indices of each sentence */
  const bySentence = new Map();
  events.forEach((ev, i) => {
    if (!bySentence.has(ev.sentence)) bySentence.set(ev.sentence, []);
    /** @type {number[]} */ (bySentence.get(ev.sentence)).push(i);
  });
  for (const [sentence, members] of bySentence) {
    const target = sentences[sentence]?.targetSpan ?? { begin: 0, end: 0 };
    const written = wordSpans(translation.slice(target.begin, target.end))
      .map((w) => ({ begin: target.begin + w.begin, end: target.begin + w.end }));
    members.forEach((i) => { spans[i] = { begin: target.begin, end: target.begin }; });
    if (!written.length) continue;
    // The pieces' words: a new one at each "▁" (and at the first piece).
    /** @type {number[]} */
    const wordOfEvent = [];
    /** @type {string[]} */
    const pieceWords = [];
    for (const i of members) {
      const piece = events[i].piece;
      if (piece.startsWith('▁') || !pieceWords.length) pieceWords.push('');
      pieceWords[pieceWords.length - 1] += piece.replace(/^▁/u, '');
      wordOfEvent.push(pieceWords.length - 1);
    }
    const match = alignWords(pieceWords, written.map((w) => translation.slice(w.begin, w.end)));
    members.forEach((i, k) => {
      const piece = events[i].piece;
      let w = match[wordOfEvent[k]];
      // A piece of punctuation goes with the first word up to the next piece word's that has it
      // ("." after a date a placeholder wrote as several words).
      const mark = piece.replace(/^▁/u, '');
      if (mark && !/[\p{L}\p{N}\p{M}]/u.test(mark) && !PLACEHOLDER_START.test(piece)) {
        const next = wordOfEvent[k] + 1 < pieceWords.length ? match[wordOfEvent[k] + 1] : written.length - 1;
        for (let v = w; v <= Math.max(w, next); ++v) {
          if (translation.slice(written[v].begin, written[v].end).includes(mark[0])) { w = v; break; }
        }
      }
      spans[i] = partOfWord(translation, written[w], piece);
    });
  }
  return spans;
}

/** The first piece of a placeholder ("%1": "▁%", "1"), the engine's stand-in for a protected span. */
const PLACEHOLDER_START = /^▁?%$/u;

/**
 * The part of a written word a piece stands for: a piece of punctuation its punctuation before
 * or after the letters ("." of "documento.", which may belong to the node after a link), any
 * other piece the letters. @param {string} text @param {{begin: number, end: number}} word @param {string} piece
 */
function partOfWord(text, word, piece) {
  const m = /[\p{L}\p{N}\p{M}](?:.*[\p{L}\p{N}\p{M}])?/su.exec(text.slice(word.begin, word.end));
  if (!m) return word;
  const core = { begin: word.begin + m.index, end: word.begin + m.index + m[0].length };
  // A placeholder's "%" stands for the span it becomes, letters and all ("/etc/group").
  if (/[\p{L}\p{N}\p{M}]/u.test(piece) || PLACEHOLDER_START.test(piece)) return core;
  // Punctuation: the side of the letters it is on (after them unless the word starts with it).
  if (core.end < word.end && (core.begin === word.begin || !text.slice(word.begin, core.begin).includes(piece.replace(/^▁/u, '')[0] ?? ''))) {
    return { begin: core.end, end: word.end };
  }
  return core.begin > word.begin ? { begin: word.begin, end: core.begin } : core;
}

/** How alike a piece word and a written word are (their letters and digits, lower-cased): 2 the
 * same, 1 the same start, 0 else; two without any alike only to each other. */
function likeness(/** @type {string} */ x, /** @type {string} */ y) {
  if (!x || !y) return x === y ? 1 : 0;
  if (x === y) return 2;
  let common = 0;
  while (common < x.length && common < y.length && x[common] === y[common]) ++common;
  return common >= Math.min(3, x.length, y.length) ? 1 : 0;
}

/**
 * For each piece word, the index of a written word (there is at least one): the
 * in-order alignment with the most likeness (gaps free), then each unmatched piece word takes
 * the word after its predecessor's match (or the first, or the last).
 * @param {string[]} pieceWords @param {string[]} writtenWords @returns {number[]}
 */
function alignWords(pieceWords, writtenWords) {
  // Compared by their letters and digits, in lower case.
  const norm = (/** @type {string} */ x) => x.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const a = pieceWords.map(norm), b = writtenWords.map(norm);
  const n = a.length, m = b.length;
  // best[i][j]: most likeness aligning a[0..i) with b[0..j).
  const best = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = 1; i <= n; ++i) {
    for (let j = 1; j <= m; ++j) {
      const pair = likeness(a[i - 1], b[j - 1]);
      best[i][j] = Math.max(best[i - 1][j], best[i][j - 1], pair > 0 ? best[i - 1][j - 1] + pair : -1);
    }
  }
  const match = new Array(n).fill(-1);
  for (let i = n, j = m; i > 0 && j > 0;) {
    const pair = likeness(a[i - 1], b[j - 1]);
    if (pair > 0 && best[i][j] === best[i - 1][j - 1] + pair) { match[i - 1] = j - 1; --i; --j; }
    else if (best[i][j] === best[i - 1][j]) --i;
    else --j;
  }
  for (let i = 0; i < n; ++i) {
    if (match[i] >= 0) continue;
    const before = i > 0 ? match[i - 1] : -1;
    match[i] = Math.min(m - 1, before + 1);
  }
  return match;
}
