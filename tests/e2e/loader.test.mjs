// The one road a model takes into the engine (web/heed.js → worker.js → engine_host.js): a URL,
// a Blob or bytes, read once into the wasm heap, checked against a SHA-256 when one is given,
// and handed back as a Blob for a cache when asked, with one progress format throughout.
import test from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Translator, HeedError } from '../../web/heed.js';
import { anyModel, corrupt, goldenOptions, root } from './helpers.mjs';

const model = anyModel();
const skip = model ? false : 'no golden models yet (tests/golden or HEED_GOLDEN_DIR)';
const sha256 = (/** @type {Uint8Array} */ bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Serves `routes` (path -> bytes) on localhost for the duration of `body`. */
async function serving(routes, body) {
  const server = http.createServer((req, res) => {
    const bytes = routes[/** @type {string} */ (req.url)];
    if (!bytes) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await body(`http://127.0.0.1:${/** @type {any} */ (server.address()).port}`);
  } finally {
    server.close();
  }
}

test('a download checked against its SHA-256 loads, reports {phase, loaded, total}, and comes back as a Blob', { skip }, async () => {
  const bytes = fs.readFileSync(model.path);
  await serving({ '/model.heed': bytes }, async (base) => {
    const progress = [];
    /** @type {Blob[]} */
    const files = [];
    const t = await Translator.create({
      model: `${base}/model.heed`, sha256: sha256(bytes),
      onProgress: (p) => progress.push(p), onFile: (f) => files.push(f),
    });
    try {
      const c = model.set.expected.cases[0];
      assert.deepEqual((await t.translate(c.text, goldenOptions(model.set.expected))).sentences[0].targetIds, c.f32.greedy.tokens);
    } finally {
      t.dispose();
    }
    // One format: every event has exactly phase, loaded and total; phases in order.
    for (const p of progress) assert.deepEqual(Object.keys(p).sort(), ['loaded', 'phase', 'total']);
    const phases = [...new Set(progress.map((p) => p.phase))];
    assert.deepEqual(phases, ['download', 'load', 'ready']);
    assert.deepEqual(progress.at(-1), { phase: 'ready', loaded: bytes.length, total: bytes.length });
    const downloads = progress.filter((p) => p.phase === 'download');
    assert.ok(downloads.every((p, i) => i === 0 || p.loaded >= downloads[i - 1].loaded));
    // At most one event per whole percent, plus the first and the last.
    assert.ok(downloads.length <= 102, `${downloads.length} download events`);
    // The file handed back for a cache is the file, byte for byte (made in the Worker).
    assert.equal(files.length, 1);
    assert.ok(files[0] instanceof Blob);
    assert.equal(sha256(new Uint8Array(await files[0].arrayBuffer())), sha256(bytes));
  });
});

test('a download that does not match its SHA-256 is refused before the engine parses it', { skip }, async () => {
  const bytes = fs.readFileSync(model.path);
  const damaged = corrupt(bytes);
  await serving({ '/damaged.heed': damaged }, async (base) => {
    const progress = [];
    let file = null;
    const error = await Translator.create({
      model: `${base}/damaged.heed`, sha256: sha256(bytes),
      onProgress: (p) => progress.push(p), onFile: (f) => { file = f; },
    }).then(() => assert.fail('loaded a damaged file'), (e) => e);
    assert.ok(error instanceof HeedError);
    assert.equal(error.code, 'invalid-model');
    assert.match(error.message, /damaged\.heed does not match its expected SHA-256/);
    // Read, then refused: never handed to the engine ('load') nor back to the caller.
    assert.ok(progress.some((p) => p.phase === 'download' && p.loaded === damaged.length));
    assert.ok(!progress.some((p) => p.phase === 'load'));
    assert.equal(file, null);
  });
});

test('a Blob or bytes take the same road: one read, the same phases, the digest checked', { skip }, async () => {
  const bytes = fs.readFileSync(model.path);
  for (const given of [new Blob([bytes]), new Uint8Array(bytes)]) {
    const progress = [];
    let file = null;
    const t = await Translator.create({ model: given, sha256: sha256(bytes), onProgress: (p) => progress.push(p), onFile: (f) => { file = f; } });
    t.dispose();
    assert.deepEqual([...new Set(progress.map((p) => p.phase))], ['download', 'load', 'ready']);
    assert.equal(/** @type {any} */ (file).size, bytes.length);
    await assert.rejects(Translator.create({ model: given, sha256: '0'.repeat(64) }),
      (e) => e instanceof HeedError && e.code === 'invalid-model' && /SHA-256/.test(e.message));
  }
});

test('create warms the engine up with one unseen translation; warmUp: false does not', async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.equal(await t.warmedUp, true);
    assert.deepEqual(t.cacheStats(), { ...t.cacheStats(), hits: 0, misses: 0, entries: 0 });  // not the reader's
    assert.equal((await t.translate('Open the file menu.')).text, 'Abra el menú del archivo.');
  } finally {
    t.dispose();
  }
  const cold = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed'), warmUp: false });
  assert.equal(cold.warmedUp, null);
  cold.dispose();
});
