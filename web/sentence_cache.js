// Finished translations of one model, so that a text seen again (a repeated sentence on a page, a
// page translated again after restore()) is decoded once. A least-recently-used map bounded by
// entries and by bytes: a streamed entry keeps its token events, whose attention blocks are
// most of its size.

/**
 * @typedef {object} CacheLimits
 * @property {number} [maxEntries]  default 1000
 * @property {number} [maxBytes]  default 32 MiB (texts at 2 bytes a character + attention blocks)
 */

/** @typedef {{result: any, events: any[]|null, bytes: number}} CacheEntry  raw engine result and events */

export class SentenceCache {
  /** @param {CacheLimits} [limits] */
  constructor({ maxEntries = 1000, maxBytes = 32 * 2 ** 20 } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    /** @type {Map<string, CacheEntry>} insertion order = use order, oldest first */
    this.entries = new Map();
    this.bytes = 0;
    this.hits = 0;
    this.misses = 0;
  }

  /**
   * The key of a request: the text and every option that changes the output, object keys
   * sorted so that {beam, glossary} and {glossary, beam} are one key.
   * @param {string} text @param {Record<string, any>} options @returns {string}
   */
  static key(text, options) {
    /** @type {(v: any) => any} */
    const sorted = (v) => (v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
    return JSON.stringify([text, sorted(options)]);
  }

  /**
   * The entry for `key`, or undefined (counted as a miss). `needEvents`: a streaming caller can
   * only use an entry that kept its token events.
   * @param {string} key @param {boolean} needEvents @returns {CacheEntry|undefined}
   */
  get(key, needEvents) {
    const entry = this.entries.get(key);
    if (!entry || (needEvents && !entry.events)) {
      this.misses += 1;
      return undefined;
    }
    this.entries.delete(key);                   // most recently used goes last
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /** @param {string} key @param {any} result @param {any[]|null} events */
  set(key, result, events) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    const bytes = 2 * (key.length + String(result.text ?? '').length) +
      (events ?? []).reduce((n, ev) => n + (ev.crossAttention?.data?.byteLength ?? 0), 0);
    if (bytes > this.maxBytes) return;          // larger than the whole cache: not kept
    this.entries.set(key, { result, events, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  /** @returns {{hits: number, misses: number, entries: number, bytes: number}} */
  stats() {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }
}
