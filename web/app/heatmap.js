// The cross-attention heatmap of one sentence: a column per source piece, a row per decoded
// target piece, growing as tokens stream in. The cells are drawn on a canvas (a table of one
// cell per source × target piece made the browser restyle and lay out thousands of cells while
// it streamed: long main-thread tasks on slow devices). The row and column labels stay
// elements: focusable, hoverable, read by screen readers; each row label carries its weights
// in `data-weights` and names the source piece it attended to most.
//
//   .hm-corner | .hm-cols   (source pieces, [data-col])
//   .hm-rows   | .hm-box    (target pieces, [data-token]; the box shows the canvas's top left)
//
// The canvas's bitmap only grows: a new bitmap (setting a canvas's size) took 15-48 ms under
// a 4x CPU throttle, and sentences of other lengths, or one row more than the last doubling,
// asked for one at almost every sentence. The box is sized to the sentence; the bitmap is
// reused, cleared, underneath it. The first one is made with the heatmap, before any stream.
// Likewise a new sentence keeps the heatmap's elements and its column labels, changing only
// their text (a new tree each sentence had the browser style and lay out all of it again).

/** CSS pixels per cell; the labels' sizes in app.css match it. */
const CELL = 18;
/** The bitmap made with the heatmap, in cells: a sentence of up to 32 pieces needs no other. */
const FIRST_BITMAP = { cols: 32, rows: 32 };

export class Heatmap {
  /** @param {HTMLElement} root @param {HTMLElement} caption */
  constructor(root, caption) {
    this.root = root;
    this.caption = caption;
    this.sentence = -1;
    this.cols = div('hm-cols');
    this.rowLabels = div('hm-rows');
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'hm-grid';
    this.canvas.setAttribute('aria-hidden', 'true');  // the labels say what it shows
    this.box = div('hm-box');
    this.box.append(this.canvas);
    /** The bitmap's size in cells, and the pixel ratio it was made for. */
    this.bitmap = { cols: 0, rows: 0, ratio: 0 };
    /** @type {string[]} source labels */
    this.labels = [];
    /** @type {Float32Array[]} every row drawn so far (a resized canvas is redrawn from them) */
    this.weights = [];
    /** @type {{token: number, label: string, row: Float32Array}[]} rows waiting for the next frame */
    this.pending = [];
    this.frame = 0;
    this.capacity = 0;
    // The attention colour (app.css's --heat), read once here: reading a computed style while a
    // sentence starts, right after its labels replaced the old ones, forced a style recalc of
    // the whole page on every sentence (52 ms of a stream's profile under a 4x CPU throttle).
    this.heat = getComputedStyle(root).getPropertyValue('--heat').trim() || '47, 95, 208';
    this.reserve(FIRST_BITMAP.cols, FIRST_BITMAP.rows);
  }

  /**
   * Starts a sentence. @param {number} sentence @param {string[]} labels source pieces
   */
  start(sentence, labels) {
    this.dropPending();
    this.sentence = sentence;
    this.labels = labels;
    this.weights = [];
    this.capacity = 0;
    const cols = /** @type {HTMLElement[]} */ (Array.from(this.cols.children));
    labels.forEach((label, j) => {
      if (j < cols.length) { if (cols[j].textContent !== label) cols[j].textContent = label; }
      else this.cols.append(labelElement('hm-col', label, 'col', j));
    });
    for (let j = cols.length; j-- > labels.length;) cols[j].remove();
    this.rowLabels.replaceChildren();
    if (this.root.lastChild !== this.box) this.root.replaceChildren(div('hm-corner'), this.cols, this.rowLabels, this.box);
    this.root.style.setProperty('--hm-cols', String(labels.length));
    this.setRows(16, true);
    this.caption.textContent = `sentence ${sentence + 1}`;
  }

  clear() {
    this.dropPending();
    this.sentence = -1;
    this.weights = [];
    this.root.replaceChildren();
    this.caption.textContent = '';
  }

