// Translator.stream's return value: the token events of one translation as an async iterable,
// with the whole result as `result`. Leaving a for-await loop early cancels the translation.
/**
 * @typedef {import('./heed.js').Translator} Translator
 * @typedef {import('./heed.js').TranslateOptions} TranslateOptions
 * @typedef {import('./heed.js').TokenEvent} TokenEvent
 * @typedef {import('./heed.js').TranslationResult} TranslationResult
 */

/** An async iterable of TokenEvents with the final result as `result`. */
export class TokenStream {
  /**
   * @param {Translator} translator @param {string} text
   * @param {Omit<TranslateOptions, 'onToken'>} options
   */
  constructor(translator, text, options) {
    /** @private @type {TokenEvent[]} */
    this.buffered = [];
    /** @private @type {{resolve: (r: IteratorResult<TokenEvent>) => void, reject: (e: any) => void}|null} */
    this.waiter = null;
    /** @private @type {{error: any}|null} */
    this.failure = null;
    /** @private */
    this.done = false;
    /** @private */
    this.stop = new AbortController();
    const signal = options.signal ? anySignal([this.stop.signal, options.signal]) : this.stop.signal;
    /** Resolves with the whole translation once the stream has ended. @type {Promise<TranslationResult>} */
    this.result = translator.translate(text, { ...options, signal, onToken: (e) => this.push(e) });
    this.result.then(() => this.finish(null), (error) => this.finish({ error }));
  }

  /** @private @param {TokenEvent} event */
  push(event) {
    if (this.done) return;
    this.buffered.push(event);
    this.deliver();
  }

  /** @private @param {{error: any}|null} failure */
  finish(failure) {
    if (this.done) return;
    this.done = true;
    this.failure = failure;
    this.deliver();
  }

  /** Answers a waiting next() if there is anything to answer with. @private */
  deliver() {
    const waiter = this.waiter;
    if (!waiter || (!this.buffered.length && !this.done)) return;
    this.waiter = null;
    this.next().then(waiter.resolve, waiter.reject);
  }

  /** @returns {Promise<IteratorResult<TokenEvent>>} */
  next() {
    const event = this.buffered.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.done) {
      const failure = this.failure;
      this.failure = null;  // an error is reported once, then the stream is just over
      return failure ? Promise.reject(failure.error) : Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => { this.waiter = { resolve, reject }; });
  }

  /** Called when a for-await loop is left early: cancels the translation. */
  async return() {
    if (!this.done) this.stop.abort();
    this.result.catch(() => {});  // the caller walked away; the abort is not an error to them
    this.buffered = [];
    this.done = true;
    this.failure = null;
    return { value: undefined, done: /** @type {true} */ (true) };
  }

  [Symbol.asyncIterator]() { return this; }
}

/** @param {AbortSignal[]} signals */
function anySignal(signals) {
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}
