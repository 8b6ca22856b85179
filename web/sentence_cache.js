// Finished translations of one model, so that a text seen again (a repeated sentence on a page, a
// page translated again after restore()) is decoded once. A least-recently-used map bounded by
// entries and by bytes: a streamed entry keeps its token events, whose attention blocks are
// most of its size. With a SentenceStore (web/sentence_store.js, IndexedDB) behind it, results
// also outlive the page.

/**
 * @typedef {object} CacheLimits
 * @property {number} [maxEntries]  default 1000
 * @property {number} [maxBytes]  default 32 MiB (texts at 2 bytes a character + attention blocks)
 * @property {boolean|import('./sentence_store.js').StoreOptions} [persist]  also keep results in
 *   IndexedDB, per model (its SHA-256), across visits; default false. Where IndexedDB is
 *   missing or refused the cache stays in memory (cacheStats().persistent is false)
 */

/** @typedef {{result: any, events: any[]|null, bytes: number}} CacheEntry  raw engine result and events */

export class SentenceCache {
  /**
   * @param {CacheLimits} [limits]
   * @param {import('./sentence_store.js').SentenceStore|null} [store]  persistent second level
   */
  constructor({ maxEntries = 1000, maxBytes = 32 * 2 ** 20 } = {}, store = null) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.store = store;
    this.storeHits = 0;
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
    const entry = this.peek(key, needEvents);
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry;
  }

  /**
   * As get(), then the persistent store (results only, so not for a streaming caller): a stored
   * result is brought back into memory. @param {string} key @param {boolean} needEvents
   * @returns {Promise<CacheEntry|undefined>}
   */
  async lookup(key, needEvents) {
    let entry = this.peek(key, needEvents);
    if (!entry && this.store && !needEvents) {
      const result = await this.store.get(key);
      if (result) {
        this.set(key, result, null);
        entry = this.entries.get(key) ?? { result, events: null, bytes: 0 };
        this.storeHits += 1;
      }
    }
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry;
  }

  /** The memory entry, marked as just used; counts nothing. @param {string} key @param {boolean} needEvents */
  peek(key, needEvents) {
    const entry = this.entries.get(key);
    if (!entry || (needEvents && !entry.events)) return undefined;
    this.entries.delete(key);                   // most recently used goes last
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * set(), and the result into the persistent store when there is one (awaited, so that a
   * translation finished is a translation stored; a storage failure loses only the copy).
   * @param {string} key @param {any} result @param {any[]|null} events
   */
  async remember(key, result, events) {
    this.set(key, result, events);
    await this.store?.put(key, result);
  }

  /** Forgets everything: memory, and this model's records in the persistent store. */
  async clear() {
    this.entries.clear();
    this.bytes = 0;
    await this.store?.clear();
  }

  /** @param {string} key @param {any} result @param {any[]|null} events */
  set(key, result, events) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    const bytes = 2 * (key.length + String(result.text ?? '').length) +
      (events ?? []).reduce((n, ev) => n + (ev.crossAttention?.weights?.byteLength ?? 0), 0);
    if (bytes > this.maxBytes) return;          // larger than the whole cache: not kept
    this.entries.set(key, { result, events, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  /**
   * hits (storeHits of them from the persistent store), misses, entries and bytes in memory,
   * and whether a persistent store is behind the cache.
   * @returns {{hits: number, misses: number, entries: number, bytes: number, storeHits: number, persistent: boolean}}
   */
  stats() {
    return {
      hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes,
      storeHits: this.storeHits, persistent: this.store !== null,
    };
  }
}
