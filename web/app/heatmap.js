// The cross-attention heatmap of one sentence: a table with a column per source piece and a row
// per decoded target piece, appended as tokens stream in. Cells carry the weight in --w (the
// colour's alpha) and in their title; row and column headers are focusable so the overlay
// works from the keyboard.

export class Heatmap {
  /** @param {HTMLTableElement} table @param {HTMLElement} caption */
  constructor(table, caption) {
    this.table = table;
    this.caption = caption;
    this.sentence = -1;
    this.body = document.createElement('tbody');
  }

  /**
   * Starts a sentence. @param {number} sentence @param {string[]} labels source pieces
   */
  start(sentence, labels) {
    this.sentence = sentence;
    const head = document.createElement('thead');
    const tr = head.insertRow();
    tr.append(document.createElement('th'));
    labels.forEach((label, j) => tr.append(header('col', label, 'col', j)));
    this.body = document.createElement('tbody');
    this.table.replaceChildren(head, this.body);
    this.caption.textContent = `sentence ${sentence + 1}`;
  }

  clear() {
    this.sentence = -1;
    this.table.replaceChildren();
    this.caption.textContent = '';
  }

  /**
   * One decoded piece and its attention over the sentence's source pieces.
   * @param {number} token index in the record @param {string} label @param {number[]} row
   */
  addRow(token, label, row) {
    const tr = this.body.insertRow();
    tr.append(header('row', label, 'token', token));
    for (const a of row) {
      const td = tr.insertCell();
      td.style.setProperty('--w', a.toFixed(3));
      td.title = a.toFixed(3);
    }
  }

  get rows() { return this.body.rows.length; }
}

/**
 * A focusable header cell; `data-<key>` says which source column or target token it stands for.
 * @param {'row'|'col'} scope @param {string} label @param {string} key @param {number} value
 */
function header(scope, label, key, value) {
  const th = document.createElement('th');
  th.scope = scope;
  th.textContent = label;
  th.tabIndex = 0;
  th.dataset[key] = String(value);
  return th;
}

/** How a piece reads in a label: the word-start marker made visible. @param {string} text */
export function pieceLabel(text) {
  return text.replace(/^\s+/u, '▁') || '</s>';
}
