// Source words lighting up inside the textarea: a backdrop behind the (transparent) textarea
// holds the same text, with one <mark> per word, wrapped and scrolled exactly like it.
import { wordSpans } from '../heed.js';

export class SourceView {
  /** @param {HTMLTextAreaElement} textarea @param {HTMLElement} backdrop */
  constructor(textarea, backdrop) {
    this.textarea = textarea;
    this.backdrop = backdrop;
    /** @type {HTMLElement[]} */
    this.marks = [];
    /** Text whose marks are still to be built (see words()), or null. @type {string|null} */
    this.pending = null;
    /** The text the backdrop holds. */
    this.shown = '';
    textarea.addEventListener('scroll', () => this.syncScroll());
    // Keeps the backdrop the textarea's size when people resize it.
    new ResizeObserver(() => { backdrop.style.height = `${textarea.offsetHeight}px`; this.syncScroll(); })
      .observe(textarea);
  }

  /** Plain text (while typing: marks of an old text would sit on the wrong words). @param {string} text */
  plain(text) {
    this.pending = null;
    // The same text, already plain (typed, then Translate): writing it again would lay the
    // whole backdrop out again inside the click.
    if (text === this.shown && !this.marks.length) return;
    this.backdrop.textContent = text + '\n';
    this.shown = text;
    this.marks = [];
  }

  /**
   * Makes every word of `text` able to light up. The marks are built when first needed (a hover,
   * a highlight), not here: this runs inside the click that starts a translation, and a mark per
   * word of a long text, with its layout, made that click a long task on slow machines.
   * @param {string} text
   */
  words(text) {
    this.plain(text);
    this.pending = text;
    // Next frame, not now: reading scroll positions here would force a layout inside the click.
    requestAnimationFrame(() => this.syncScroll());
  }

  /** Builds the marks of the text given to words(), once. */
  ensureMarks() {
    const text = this.pending;
    if (text === null) return;
    this.pending = null;
    const parts = [];
    let at = 0;
    this.marks = wordSpans(text).map((s, i) => {
      if (s.begin > at) parts.push(text.slice(at, s.begin));
      const mark = document.createElement('mark');
      mark.dataset.i = String(i);
      mark.textContent = text.slice(s.begin, s.end);
      parts.push(mark);
      at = s.end;
      return mark;
    });
    parts.push(text.slice(at) + '\n');  // a final line break still takes a line in the textarea
    this.backdrop.replaceChildren(...parts);
    this.shown = text;
    this.syncScroll();  // the callers (hover, highlight) read layout next anyway
  }

  /** @param {Map<number, number>|null} weights source word -> weight; null clears */
  highlight(weights) {
    if (!weights && this.pending !== null) return;  // nothing is lit: no marks needed to clear
    this.ensureMarks();
    const max = weights ? Math.max(1e-9, ...weights.values()) : 1;
    for (const [i, mark] of this.marks.entries()) {
      const w = weights?.get(i) ?? 0;
      if (w > 0) mark.style.setProperty('--w', (0.85 * w / max).toFixed(3));
      else mark.style.removeProperty('--w');
    }
    // Bring the most attended word into view when it is scrolled out of the textarea.
    if (weights && weights.size) {
      const top = [...weights.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      const mark = this.marks[top];
      if (mark) {
        const y = mark.offsetTop, h = this.textarea.clientHeight;
        if (y < this.textarea.scrollTop || y > this.textarea.scrollTop + h - 20) this.textarea.scrollTop = y - h / 3;
      }
    }
  }

  /** @param {number} i @param {boolean} on */
  setActive(i, on) {
    if (on) this.ensureMarks();
    this.marks[i]?.classList.toggle('active', on);
  }

  /**
   * The source word under a pointer over the textarea, or -1.
   * @param {number} x @param {number} y client coordinates
   */
  wordAt(x, y) {
    this.ensureMarks();
    for (const el of document.elementsFromPoint(x, y)) {
      if (el instanceof HTMLElement && el.tagName === 'MARK' && this.backdrop.contains(el)) return Number(el.dataset.i);
    }
    return -1;
  }

  syncScroll() {
    this.backdrop.scrollTop = this.textarea.scrollTop;
    this.backdrop.scrollLeft = this.textarea.scrollLeft;
  }
}
