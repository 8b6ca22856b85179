// The translation as it streams: text nodes for whitespace, one <span class="w"> per word.
// Words are focusable (roving tabindex: arrow keys move between them) so the attention overlay
// works from the keyboard too. Everything goes in with textContent: output is never HTML.
//
// While a translation streams, the text sits in blocks (div.chunk): finished lines are moved
// out of the block being written (the live one) into a block of their own, which the browser
// then never lays out again. In one block, every appended word made the browser lay out the
// whole paragraph again: 23 ms a frame at 600 words under a 4x CPU throttle, the largest part
// of every rendering frame (BENCHMARKS.md). A block is cut only before the first word of the
// line being written, so the lines look the same; when the width changes (new line breaks), or
// before a sentence is rewritten, the blocks are joined back into one. Copying a selection
// copies the text without the line breaks a browser puts between blocks.

/** A word whose least likely token has a probability below this is marked. */
export const LOW_CONFIDENCE = 0.5;

/** Words written in the live block before it is checked for finished lines to move out. */
const WORDS_PER_CHECK = 8;

export class OutputView {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    /** The block being written: appends go here (the others hold finished lines). */
    this.live = chunk();
    root.replaceChildren(this.live);
    /** Whether finished lines are moved out of the live block (only while a translation streams). */
    this.streaming = false;
    /** Index of the first word in the live block. */
    this.liveFrom = 0;
    this.width = 0;
    new ResizeObserver(() => {
      // New line breaks would not match the blocks' ends: one block again.
      if (root.clientWidth !== this.width) this.join();
      this.width = root.clientWidth;
    }).observe(root);
    /** @type {HTMLSpanElement[]} */
    this.words = [];
    /** @type {{begin: number, end: number}[]} where each word is in `text` (UTF-16 units) */
    this.wordRanges = [];
    this.text = '';
    /** Text set aside while a sentence before it is rewritten (see cut()); appends go before it. @type {HTMLElement|null} */
    this.tail = null;
    root.addEventListener('keydown', (e) => this.onKey(e));
    /** Each word's probability (setConfidence), shown in its tooltip. @type {number[]} */
    this.probabilities = [];
    // A tooltip is written when a word is pointed at or focused, not at every token.
    const explain = (/** @type {Event} */ e) => {
      const at = /** @type {HTMLElement} */ (e.target);
      if (at.classList?.contains('w')) at.title = this.titleOf(Number(at.dataset.i));
    };
    root.addEventListener('pointerover', explain);
    root.addEventListener('focusin', explain);
    root.addEventListener('copy', (e) => {
      const selection = getSelection();
      if (!selection || selection.isCollapsed || !e.clipboardData) return;
      const ranges = Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i));
      e.clipboardData.setData('text/plain', ranges.map((r) => r.cloneContents().textContent).join(''));
      e.preventDefault();
    });
    /** Whether the reader follows the end of the output (they have not scrolled up). */
    this.following = true;
    this.frame = 0;
    root.addEventListener('scroll', () => {
      this.following = root.scrollTop + root.clientHeight >= root.scrollHeight - 24;
    }, { passive: true });
  }

  /** Asks for afterWrites() in the next frame (once, however many appends come before it). */
  scheduleFrame() {
    this.frame ||= requestAnimationFrame(() => this.afterWrites());
  }

  /**
   * Before a frame's appends, while streaming: the live block's finished lines into a block of
   * their own. The boxes it reads are those of the last frame's layout (nothing was written
   * since), so it costs no layout of its own.
   */
  beforeWrites() {
    if (this.streaming && !this.tail && this.words.length - this.liveFrom >= WORDS_PER_CHECK) this.moveFinishedLines();
  }

  /**
   * After a frame's appends: the newest text into view unless the reader scrolled up (reading
   * the height lays the page out: once a frame, after every write of the frame).
   */
  afterWrites() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.following) this.root.scrollTop = this.root.scrollHeight;
  }

  reset() {
    this.live = chunk();
    this.root.replaceChildren(this.live);
    this.liveFrom = 0;
    this.words = [];
    this.wordRanges = [];
    this.probabilities = [];
    this.text = '';
    this.tail = null;
    this.following = true;
  }

  /**
   * Appends a token's text; returns the index of the word it belongs to.
   * @param {string} delta
   */
  append(delta) {
    let word = -1;
    for (const m of delta.matchAll(/(\s+)|(\S+)/gu)) {
      const continuing = m[2] && this.text.length > 0 && !/\s$/u.test(this.text) && this.words.length > 0;
      if (m[1]) {
        this.live.insertBefore(document.createTextNode(m[1]), this.tail);
      } else if (continuing) {
        this.words[this.words.length - 1].append(m[2]);
        word = this.words.length - 1;
        this.wordRanges[word].end = this.text.length + m[0].length;
      } else {
        const span = document.createElement('span');
        span.className = 'w';
        span.dataset.i = String(this.words.length);
        span.tabIndex = this.words.length === 0 ? 0 : -1;
        span.textContent = m[2];
        this.live.insertBefore(span, this.tail);
        this.words.push(span);
        this.wordRanges.push({ begin: this.text.length, end: this.text.length + m[0].length });
        word = this.words.length - 1;
      }
      this.text += m[0];
    }
    this.scheduleFrame();
    // A token of only whitespace or of half a character: count it with the word it leads to.
    return word >= 0 ? word : Math.max(0, this.words.length - (/\s$/u.test(this.text) || !this.text ? 0 : 1));
  }

  /** The word at offset `at` of the text (-1 between words or past the end). @param {number} at */
  wordAt(at) {
    let lo = 0, hi = this.wordRanges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.wordRanges[mid].end <= at) lo = mid + 1; else hi = mid;
    }
    return lo < this.wordRanges.length && this.wordRanges[lo].begin <= at ? lo : -1;
  }

  /** Starts or ends a stream: finished lines move out of the live block only while one runs.
   * (They stay in their blocks after it: joining them would lay the whole text out again.)
   * @param {boolean} on */
  setStreaming(on) {
    this.streaming = on;
  }

  /** Moves the live block's lines before the line being written into a block of their own. */
  moveFinishedLines() {
    const first = this.firstWordOfLastLine();
    if (first <= this.liveFrom) return;
    const done = chunk();
    const until = this.words[first];
    while (this.live.firstChild && this.live.firstChild !== until) done.append(this.live.firstChild);
    this.root.insertBefore(done, this.live);
    this.liveFrom = first;
  }

  /**
   * The first word of the last line that starts with a word: walking back from the end, the
   * first word that begins on a line below the one where the word before it ends. Lines are
   * told apart by halves of word boxes, as a fallback font (an emoji) can move a box on the same
   * line a little, never by half a line; a word broken across lines counts on the line it ends.
   * `liveFrom` when no line of the live block but its first starts with a word.
   */
  firstWordOfLastLine() {
    for (let w = this.words.length - 1; w > this.liveFrom; w--) {
      const starts = this.words[w].getClientRects()[0];
      const before = this.words[w - 1].getClientRects();
      const ends = before[before.length - 1];
      if (starts && ends && ends.bottom <= (starts.top + starts.bottom) / 2) return w;
    }
    return this.liveFrom;
  }

  /** Puts everything back in one block (the live one). */
  join() {
    if (this.root.firstChild === this.live) return;
    const nodes = [];
    for (const block of [...this.root.children]) if (block !== this.live) { nodes.push(...block.childNodes); block.remove(); }
    this.live.prepend(...nodes);
    this.liveFrom = 0;
  }

  /** Marks word `w` when its probability is low. @param {number} w @param {number} p */
  setConfidence(w, p) {
    const span = this.words[w];
    if (!span) return;
    const low = p < LOW_CONFIDENCE;
    if (low !== (this.probabilities[w] < LOW_CONFIDENCE)) span.classList.toggle('low', low);
    this.probabilities[w] = p;
    if (span.title) span.title = this.titleOf(w);  // already shown once: keep it true
  }

  /** Word `w`'s tooltip: its probability, and why it was kept as it is. @param {number} w */
  titleOf(w) {
    const p = this.probabilities[w], kept = this.words[w]?.dataset.kept;
    const probability = p === undefined ? '' : `probability ${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`;
    return [probability, kept].filter(Boolean).join('; ');
  }

  /**
   * Marks the words that hold protected spans: URLs, numbers, emoji... copied from the source as
   * they are, or glossary terms (the caller's, or the model's own names and dates: "Poland" came out
   * "Polonia"; numbers written the target's way: "55,000" -> "55 000") whose output is fixed. The tooltip says which: a span found as it is in the
   * source was copied. @param {{begin: number, end: number}[]} spans in `text`
   * @param {string} source the text being translated
   */
  markVerbatim(spans, source) {
    for (const s of spans) {
      // A quotation mark carried as a span (its partner is in another sentence) is punctuation:
      // the word it is glued to is the model's own.
      const text = this.text.slice(s.begin, s.end);
      if (!/[\p{L}\p{N}\p{S}]/u.test(text)) continue;
      const copied = source.includes(text);
      this.wordRanges.forEach((r, i) => {
        if (r.begin < s.end && r.end > s.begin) {
          this.words[i].classList.add('kept');
          this.words[i].dataset.kept = copied ? 'copied from the source as it is'
            : 'a fixed translation (a glossary term, a name or date the model file carries, or a number written the target language\'s way)';
          this.words[i].title = this.titleOf(i);
        }
      });
    }
  }

  /**
   * Removes the text in [from, to) (UTF-16 offsets into `text`) so that appends rewrite it; what
   * follows `to` stays on screen, inert, in a tail that appends go before until releaseTail().
   * Words that start at or after `from` leave `words`; a word cut by `from` keeps its first part.
   * Elements without text (a sentence's reset button) stay when at or before `from`.
   * @param {number} from @param {number} to
   */
  cut(from, to) {
    this.releaseTail();
    this.join();
    const tail = document.createElement('span');
    tail.className = 'tail';
    tail.inert = true;
    let at = 0;
    for (const node of [...this.live.childNodes]) {
      const isWord = node instanceof HTMLElement && node.classList.contains('w');
      const length = node instanceof Text ? node.data.length : isWord ? (node.textContent ?? '').length : 0;
      const begin = at, end = at + length;
      at = end;
      if (length === 0 ? begin <= from : end <= from) continue;
      if (length === 0 ? begin > to : begin >= to) { tail.append(node); continue; }
      let part = node;  // the node's part from `from` on
      if (begin < from) {  // the node holds the cut's start: keep its first part
        if (!(node instanceof Text)) { node.textContent = (node.textContent ?? '').slice(0, from - begin); continue; }
        part = node.splitText(from - begin);
      }
      const partBegin = Math.max(begin, from);
      if (end > to && part instanceof Text) tail.append(part.splitText(to - partBegin));
      else if (end > to) { tail.append(part); continue; }  // a word across `to`: shown whole
      part.remove();
    }
    const kept = this.wordRanges.findIndex((r) => r.begin >= from);
    if (kept >= 0) {
      this.words.length = kept;
      this.wordRanges.length = kept;
      this.probabilities.length = Math.min(this.probabilities.length, kept);
    }
    const last = this.wordRanges[this.wordRanges.length - 1];
    if (last && last.end > from) last.end = from;
    this.text = this.text.slice(0, from);
    // The roving tab stop may have been cut: give it to the last word kept.
    if (this.words.length && !this.words.some((w) => w.tabIndex === 0)) this.words[this.words.length - 1].tabIndex = 0;
    if (tail.childNodes.length) {
      this.live.append(tail);
      this.tail = tail;
    }
  }

  /** Drops the tail set aside by cut(): its text comes back through append(). */
  releaseTail() {
    this.tail?.remove();
    this.tail = null;
  }

  /** Puts an element with no text (a control) after the text so far. @param {Node} node */
  insertControl(node) { this.live.insertBefore(node, this.tail); }

  /** @param {Map<number, number>|null} weights word -> weight; null clears */
  highlight(weights) {
    const max = weights ? Math.max(1e-9, ...weights.values()) : 1;
    for (const [i, span] of this.words.entries()) {
      const w = weights?.get(i) ?? 0;
      if (w > 0) span.style.setProperty('--w', (0.85 * w / max).toFixed(3));
      else span.style.removeProperty('--w');
    }
  }

  /** @param {number} w @param {boolean} on */
  setActive(w, on) { this.words[w]?.classList.toggle('active', on); }

  /** Focus to word `w`, which becomes the output's tab stop. @param {number} w */
  focusWord(w) {
    const span = this.words[w];
    if (!span) return;
    for (const x of this.words) if (x.tabIndex === 0) x.tabIndex = -1;
    span.tabIndex = 0;
    span.focus();
  }

  /** Arrow keys move focus between words (one tab stop for the whole output). @param {KeyboardEvent} e */
  onKey(e) {
    const at = /** @type {HTMLElement} */ (e.target);
    if (!at.classList?.contains('w')) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    const next = this.words[Number(at.dataset.i) + step];
    if (!next) return;
    e.preventDefault();
    at.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }
}

/** A block of the output's text. */
function chunk() {
  const block = document.createElement('div');
  block.className = 'chunk';
  return block;
}
