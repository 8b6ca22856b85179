// The public shapes of what the engine answers: the Embind objects of wasm/bind_token_event.cc
// and wasm/bind_translation_result.cc turned into web/heed.js's TokenEvent and TranslationResult.
import { attentionRow } from './alignment.js';

/**
 * @typedef {import('./heed.js').TokenEvent} TokenEvent
 * @typedef {import('./heed.js').TranslationResult} TranslationResult
 * @typedef {import('./heed.js').SentenceResult} SentenceResult
 * @typedef {import('./heed.js').Token} Token
 * @typedef {import('./alignment.js').AttentionBlock} AttentionBlock
 */

/**
 * The public TokenEvent from the engine's (wasm/bind_token_event.cc): its attention fields are
 * rows of the one block it carries, through attentionRow.
 * @param {any} raw @param {boolean} allLayers  reportAllLayers was asked for
 * @returns {TokenEvent}
 */
export function shapeEvent(raw, allLayers) {
  /** @type {AttentionBlock|undefined} */
  const block = raw.crossAttention;
  const headsOf = (/** @type {number} */ layer) =>
    Array.from({ length: block ? block.heads : 0 }, (_, h) => attentionRow(block, layer, h));
  // The rows are made on first read, once: a page that draws from the block itself (the demo's
  // heatmap) does not pay for 50 row views and a mean per token (7% of its main thread).
  /** @type {Float32Array|undefined} */ let mean;
  /** @type {Float32Array[]|undefined} */ let heads;
  /** @type {Float32Array[][]|undefined} */ let layers;
  return {
    ...raw,
    get attention() { return (mean ??= attentionRow(block, -1, -1)); },
    get headAttention() { return (heads ??= headsOf(-1)); },
    get layerAttention() {
      if (!allLayers || !block) return undefined;
      return (layers ??= Array.from({ length: block.layers }, (_, l) => headsOf(block.firstLayer + l)));
    },
  };
}

/** @param {any} raw the Embind result (wasm/bind_translation_result.cc) @returns {Omit<TranslationResult, 'cached'>} */
export function shapeResult(raw) {
  /** @type {Token[]} */
  const tokens = [];
  raw.sentences.forEach((/** @type {SentenceResult} */ s, /** @type {number} */ i) => {
    s.targetIds.forEach((id, t) => tokens.push({ sentence: i, id, piece: s.targetPieces[t], logProb: s.targetLogProbs[t] }));
  });
  return {
    text: raw.text,
    sentences: raw.sentences,
    tokens,
    attention: raw.sentences.map((/** @type {SentenceResult} */ s) => s.attention),
    scores: raw.sentences.map((/** @type {SentenceResult} */ s) => s.score),
  };
}
