// Rewriting one sentence of the translation on screen. From a target word on, with the word a
// reader chose (one of the model's alternatives, or typed), the engine re-decodes the rest of
// that sentence under a forced prefix, streaming; the page replaces that part of the text, of the
// record and of the heatmap, and leaves the sentences after it as they were. An edited sentence
// is marked and has a Reset button that puts its original token events back, exactly.
//
// Alternatives are asked for only when a menu opens (one short greedy run up to the word, k = 8),
// never during a normal translation, which stays as fast as without them.
import { HeedError } from '../heed.js';
import { textStart } from './record.js';

/** How many alternatives the menu asks for (the engine's maximum). */
export const MENU_ALTERNATIVES = 8;

/**
 * @typedef {import('../heed.js').TokenEvent} TokenEvent
 * @typedef {import('./record.js').TranslationRecord} TranslationRecord
 * @typedef {import('./output_view.js').OutputView} OutputView
 * @typedef {{piece: string}|{typed: string}} Choice  an alternative's piece, or the reader's word
 * @typedef {{piece: string, text: string, probability: number, current: boolean}} Alternative
 *
 * @typedef {object} EditHooks  what the page lends the editor
 * @property {() => TranslationRecord|null} record  the translation on screen
 * @property {() => import('../heed.js').Translator|null} translator
 * @property {() => number} beam
 * @property {() => boolean} busy  a run is streaming
 * @property {(record: TranslationRecord, ev: TokenEvent) => void} show  one token event into the
 *   record, the output and the heatmap, as while streaming
 * @property {(record: TranslationRecord, sentences: number[]) => void} realign  those sentences'
 *   text is all written again: their tokens to their words (TranslationRecord.realign)
 * @property {(sentence: number) => void} cut  the record lost `sentence`'s end and what follows
 * @property {() => AbortController} begin  a re-decode starts (the Stop button aborts it)
 * @property {(run: AbortController) => void} end
 * @property {(text: string) => void} status  the page's status line (a polite live region)
 */

/**
 * Where a sentence is and how to rewrite it from word `w`. @typedef {object} Place
 * @property {TranslationRecord} record
 * @property {number} t  the word's first token
 * @property {number} s  its sentence
 * @property {number} sentenceStart  output offset of the sentence's text (after its separator)
 * @property {number} cutAt  output offset the rewrite starts at
 * @property {string} kept  the sentence's text before cutAt
 * @property {{begin: number, end: number}} source  the sentence in the source text
 */

export class SentenceEdits {
  /** @param {OutputView} output @param {EditHooks} hooks */
  constructor(output, hooks) {
    this.output = output;
    this.hooks = hooks;
    /** @type {TranslationRecord|null} the record the edits below belong to */
    this.record = null;
    /** Original token events of each edited sentence. @type {Map<number, TokenEvent[]>} */
    this.originals = new Map();
    /** The reader's word in each edited sentence, as offsets from the sentence's start. @type {Map<number, {begin: number, end: number}>} */
    this.chosen = new Map();
  }

  /** The record on screen; a new translation drops the edits of the one before. */
  current() {
    const record = this.hooks.record();
    if (record !== this.record) {
      this.record = record;
      this.originals.clear();
      this.chosen.clear();
    }
    return record;
  }

  /** @param {number} s @returns {boolean} */
  isEdited(s) { return this.current() !== null && this.originals.has(s); }

  /** @param {number} w @returns {Place|null} */
  place(w) {
    const record = this.current();
    const t = record?.targetWords[w]?.[0];
    if (!record || t === undefined) return null;
    const s = record.tokens[t].sentence;
    const info = record.sentences.get(s);
    if (!info) return null;
    const sentenceStart = textStart(record.tokens[info.tokens[0]]);
    // The word's own start: its first token's text may have come with a later token's, and an
    // earlier word's with its own (the engine holds a word that may still change).
    const cutAt = Math.max(this.output.wordRanges[w]?.begin ?? record.tokens[t].targetSpan.begin, sentenceStart);
    const spans = info.sourceSpans.filter((x) => x.end > x.begin);
    if (!spans.length) return null;
    const source = { begin: Math.min(...spans.map((x) => x.begin)), end: Math.max(...spans.map((x) => x.end)) };
    return { record, t, s, sentenceStart, cutAt, kept: this.output.text.slice(sentenceStart, cutAt), source };
  }

