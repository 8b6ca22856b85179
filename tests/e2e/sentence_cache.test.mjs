// The sentence cache: a text seen again with the same options is decoded once per translator,
// comes back identical (streaming callers get the same token events again), and the cache
// stays within its bounds.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Translator } from '../../web/heed.js';
import { SentenceCache } from '../../web/sentence_cache.js';
import { root } from './helpers.mjs';

const model = path.join(root, 'models/shipped/en-es.heed');

test('the LRU keeps the most recently used entries within its entry and byte bounds', () => {
  const c = new SentenceCache({ maxEntries: 2, maxBytes: 10_000 });
  assert.equal(SentenceCache.key('a', { beam: 4, glossary: { x: 'y', b: 'c' } }),
    SentenceCache.key('a', { glossary: { b: 'c', x: 'y' }, beam: 4 }));
  assert.notEqual(SentenceCache.key('a', { beam: 4 }), SentenceCache.key('a', { beam: 1 }));
  c.set('k1', { text: 'one' }, null);
  c.set('k2', { text: 'two' }, null);
  assert.ok(c.get('k1', false));                    // k1 is now the most recent
  c.set('k3', { text: 'three' }, null);             // evicts k2, the least recently used
  assert.equal(c.get('k2', false), undefined);
  assert.equal(c.get('k1', false).result.text, 'one');
  assert.equal(c.get('k1', true), undefined);       // a streaming caller needs the events
  const events = [{ crossAttention: { weights: new Float32Array(1000) } }];      // 4,000 bytes
  c.set('k4', { text: 'four' }, events);
  c.set('k5', { text: 'five' }, [{ crossAttention: { weights: new Float32Array(1500) } }]);
  assert.ok(c.stats().bytes <= 10_000, JSON.stringify(c.stats()));
  c.set('huge', { text: 'x' }, [{ crossAttention: { weights: new Float32Array(5000) } }]);   // > the whole cache
  assert.equal(c.get('huge', false), undefined);
  assert.deepEqual([c.stats().hits, c.stats().misses], [2, 3]);
});

test('a persistent store behind the cache: read on a memory miss, written on every result, skipped for streams', async () => {
  /** A stand-in for web/sentence_store.js (IndexedDB is a browser's; tests/page/sentence_store.spec.js runs the real one). */
  const records = new Map();
  const store = {
    get: async (k) => records.get(k), put: async (k, r) => { records.set(k, r); }, clear: async () => records.clear(),
  };
  const c = new SentenceCache({}, /** @type {any} */ (store));
  await c.remember('k1', { text: 'one' }, [{ crossAttention: { weights: new Float32Array(4) } }]);
  assert.deepEqual(records.get('k1'), { text: 'one' });           // results only, never events
  const fresh = new SentenceCache({}, /** @type {any} */ (store));  // a later visit: memory empty
  assert.equal(await fresh.lookup('k1', true), undefined);          // a stream needs events
  assert.equal((await fresh.lookup('k1', false)).result.text, 'one');
  assert.equal(fresh.get('k1', false).result.text, 'one');          // now in memory too
  assert.deepEqual(fresh.stats(), { ...fresh.stats(), hits: 2, storeHits: 1, misses: 1, persistent: true });
  await fresh.clear();
  assert.equal(await fresh.lookup('k1', false), undefined);
  assert.equal(records.size, 0);
  assert.equal(new SentenceCache().stats().persistent, false);
});

test('a repeated text is decoded once, comes back identical, and streaming replays its events', async () => {
  const t = await Translator.create({ model });
  try {
    const text = 'Save the document before closing the window.';
    const first = await t.translate(text);
    const again = await t.translate(text);
    assert.equal(first.cached, false);
    assert.equal(again.cached, true);
    assert.equal(again.text, first.text);
    assert.deepEqual(again.tokens, first.tokens);
    assert.deepEqual(t.cacheStats(), { ...t.cacheStats(), hits: 1, misses: 1, entries: 1 });

    // another option is another translation; so is a caller that wants token events
    assert.equal((await t.translate(text, { beam: 1 })).cached, false);
    const streamed = [];
    const s1 = await t.translate(text, { onToken: (ev) => streamed.push(ev) });
    assert.equal(s1.cached, false);
    const replayed = [];
    const s2 = await t.translate(text, { onToken: (ev) => replayed.push(ev) });
    assert.equal(s2.cached, true);
    assert.equal(replayed.length, streamed.length);
    assert.deepEqual(replayed.map((e) => e.delta), streamed.map((e) => e.delta));
    assert.deepEqual(Array.from(replayed[1].attention), Array.from(streamed[1].attention));
    // the entry with events serves plain callers too; cache: false decodes anyway
    assert.equal((await t.translate(text, { cache: false })).cached, false);
    const ab = new AbortController();
    ab.abort();
    await assert.rejects(t.translate(text, { signal: ab.signal }), { code: 'aborted' });
  } finally {
    t.dispose();
  }
});

test('a translator created with cache: false decodes every time', async () => {
  const t = await Translator.create({ model, cache: false });
  try {
    assert.equal(t.cacheStats(), null);
    const a = await t.translate('Open the file.');
    const b = await t.translate('Open the file.');
    assert.deepEqual([a.cached, b.cached], [false, false]);
    assert.equal(a.text, b.text);
  } finally {
    t.dispose();
  }
});
