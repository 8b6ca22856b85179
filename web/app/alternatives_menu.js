// The alternatives menu: a small non-modal popup under a target word with the words the model
// also considered at that position (a listbox, with probabilities), the source words that
// position attended to, and a field for the reader's own word.
//
// Keyboard: it opens with focus on the list; Up/Down/Home/End move, Enter or Space chooses, Tab
// reaches the field (Enter there uses the typed word), Escape closes and gives focus back to the
// word. A click outside, or focus leaving it, closes it. Every text goes in with textContent.

/**
 * @typedef {import('./sentence_edits.js').Alternative} Alternative
 * @typedef {import('./sentence_edits.js').Choice} Choice
 * @typedef {object} MenuContent
 * @property {string} word  the word it opened on
 * @property {number} sentence
 * @property {{word: string, weight: number}[]} sourceWords  what the position attended to, most first
 * @property {Promise<Alternative[]>} alternatives
 * @property {(choice: Choice) => void} onChoose
 */

/** A probability as the page writes it. @param {number} p */
export function percent(p) {
  if (p < 0.001) return '<0.1%';
  return `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`;
}

export class AlternativesMenu {
  constructor() {
    this.el = document.createElement('div');
    this.el.className = 'alt-menu';
    this.el.id = 'alt-menu';
    this.el.setAttribute('role', 'dialog');
    this.el.hidden = true;

    this.title = document.createElement('p');
    this.title.className = 'alt-title';
    this.title.id = 'alt-menu-title';

    this.list = document.createElement('ul');
    this.list.className = 'alt-list';
    this.list.setAttribute('role', 'listbox');
    this.list.setAttribute('aria-labelledby', this.title.id);
    this.list.tabIndex = 0;

    this.attends = document.createElement('p');
    this.attends.className = 'alt-attends';

    this.form = document.createElement('form');
    this.form.className = 'alt-own';
    const label = document.createElement('label');
    label.textContent = 'Your word ';
    this.input = document.createElement('input');
    this.input.type = 'text';
    this.input.spellcheck = false;
    this.input.autocomplete = 'off';
    this.input.maxLength = 100;
    label.append(this.input);
    const use = document.createElement('button');
    use.type = 'submit';
    use.className = 'small';
    use.textContent = 'Use';
    this.form.append(label, use);

    this.el.append(this.title, this.list, this.attends, this.form);
    document.body.append(this.el);

    /** @type {HTMLElement|null} the word it opened on */
    this.anchor = null;
    /** @type {MenuContent|null} */
    this.content = null;
    /** @type {Alternative[]} */
    this.items = [];
    this.active = -1;
    this.opened = 0;  // which opening the alternatives that arrive belong to

    this.list.addEventListener('keydown', (e) => this.onListKey(e));
    this.list.addEventListener('click', (e) => {
      const li = /** @type {HTMLElement} */ (e.target).closest?.('[role="option"]');
      if (li instanceof HTMLElement) this.choose(Number(li.dataset.i));
    });
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      const typed = this.input.value.trim();
      if (typed && this.content) this.pick({ typed });
    });
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') { e.preventDefault(); this.close(true); }
    });
    this.el.addEventListener('focusout', (e) => {
      const to = /** @type {Node|null} */ (e.relatedTarget);
      if (!this.el.hidden && to && !this.el.contains(to)) this.close(false);
    });
    document.addEventListener('pointerdown', (e) => {
      const at = /** @type {Node} */ (e.target);
      if (!this.el.hidden && !this.el.contains(at) && at !== this.anchor) this.close(false);
    });
  }

  get isOpen() { return !this.el.hidden; }

  /**
   * Opens under `anchor` (a target word); the alternatives fill in when they arrive.
   * @param {HTMLElement} anchor @param {MenuContent} content
   */
  open(anchor, content) {
    this.close(false);
    const opened = ++this.opened;
    this.anchor = anchor;
    this.content = content;
    this.title.textContent = `Instead of “${content.word}”`;
    this.el.setAttribute('aria-label', `Other words for “${content.word}”, sentence ${content.sentence + 1}`);
    this.attends.replaceChildren();
    if (content.sourceWords.length) {
      this.attends.append('Looks at: ');
      content.sourceWords.forEach((s, i) => {
        if (i) this.attends.append(', ');
        const b = document.createElement('b');
        b.textContent = s.word;
        this.attends.append(b, ` ${percent(s.weight)}`);
      });
    }
    this.input.value = '';
    this.input.setAttribute('aria-label', `Your own word instead of “${content.word}”; the model completes the sentence`);
    this.items = [];
    this.setActive(-1);
    this.list.setAttribute('aria-busy', 'true');
    const waiting = document.createElement('li');
    waiting.className = 'alt-note';
    waiting.textContent = 'Asking the model…';
    this.list.replaceChildren(waiting);
    anchor.setAttribute('aria-expanded', 'true');
    anchor.setAttribute('aria-controls', this.el.id);
    this.el.hidden = false;
    this.place();
    this.list.focus();
    content.alternatives.then((items) => {
      if (opened === this.opened && this.isOpen) this.setItems(items);
    }, (e) => {
      if (opened === this.opened && this.isOpen) this.setItems([], `No alternatives: ${e?.message ?? e}. Type a word below.`);
    });
  }

  /** @param {boolean} returnFocus  back to the word (Escape) or left where it went (a click elsewhere) */
  close(returnFocus) {
    if (this.el.hidden) return;
    this.el.hidden = true;
    this.content = null;
    const anchor = this.anchor;
    this.anchor = null;
    if (!anchor) return;
    anchor.setAttribute('aria-expanded', 'false');
    anchor.removeAttribute('aria-controls');
    if (returnFocus && anchor.isConnected) anchor.focus();
  }

  /** @param {Alternative[]} items @param {string} [empty]  what to say when there are none */
  setItems(items, empty = 'The model has no other word here; type one below.') {
    this.items = items;
    this.list.removeAttribute('aria-busy');
    this.list.replaceChildren(...items.map((a, i) => {
      const li = document.createElement('li');
      li.id = `alt-option-${i}`;
      li.setAttribute('role', 'option');
      li.dataset.i = String(i);
      const word = document.createElement('span');
      word.className = 'alt-word';
      word.textContent = a.text;
      const p = document.createElement('span');
      p.className = 'alt-p';
      p.textContent = percent(a.probability);
      li.append(word, p);
      if (a.current) li.classList.add('current');
      li.setAttribute('aria-label', `${a.text}, ${percent(a.probability)}${a.current ? ', the current word' : ''}`);
      return li;
    }));
    if (!items.length) {
      const none = document.createElement('li');
      none.className = 'alt-note';
      none.textContent = empty;
      this.list.append(none);
    }
    this.setActive(items.length ? Math.max(0, items.findIndex((a) => !a.current)) : -1);
  }

  /** @param {number} i */
  setActive(i) {
    this.active = i;
    for (const li of this.list.querySelectorAll('[role="option"]')) {
      const on = Number(/** @type {HTMLElement} */ (li).dataset.i) === i;
      li.setAttribute('aria-selected', String(on));
      li.classList.toggle('active', on);
      if (on) li.scrollIntoView({ block: 'nearest' });
    }
    if (i >= 0) this.list.setAttribute('aria-activedescendant', `alt-option-${i}`);
    else this.list.removeAttribute('aria-activedescendant');
  }

  /** @param {KeyboardEvent} e */
  onListKey(e) {
    const n = this.items.length;
    const next = {
      ArrowDown: Math.min(n - 1, this.active + 1), ArrowUp: Math.max(0, this.active - 1), Home: 0, End: n - 1,
    }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      if (n) this.setActive(next);
    } else if ((e.key === 'Enter' || e.key === ' ') && this.active >= 0) {
      e.preventDefault();
      this.choose(this.active);
    }
  }

  /** @param {number} i */
  choose(i) {
    const a = this.items[i];
    if (!a) return;
    if (a.current) { this.close(true); return; }  // the word on screen: nothing to redo
    this.pick({ piece: a.piece });
  }

  /** @param {Choice} choice */
  pick(choice) {
    const content = this.content;
    this.close(false);
    content?.onChoose(choice);
  }

  /** Under the word, inside the window. */
  place() {
    if (!this.anchor) return;
    const r = this.anchor.getBoundingClientRect();
    const width = this.el.offsetWidth;
    const left = Math.max(4, Math.min(r.left, document.documentElement.clientWidth - width - 4));
    this.el.style.left = `${left + scrollX}px`;
    this.el.style.top = `${r.bottom + scrollY + 4}px`;
  }
}