  /**
   * One decoded piece and its attention over the sentence's source pieces. Rows are written in
   * the next animation frame, all that arrived since the last one together.
   * @param {number} token index in the record @param {string} label @param {ArrayLike<number>} row
   */
  addRow(token, label, row) {
    this.pending.push({ token, label, row: Float32Array.from(row) });
    this.frame ||= requestAnimationFrame(() => this.flush());
  }

  /**
   * Gives a row already added another label (a placeholder's pieces, once its text is known).
   * @param {number} token index in the record @param {string} label
   */
  relabel(token, label) {
    const waiting = this.pending.find((r) => r.token === token);
    if (waiting) { waiting.label = label; return; }
    const el = /** @type {HTMLElement|null} */ (this.rowLabels.querySelector(`[data-token="${token}"]`));
    if (!el) return;
    el.textContent = label;
    el.title = el.title.replace(/^[^→]*→/u, `${label.trim()} →`);
  }

  /** Writes the pending rows: their labels in one append, their cells on the canvas. In its
   * animation frame, or at once by whoever batches rows (then that frame is not needed). */
  flush() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const rows = this.pending;
    this.pending = [];
    if (!rows.length) return;
    const first = this.weights.length;
    const labels = rows.map(({ token, label, row }) => {
      const el = labelElement('hm-row', label, 'token', token);
      el.dataset.weights = Array.from(row, (w) => w.toFixed(3)).join(',');
      let top = 0;
      row.forEach((w, j) => { if (w > row[top]) top = j; });
      if (row.length) el.title = `${label.trim()} → ${this.labels[top]?.trim()} (${row[top].toFixed(2)})`;
      return el;
    });
    this.rowLabels.append(...labels);
    this.weights.push(...rows.map((r) => r.row));
    // A new bitmap has none of the rows: all of them again; otherwise only the new ones.
    const fresh = this.weights.length > this.capacity && this.setRows(Math.max(2 * this.capacity, this.weights.length));
    this.draw(fresh ? 0 : first);
  }

  /**
   * The box shows `rows` rows (grown by doubling); the bitmap grows when it is smaller. True
   * when it did (a new bitmap, clear); else `clear` clears the one there is.
   * @param {number} rows @param {boolean} [clear]
   */
  setRows(rows, clear = false) {
    this.capacity = rows;
    const cols = Math.max(1, this.labels.length);
    this.box.style.width = `${cols * CELL}px`;
    this.box.style.height = `${rows * CELL}px`;
    const fresh = this.reserve(cols, rows);
    if (!fresh && clear) {
      const ctx = this.canvas.getContext('2d');
      ctx?.setTransform(1, 0, 0, 1, 0, 0);
      ctx?.clearRect(0, 0, this.canvas.width, this.canvas.height);
    }
    return fresh;
  }

  /** Makes the bitmap at least `cols` × `rows` cells; true when it made a new (clear) one.
   * @param {number} cols @param {number} rows */
  reserve(cols, rows) {
    const ratio = globalThis.devicePixelRatio || 1;
    const b = this.bitmap;
    if (cols <= b.cols && rows <= b.rows && ratio === b.ratio) return false;
    this.bitmap = { cols: Math.max(cols, b.cols), rows: Math.max(rows, b.rows), ratio };
    const width = this.bitmap.cols * CELL, height = this.bitmap.rows * CELL;
    this.canvas.width = Math.ceil(width * ratio);  // a new bitmap, cleared
    this.canvas.height = Math.ceil(height * ratio);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    return true;
  }

  /** Draws rows `from`..end: each cell a square whose alpha is its weight. @param {number} from */
  draw(from) {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const ratio = this.canvas.width / (this.bitmap.cols * CELL);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    // Each cell: a 1px grey line around white, then the heat colour at the weight's opacity.
    // One colour per pass, the weight as globalAlpha: a colour string per cell, made and parsed
    // for every cell, was most of the drawing's time. Rows not decoded yet stay transparent.
    const heat = `rgb(${this.heat})`;
    for (let i = from; i < this.weights.length; i++) {
      const row = this.weights[i], y = i * CELL;
      ctx.globalAlpha = 1;
      ctx.fillStyle = '#f3f4f7';
      ctx.fillRect(0, y, row.length * CELL, CELL);
      ctx.fillStyle = '#fff';
      for (let j = 0; j < row.length; j++) ctx.fillRect(j * CELL + 1, y + 1, CELL - 2, CELL - 2);
      ctx.fillStyle = heat;
      for (let j = 0; j < row.length; j++) {
        ctx.globalAlpha = Math.min(1, Math.max(0, row[j]));
        ctx.fillRect(j * CELL + 1, y + 1, CELL - 2, CELL - 2);
      }
    }
    ctx.globalAlpha = 1;
  }

  dropPending() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pending = [];
  }

  get rows() { return this.weights.length + this.pending.length; }
}

