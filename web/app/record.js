// What the page knows about the translation on screen: every token event, grouped by sentence,
// with the source words and target words they belong to. Views ask it for word-level weights.
import { attentionRow, tokenWordSpans, wordIndexOf, wordSpans } from '../heed.js';

/**
 * @typedef {import('../heed.js').TokenEvent} TokenEvent
 * @typedef {{tokens: number[], sourceSpans: {begin: number, end: number}[], sourceWord: number[]}} SentenceInfo
 */

/** Where an event's own text starts: after the sentence separator its delta may carry. @param {TokenEvent} ev */
export function textStart(ev) {
  return ev.targetSpan.begin + (/^\s*/u.exec(ev.delta)?.[0].length ?? 0);
}

export class TranslationRecord {
  /** @param {string} source the text being translated */
  constructor(source) {
    this.source = source;
    /** Source words: the units that light up in the textarea. */
    this.sourceWords = wordSpans(source);
    /** @type {TokenEvent[]} */
    this.tokens = [];
    /** Target word of each token (index into targetWords). @type {number[]} */
    this.tokenWord = [];
    /** Tokens of each target word. @type {number[][]} */
    this.targetWords = [];
    /** @type {Map<number, SentenceInfo>} */
    this.sentences = new Map();
    /** The view selection: decoder layer (-1 = the engine's default) and head (-1 = mean). */
    this.layer = -1;
    this.head = -1;
  }

  /** @param {TokenEvent} ev @param {number} word target word it landed in @returns {number} token index */
  add(ev, word) {
    const index = this.tokens.length;
    this.tokens.push(ev);
    this.tokenWord.push(word);
    while (this.targetWords.length <= word) this.targetWords.push([]);
    this.targetWords[word].push(index);
    let s = this.sentences.get(ev.sentence);
    if (!s) {
      s = { tokens: [], sourceSpans: ev.sourceSpans, sourceWord: wordIndexOf(ev.sourceSpans, this.sourceWords) };
      this.sentences.set(ev.sentence, s);
    }
    s.tokens.push(index);
    return index;
  }

  /**
   * Moves sentence `s`'s tokens to the words their pieces make up (tokenWordSpans), once all its
   * text is written. While it streams a token goes with the word its text landed in, but the
   * engine writes a word's text a token or more after the token that opens it (a word that may
   * still change, an article waiting for its noun), so that word was often the one before.
   * @param {number} s @param {string} text the output text
   * @param {(offset: number) => number} wordAt  the target word at an offset of `text` (-1: none)
   * @returns {number[]} the target words whose tokens changed
   */
  realign(s, text, wordAt) {
    const info = this.sentences.get(s);
    if (!info) return [];
    const events = info.tokens.map((t) => this.tokens[t]);
    const first = events.find((ev) => ev.delta.trim() !== '');
    if (!first) return [];
    const begin = textStart(first);
    const end = Math.max(...events.map((ev) => ev.targetSpan.end));
    /** @type {{targetSpan: {begin: number, end: number}}[]} */
    const sentences = [];
    sentences[s] = { targetSpan: { begin, end } };
    const spans = tokenWordSpans(text, events, sentences);
    const changed = new Set();
    info.tokens.forEach((t, i) => {
      const w = spans[i].end > spans[i].begin ? wordAt(spans[i].begin) : -1;
      const old = this.tokenWord[t];
      if (w < 0 || w === old) return;
      this.targetWords[old] = this.targetWords[old].filter((x) => x !== t);
      while (this.targetWords.length <= w) this.targetWords.push([]);
      this.targetWords[w].push(t);
      this.targetWords[w].sort((a, b) => a - b);
      this.tokenWord[t] = w;
      changed.add(old).add(w);
    });
    return [...changed];
  }

  /** Attention row of token `t` under the current layer/head selection. @param {number} t */
  row(t) { return attentionRow(this.tokens[t].crossAttention, this.layer, this.head); }

  /**
   * Forgets token `t` and every token after it, keeping the first `words` target words (a
   * sentence being rewritten from `t`). @param {number} t @param {number} words
   */
  truncate(t, words) {
    this.tokens.length = Math.min(this.tokens.length, t);
    this.tokenWord.length = this.tokens.length;
    this.targetWords.length = Math.min(this.targetWords.length, words);
    for (const list of this.targetWords) while (list.length && list[list.length - 1] >= t) list.pop();
    for (const [s, info] of this.sentences) {
      info.tokens = info.tokens.filter((x) => x < t);
      if (!info.tokens.length) this.sentences.delete(s);
    }
  }

  /**
   * Weight of each source word in token `t`'s attention row, summed per word (the row the
   * model computed before it chose the token, so every alternative at `t` shares it).
   * @param {number} t @returns {Map<number, number>}
   */
  sourceWeightsOfToken(t) {
    const out = new Map();
    const s = this.sentences.get(this.tokens[t].sentence);
    if (!s) return out;
    this.row(t).forEach((a, j) => {
      const sw = s.sourceWord[j];
      if (sw >= 0) out.set(sw, (out.get(sw) || 0) + a);
    });
    return out;
  }

  /**
   * Weight of each source word for target word `w`: its tokens' attention averaged, summed per
   * source word. @param {number} w @returns {Map<number, number>}
   */
  sourceWeightsOfTarget(w) {
    const out = new Map();
    const toks = this.targetWords[w] || [];
    for (const t of toks) {
      const s = /** @type {SentenceInfo} */ (this.sentences.get(this.tokens[t].sentence));
      this.row(t).forEach((a, j) => {
        const sw = s.sourceWord[j];
        if (sw >= 0) out.set(sw, (out.get(sw) || 0) + a / toks.length);
      });
    }
    return out;
  }

  /**
   * Weight each target word put on source word `sw` (the reverse view).
   * @param {number} sw @returns {Map<number, number>}
   */
  targetWeightsOfSource(sw) {
    const out = new Map();
    this.tokens.forEach((tok, t) => {
      const s = /** @type {SentenceInfo} */ (this.sentences.get(tok.sentence));
      const row = this.row(t);
      let sum = 0;
      s.sourceWord.forEach((word, j) => { if (word === sw) sum += row[j]; });
      if (sum > 0) {
        const w = this.tokenWord[t];
        out.set(w, (out.get(w) || 0) + sum / this.targetWords[w].length);
      }
    });
    return out;
  }

  /** Probability of the least likely token of target word `w`. @param {number} w */
  wordProbability(w) {
    return Math.min(...(this.targetWords[w] || []).map((t) => Math.exp(this.tokens[t].logProb)));
  }
}