  /**
   * What the menu shows for word `w`: the word, the source words its position attends to (top
   * 3), and the model's alternatives there (a short greedy run forced up to the word).
   * @param {number} w
   * @returns {{word: string, sentence: number, sourceWords: {word: string, weight: number}[], alternatives: Promise<Alternative[]>}|null}
   */
  offer(w) {
    const p = this.place(w);
    const translator = this.hooks.translator();
    if (!p || !translator) return null;
    const weights = [...p.record.sourceWeightsOfToken(p.t).entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const sourceWords = weights.map(([sw, weight]) => {
      const span = p.record.sourceWords[sw];
      return { word: p.record.source.slice(span.begin, span.end), weight };
    });
    return {
      word: this.output.words[w]?.textContent ?? '',
      sentence: p.s,
      sourceWords,
      alternatives: this.alternativesAt(p, translator),
    };
  }

  /** @param {Place} p @param {import('../heed.js').Translator} translator @returns {Promise<Alternative[]>} */
  async alternativesAt(p, translator) {
    const prefix = p.kept.trimEnd();
    const run = new AbortController();
    // The first token after the prefix (the model's own choice at the word) and its rivals.
    let free = false;
    /** @type {NonNullable<TokenEvent['alternatives']>} */
    let found = [];
    const pastPrefix = spelledOut(prefix);
    try {
      await translator.translate(p.record.source.slice(p.source.begin, p.source.end), {
        beam: 1, prefix, alternatives: MENU_ALTERNATIVES, reportAttention: false, signal: run.signal,
        onToken: (ev) => {
          // The first token after the prefix's own: its text may come only with a later token's.
          const past = pastPrefix(ev);
          if (free || (!past && ev.targetSpan.end <= prefix.length)) return;
          free = true;
          found = ev.alternatives ?? [];
          run.abort();  // the rest of the sentence is not needed
        },
      });
    } catch (e) {
      if (!(free && e instanceof HeedError && e.code === 'aborted')) throw e;
    }
    const atStart = p.cutAt === p.sentenceStart;
    const currentPiece = p.record.tokens[p.t].piece;
    /** @type {Alternative[]} */
    const out = [];
    for (const a of found) {
      // A piece that does not start a word would glue onto the word before; control pieces
      // (</s>, <unk>) are no words.
      if (/^<.*>$/u.test(a.piece) || (!atStart && !a.piece.startsWith('▁'))) continue;
      const text = a.piece.replace(/▁/gu, ' ').trim();
      if (!text || out.some((o) => o.text === text)) continue;
      out.push({ piece: a.piece, text, probability: Math.exp(a.logProb), current: a.piece === currentPiece });
    }
    return out;
  }

  /**
   * Rewrites word `w`'s sentence from that word: the text before it, then the choice, then
   * whatever the model decodes after them, streamed into the page.
   * @param {number} w @param {Choice} choice @returns {Promise<void>}
   */
  async rewrite(w, choice) {
    const started = performance.now();  // the reader's choice: timings count from here
    const p = this.place(w);
    const translator = this.hooks.translator();
    if (!p || !translator || this.hooks.busy()) return;
    const word = ('typed' in choice ? choice.typed : choice.piece.replace(/▁/gu, ' ')).trim();
    if (!word) return;
    const { record, s, t, kept } = p;
    const replacement = (kept === '' || /\s$/u.test(kept) ? '' : ' ') + word;
    const prefix = kept + replacement;
    const info = /** @type {import('./record.js').SentenceInfo} */ (record.sentences.get(s));
    if (!this.originals.has(s)) this.originals.set(s, info.tokens.map((x) => record.tokens[x]));
    this.chosen.set(s, { begin: prefix.length - word.length, end: prefix.length });
    const later = record.tokens.slice(info.tokens[info.tokens.length - 1] + 1);
    this.output.root.focus();  // the word (and the menu) go away; the rewritten word gets focus back
    this.output.cut(p.cutAt, later.length ? later[0].targetSpan.begin : this.output.text.length);
    record.truncate(t, this.output.words.length);
    this.hooks.cut(s);
    const run = this.hooks.begin();
    this.hooks.status(`Re-translating sentence ${s + 1} from “${word}”…`);
    const timing = { sentence: s, chosenShownMs: 0, firstTokenMs: 0, totalMs: 0, tokens: 0 };
    let failure = '';
    const pastKept = spelledOut(kept);
    try {
      await translator.translate(record.source.slice(p.source.begin, p.source.end), {
        beam: this.hooks.beam(), prefix, reportAllLayers: true, signal: run.signal,
        onToken: (ev) => {
          if (this.hooks.record() !== record) return;
          // Tokens of the kept text are on screen already, with their attention: skip them. A
          // token after them may carry none of its own text yet (it comes with a later token's).
          const past = pastKept(ev);
          const skip = Math.min(ev.delta.length, Math.max(0, kept.length - ev.targetSpan.begin));
          if (!past && skip >= ev.delta.length) return;
          const ms = performance.now() - started;
          timing.chosenShownMs ||= ms;
          if (!timing.firstTokenMs && ev.targetSpan.begin >= prefix.length) timing.firstTokenMs = ms;
          timing.tokens++;
          const shift = this.output.text.length - (ev.targetSpan.begin + skip);
          this.hooks.show(record, moveEvent(ev, s, shift, p.source.begin, skip));
        },
      });
    } catch (e) {
      if (!(e instanceof HeedError && e.code === 'aborted')) failure = /** @type {Error} */ (e).message;
      else if (this.hooks.record() === record) failure = 'stopped';
    } finally {
      this.hooks.end(run);
    }
    if (this.hooks.record() !== record) return;  // a new translation replaced this one
    timing.totalMs = performance.now() - started;
    this.finish(record, s, later);
    const sentence = this.sentenceText(record, s);
    this.hooks.status(failure
      ? `Sentence ${s + 1}: re-translation ${failure === 'stopped' ? 'stopped' : `failed (${failure})`}.`
      : `Sentence ${s + 1} now reads: ${sentence} (re-translated from “${word}”; first new token ${timing.firstTokenMs.toFixed(0)} ms, ` +
        `${timing.tokens} tokens in ${timing.totalMs.toFixed(0)} ms).`);
    this.focusChosen(record, s);
    // For whoever measures the page (scripts/bench_browser.mjs): ms from the choice.
    this.output.root.dispatchEvent(new CustomEvent('heed-rewrite', { detail: timing }));
  }

  /**
   * Puts sentence `s` back as the model first translated it: the same events, so the same text
   * and attention. @param {number} s
   */
  reset(s) {
    const record = this.current();
    const original = this.originals.get(s);
    const info = record?.sentences.get(s);
    if (!record || !original || !info || this.hooks.busy()) return;
    const later = record.tokens.slice(info.tokens[info.tokens.length - 1] + 1);
    this.output.root.focus();  // the Reset button goes away
    this.output.cut(record.tokens[info.tokens[0]].targetSpan.begin, later.length ? later[0].targetSpan.begin : this.output.text.length);
    record.truncate(info.tokens[0], this.output.words.length);
    this.originals.delete(s);
    this.chosen.delete(s);
    this.hooks.cut(s);
    const shift = this.output.text.length - original[0].targetSpan.begin;
    for (const ev of original) this.hooks.show(record, moveEvent(ev, s, shift));
    this.finish(record, s, later);
    this.hooks.status(`Sentence ${s + 1} is the model's translation again: ${this.sentenceText(record, s)}`);
  }

  /**
   * After sentence `s` was rewritten: marks it when edited, and puts the sentences after it back
   * behind it (their events moved to where the text now ends).
   * @param {TranslationRecord} record @param {number} s @param {TokenEvent[]} later
   */
  finish(record, s, later) {
    this.hooks.realign(record, [s]);
    this.mark(record, s);
    this.output.releaseTail();
    if (!later.length) return;
    const shift = this.output.text.length - later[0].targetSpan.begin;
    later.forEach((ev, i) => {
      this.hooks.show(record, moveEvent(ev, ev.sentence, shift));
      if (later[i + 1]?.sentence !== ev.sentence) {
        this.hooks.realign(record, [ev.sentence]);
        this.mark(record, ev.sentence);
      }
    });
  }

  /**
   * An edited sentence's words get the `edited` class (the reader's word `chosen`), and a Reset
   * button goes after them. @param {TranslationRecord} record @param {number} s
   */
  mark(record, s) {
    const info = record.sentences.get(s);
    if (!info || !this.originals.has(s)) return;
    const start = textStart(record.tokens[info.tokens[0]]);
    const chosen = this.chosen.get(s);
    const first = record.tokenWord[info.tokens[0]], last = record.tokenWord[info.tokens[info.tokens.length - 1]];
    for (let w = first; w <= last; ++w) {
      const span = this.output.words[w], r = this.output.wordRanges[w];
      if (!span || r.end <= start) continue;
      span.classList.add('edited');
      if (chosen && r.begin < start + chosen.end && r.end > start + chosen.begin) span.classList.add('chosen');
    }
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.className = 'reset-edit';
    reset.dataset.sentence = String(s);
    // The visible label comes from CSS, so the output's text (copy, selection) stays the translation.
    reset.setAttribute('aria-label', `Reset sentence ${s + 1} to the model's translation`);
    reset.title = 'Edited by you: reset this sentence to the model\'s translation';
    this.output.insertControl(reset);
  }

  /** The output text of sentence `s`. @param {TranslationRecord} record @param {number} s */
  sentenceText(record, s) {
    const tokens = record.sentences.get(s)?.tokens ?? [];
    if (!tokens.length) return '';
    return this.output.text.slice(textStart(record.tokens[tokens[0]]), record.tokens[tokens[tokens.length - 1]].targetSpan.end);
  }

  /** Focus to the reader's word in sentence `s` (the word the menu opened on was replaced). */
  focusChosen(/** @type {TranslationRecord} */ record, /** @type {number} */ s) {
    const tokens = record.sentences.get(s)?.tokens ?? [];
    const w = tokens.map((t) => record.tokenWord[t]).find((x) => this.output.words[x]?.classList.contains('chosen'));
    if (w !== undefined) this.output.focusWord(w);
  }
}

/**
 * Called with each token event in turn, says whether the tokens before it have spelled out
 * `text` (its letters, spaces aside): the engine forces a prefix as that text's own pieces, so
 * the first such token is the first the model chose, though its text may come only with a later
 * token's. @param {string} text @returns {(ev: TokenEvent) => boolean}
 */
function spelledOut(text) {
  let left = text.replace(/\s/gu, '').length;
  return (ev) => {
    const past = left <= 0;
    left -= ev.piece.replace(/[▁\s]/gu, '').length;
    return past;
  };
}


/**
 * A copy of `ev` for another place: in sentence `sentence`, its output spans moved by `shift`,
 * its source spans by `sourceShift`, without the first `skip` characters of its delta.
 * @param {TokenEvent} ev @param {number} sentence @param {number} shift
 * @param {number} [sourceShift] @param {number} [skip] @returns {TokenEvent}
 */
function moveEvent(ev, sentence, shift, sourceShift = 0, skip = 0) {
  const begin = ev.targetSpan.begin + skip;
  const move = (/** @type {{begin: number, end: number}} */ x, /** @type {number} */ by) => ({ begin: x.begin + by, end: x.end + by });
  return {
    ...ev,
    sentence,
    delta: ev.delta.slice(skip),
    targetSpan: { begin: begin + shift, end: ev.targetSpan.end + shift },
    verbatimSpans: (ev.verbatimSpans ?? []).filter((v) => v.begin >= begin).map((v) => move(v, shift)),
    sourceSpans: sourceShift ? ev.sourceSpans.map((x) => move(x, sourceShift)) : ev.sourceSpans,
  };
}