/** @param {string} className */
function div(className) {
  const el = document.createElement('div');
  el.className = className;
  return el;
}

/**
 * A focusable label; `data-<key>` says which source column or target token it stands for.
 * @param {string} className @param {string} label @param {string} key @param {number} value
 */
function labelElement(className, label, key, value) {
  const el = document.createElement('span');
  el.className = `hm-label ${className}`;
  el.setAttribute('role', className === 'hm-col' ? 'columnheader' : 'rowheader');
  el.textContent = label;
  el.tabIndex = 0;
  el.dataset[key] = String(value);
  return el;
}

/** How a piece reads in a label: the word-start marker made visible. @param {string} text */
export function pieceLabel(text) {
  return text.replace(/^\s+/u, '▁') || '</s>';
}

/**
 * @typedef {{piece: string, delta: string, sentence: number, targetSpan: {begin: number},
 *   verbatimSpans?: {begin: number, end: number}[]}} LabelledToken  what a row's label reads of its event
 */

// A protected span (a number, a date, a link, a name of the model's glossary) is decoded as a
// placeholder, "%1": pieces such as "▁%" and "1" that write nothing until the last, which writes
// the span's text. Their rows show that text, as the source columns show the span's, not "%1".
const PLACEHOLDER_PIECE = /^▁?(%|\d+)$/u;
const PLACEHOLDER_START = /^▁?%$/u;

/** Whether a token is a placeholder piece that has written nothing yet. @param {LabelledToken} ev */
const holdsPlaceholder = (ev) => ev.delta === '' && PLACEHOLDER_PIECE.test(ev.piece);

/** The span text a token wrote, with a word start where its text starts one. @param {LabelledToken} ev */
function spanLabel(ev) {
  const at = ev.targetSpan.begin;
  const text = (ev.verbatimSpans ?? []).map((v) => ev.delta.slice(v.begin - at, v.end - at)).join(' ');
  return pieceLabel((/^\s/u.test(ev.delta) ? ' ' : '') + text);
}

/**
 * The tokens before `t` (indices into `tokens`, in order) that are the earlier pieces of the
 * placeholder whose text token `t` wrote; none when `t` wrote no protected span.
 * @param {LabelledToken[]} tokens @param {number} t @returns {number[]}
 */
export function placeholderPieces(tokens, t) {
  const ev = tokens[t];
  const out = [];
  if (!ev.verbatimSpans?.length) return out;
  for (let i = t - 1; i >= 0 && tokens[i].sentence === ev.sentence && holdsPlaceholder(tokens[i]); i--) {
    out.unshift(i);
    if (PLACEHOLDER_START.test(tokens[i].piece)) break;
  }
  return out;
}

/**
 * The label of token `t`'s row: its piece, or for a placeholder's pieces the text of the span it
 * stands for (once the token that writes it is in `tokens`).
 * @param {LabelledToken[]} tokens @param {number} t @returns {string}
 */
export function rowLabel(tokens, t) {
  const ev = tokens[t];
  if (ev.verbatimSpans?.length) return spanLabel(ev);
  if (holdsPlaceholder(ev)) {
    for (let j = t + 1; j < tokens.length && tokens[j].sentence === ev.sentence; j++) {
      if (placeholderPieces(tokens, j).includes(t)) return spanLabel(tokens[j]);
      if (!holdsPlaceholder(tokens[j])) break;
    }
  }
  return pieceLabel(ev.piece.replace(/^▁/u, ' '));
}
