// The sentence cache's optional second level: finished translations kept in the browser's
// IndexedDB, so that a text translated on an earlier visit (or in another tab) is not decoded
// again. Records are keyed by the model file's SHA-256 and the cache key (text + options), so a
// changed model never serves an old translation. Bounded by a count of records, least recently
// used out. Only results are stored, never token events: their attention blocks are most of
// an entry's size, and a streaming caller decodes again (as with a memory entry without events).

/**
 * @typedef {object} StoreOptions
 * @property {string} [name]  IndexedDB database name (default 'heed-sentences')
 * @property {number} [maxEntries]  records kept for all models together (default 20000)
 */

const STORE = 'translations';

/** @template T @param {IDBRequest<T>} request @returns {Promise<T>} */
const done = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});

export class SentenceStore {
  /**
   * Opens (or creates) the database; null where IndexedDB is missing (Node) or refused
   * (a private window, storage disabled): the cache then lives in memory only.
   * @param {string} model  the model's SHA-256 (hex)
   * @param {StoreOptions} [options]
   * @returns {Promise<SentenceStore|null>}
   */
  static async open(model, { name = 'heed-sentences', maxEntries = 20000 } = {}) {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const records = request.result.createObjectStore(STORE, { keyPath: 'id' });
        records.createIndex('model', 'model');
        records.createIndex('used', 'used');
      };
      return new SentenceStore(await done(request), model, maxEntries);
    } catch {
      return null;
    }
  }

  /** @param {IDBDatabase} db @param {string} model @param {number} maxEntries @private */
  constructor(db, model, maxEntries) {
    this.db = db;
    this.model = model;
    this.maxEntries = maxEntries;
  }

  /** @param {IDBTransactionMode} mode */
  records(mode) {
    return this.db.transaction(STORE, mode).objectStore(STORE);
  }

  /** @param {string} key */
  id(key) {
    return `${this.model}\u0000${key}`;
  }

  /**
   * The stored result for `key`, or undefined; a hit is marked as just used.
   * @param {string} key @returns {Promise<any>}
   */
  async get(key) {
    try {
      const records = this.records('readwrite');
      const record = await done(records.get(this.id(key)));
      if (!record) return undefined;
      record.used = Date.now();
      records.put(record);
      return record.result;
    } catch {
      return undefined;  // a storage failure is a miss: the text is decoded instead
    }
  }

  /**
   * Stores a result, then drops the least recently used records beyond maxEntries. A full disk
   * (QuotaExceededError) or a closed database loses only the stored copy, never the translation.
   * @param {string} key @param {any} result
   */
  async put(key, result) {
    try {
      const records = this.records('readwrite');
      await done(records.put({ id: this.id(key), model: this.model, used: Date.now(), result }));
      const over = (await done(records.count())) - this.maxEntries;
      if (over > 0) await this.dropOldest(over);
    } catch {
      // nothing to do: the memory cache still has it
    }
  }

  /** @param {number} count */
  async dropOldest(count) {
    const cursor = this.records('readwrite').index('used').openCursor();
    let left = count;
    await new Promise((resolve, reject) => {
      cursor.onerror = () => reject(cursor.error);
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c || left <= 0) return resolve(undefined);
        c.delete();
        left -= 1;
        c.continue();
      };
    });
  }

  /** Deletes every record of this model. */
  async clear() {
    const records = this.records('readwrite');
    const cursor = records.index('model').openKeyCursor(IDBKeyRange.only(this.model));
    await new Promise((resolve, reject) => {
      cursor.onerror = () => reject(cursor.error);
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return resolve(undefined);
        records.delete(c.primaryKey);
        c.continue();
      };
    });
  }

  /** Records of this model (tests, and callers showing what is stored). @returns {Promise<number>} */
  count() {
    return done(this.records('readonly').index('model').count(IDBKeyRange.only(this.model)));
  }

  close() {
    this.db.close();
  }
}
