// web/heed.js as applications use it, in Node: the engine runs in a worker_threads Worker.
// Translators here are made with cache: false where a repeated text must reach the engine
// (queueing, aborting); the sentence cache has its own tests (sentence_cache.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Translator, HeedError, simdSupported } from '../../web/heed.js';
import { anyModel, corrupt, goldenOptions, root, rawGreedy } from './helpers.mjs';

const model = anyModel();
const skip = model ? false : 'no golden models yet (tests/golden or HEED_GOLDEN_DIR)';
// Many sentences: long enough to abort in the middle.
const longText = Array.from({ length: 150 }, (_, i) => `The bird ${i} sings near the old river.`).join(' ');

/** Asserts that `promise` rejects with a HeedError of `code`; returns the error. */
async function rejectsWith(promise, code) {
  const error = await promise.then(() => assert.fail(`expected '${code}'`), (e) => e);
  assert.ok(error instanceof HeedError, `not a HeedError: ${error}`);
  assert.equal(error.code, code, error.message);
  return error;
}

test('WASM SIMD is detected', () => {
  assert.equal(simdSupported(), true);
});

test('create, translate to the golden greedy ids, info, progress', { skip }, async () => {
  const progress = [];
  const t = await Translator.create({ cache: false, model: model.path, onProgress: (p) => progress.push(p) });
  try {
    assert.equal(t.info.vocabSize, model.set.expected.config.vocab_size);
    const size = fs.statSync(model.path).size;
    const downloads = progress.filter((p) => p.phase === 'download');
    assert.deepEqual(downloads[0], { phase: 'download', loaded: 0, total: size });
    assert.deepEqual(downloads.at(-1), { phase: 'download', loaded: size, total: size });
    assert.deepEqual(progress.at(-1), { phase: 'ready', loaded: size, total: size });
    const c = model.set.expected.cases[0];
    const r = await t.translate(c.text, goldenOptions(model.set.expected));
    assert.deepEqual(r.sentences[0].targetIds, c.f32.greedy.tokens);
    assert.deepEqual(r.tokens.map((x) => x.id), c.f32.greedy.tokens);
    assert.equal(r.scores.length, 1);
    assert.equal(r.attention[0].length, c.f32.greedy.tokens.length);
    // Spans are UTF-16 offsets into the JS strings.
    const s = r.sentences[0];
    assert.equal(c.text.slice(s.sourceSpan.begin, s.sourceSpan.end), c.text.trim());
    assert.equal(r.text.slice(s.targetSpan.begin, s.targetSpan.end), r.text.trim());
  } finally {
    t.dispose();
  }
});

test('a model given as bytes works too; requests queue', { skip }, async () => {
  const t = await Translator.create({ cache: false, model: fs.readFileSync(model.path) });
  try {
    const texts = model.set.expected.cases.map((c) => c.text);
    const all = await Promise.all(texts.map((x) => t.translate(x)));
    for (const [i, r] of all.entries()) assert.deepEqual(r, await t.translate(texts[i]));
  } finally {
    t.dispose();
  }
});

test('a model given as a Blob is read by the worker; a damaged Blob is refused', { skip }, async () => {
  const bytes = fs.readFileSync(model.path);
  const progress = [];
  const t = await Translator.create({ cache: false, model: new Blob([bytes]), onProgress: (p) => progress.push(p) });
  try {
    const c = model.set.expected.cases[0];
    const r = await t.translate(c.text, goldenOptions(model.set.expected));
    assert.deepEqual(r.sentences[0].targetIds, c.f32.greedy.tokens);
    assert.deepEqual(progress.filter((p) => p.phase === 'download').at(-1),
      { phase: 'download', loaded: bytes.length, total: bytes.length });
  } finally {
    t.dispose();
  }
  await rejectsWith(Translator.create({ cache: false, model: new Blob([corrupt(bytes)]) }), 'invalid-model');
  await rejectsWith(Translator.create({ cache: false, model: new Blob([]) }), 'invalid-model');
});

test('stream yields >= 2 token events before the result resolves', { skip }, async () => {
  const t = await Translator.create({ cache: false, model: model.path });
  try {
    // An input this random-weight model answers with many tokens (it runs to max length).
    const text = 'Zebra 42 runs at 7:30';
    const stream = t.stream(text, rawGreedy);
    let settled = false;
    stream.result.finally(() => { settled = true; }).catch(() => {});
    let seen = 0;
    let beforeResult = 0;
    let out = '';
    for await (const ev of stream) {
      seen++;
      if (!settled) beforeResult++;
      out += ev.delta;
      assert.equal(ev.sourceSpans.length, ev.attention.length);
      assert.equal(ev.headAttention.length, t.info.nHeads);
      assert.equal(out.slice(ev.targetSpan.begin, ev.targetSpan.end), ev.delta);
    }
    const r = await stream.result;
    assert.ok(beforeResult >= 2, `${beforeResult} of ${seen} events came before the result`);
    // Deltas add up to the text; only U+FFFD of byte pieces that never formed a character
    // may follow the last event (engine/include/heed/translator.h, TokenEvent).
    assert.ok(r.text.startsWith(out));
    assert.match(r.text.slice(out.length), /^\uFFFD*$/);
  } finally {
    t.dispose();
  }
});

test('AbortSignal cancels: queued and running requests, and the worker stops early', { skip }, async (ctx) => {
  const t = await Translator.create({ cache: false, model: model.path });
  try {
    let started = Date.now();
    await t.translate(longText, rawGreedy);
    const fullMs = Date.now() - started;

    const running = new AbortController();
    const queued = new AbortController();
    const first = t.translate(longText, { ...rawGreedy, signal: running.signal, onToken: () => running.abort() });
    const second = t.translate(longText, { ...rawGreedy, signal: queued.signal });
    queued.abort();
    await rejectsWith(second, 'aborted');
    await rejectsWith(first, 'aborted');
    // With a SharedArrayBuffer (always in Node) the worker noticed within a token, so the next
    // request does not wait for the rest of the long text.
    assert.equal(t.abortInterruptsWork, true);
    started = Date.now();
    await t.translate('the dog runs.');
    const nextMs = Date.now() - started;
    ctx.diagnostic(`full long text ${fullMs} ms; request after an abort ${nextMs} ms`);
    assert.ok(nextMs < fullMs / 2, `next request took ${nextMs} ms, a full text ${fullMs} ms`);
    await rejectsWith(t.translate('x', { signal: AbortSignal.abort() }), 'aborted');
    // Leaving a stream early cancels it as well.
    for await (const ev of t.stream(longText)) { assert.ok(ev); break; }
    assert.ok((await t.translate('the dog runs.', rawGreedy)).text.length > 0);
  } finally {
    t.dispose();
  }
});

test('a corrupt model rejects with invalid-model and the engine message', { skip }, async () => {
  const e = await rejectsWith(Translator.create({ cache: false, model: corrupt(fs.readFileSync(model.path)) }), 'invalid-model');
  assert.match(e.message, /\w+/);
  await rejectsWith(Translator.create({ cache: false, model: new Uint8Array(3) }), 'invalid-model');
});

test('a missing model rejects with model-not-found', async () => {
  await rejectsWith(Translator.create({ cache: false, model: path.join(root, 'no/such/model.heed') }), 'model-not-found');
});

test('the worker survives a failed request', { skip }, async () => {
  const t = await Translator.create({ cache: false, model: model.path });
  try {
    const e = await rejectsWith(t.translate('the dog runs.', { beam: 0 }), 'invalid-input');
    assert.match(e.message, /beam_size/);
    await rejectsWith(t.translate('the dog runs.', { beam: () => 1 }), 'invalid-input');
    await rejectsWith(t.translate(/** @type {any} */ (null)), 'invalid-input');
    await rejectsWith(t.translate('lone \uD800 surrogate'), 'invalid-input');
    assert.ok((await t.translate('the dog runs.', rawGreedy)).text.length > 0);
  } finally {
    t.dispose();
  }
});

test('calls after dispose reject with disposed, and so do pending ones', { skip }, async () => {
  const t = await Translator.create({ cache: false, model: model.path });
  const pending = t.translate(longText);
  t.dispose();
  await rejectsWith(pending, 'disposed');
  await rejectsWith(t.translate('the dog runs.'), 'disposed');
  const stream = t.stream('the dog runs.');
  await rejectsWith(stream.next(), 'disposed');
});

test('download over HTTP: progress with total, 404 is model-not-found', { skip }, async () => {
  const http = await import('node:http');
  const bytes = fs.readFileSync(model.path);
  const server = http.createServer((req, res) => {
    const routes = {
      '/model.heed': { 'content-length': bytes.length },
      '/chunked.heed': {},  // no length: the worker collects the chunks, then copies them once
      '/short.heed': { 'content-length': bytes.length },  // the connection drops half-way
    };
    const headers = routes[/** @type {keyof routes} */ (req.url)];
    if (!headers) { res.writeHead(404).end(); return; }
    res.writeHead(200, headers);
    // Several chunks, so progress is reported more than once.
    let at = 0;
    const step = () => {
      if (req.url === '/short.heed' && at >= bytes.length / 2) { res.destroy(); return; }
      if (at >= bytes.length) { res.end(); return; }
      res.write(bytes.subarray(at, at + 32768));
      at += 32768;
      setTimeout(step, req.url === '/model.heed' ? 60 : 0);
    };
    step();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}`;
  try {
    const progress = [];
    const t = await Translator.create({ cache: false, model: `${base}/model.heed`, onProgress: (p) => progress.push(p) });
    t.dispose();
    const downloads = progress.filter((p) => p.phase === 'download');
    assert.ok(downloads.length >= 2, JSON.stringify(progress));
    assert.ok(downloads.every((p) => p.total === bytes.length));
    assert.equal(downloads.at(-1).loaded, bytes.length);
    await rejectsWith(Translator.create({ cache: false, model: `${base}/missing.heed` }), 'model-not-found');
    const chunked = await Translator.create({ cache: false, model: `${base}/chunked.heed` });
    const c = model.set.expected.cases[0];
    assert.deepEqual((await chunked.translate(c.text, goldenOptions(model.set.expected))).sentences[0].targetIds,
      c.f32.greedy.tokens);
    chunked.dispose();
    const e = await rejectsWith(Translator.create({ cache: false, model: `${base}/short.heed` }), 'network');
    assert.match(e.message, /short\.heed/);
  } finally {
    server.close();
  }
});

test('the caller keeps its model bytes: the worker gets its own copy', { skip }, async () => {
  const bytes = fs.readFileSync(model.path);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const view = new Uint8Array(buffer);
  const first = view[100];
  const t = await Translator.create({ cache: false, model: buffer });
  const t2 = await Translator.create({ cache: false, model: view.subarray(0) });
  try {
    assert.equal(buffer.byteLength, bytes.byteLength);   // not detached by the transfer
    assert.equal(view[100], first);
    assert.deepEqual(await t.translate('the dog runs.'), await t2.translate('the dog runs.'));
  } finally {
    t.dispose();
    t2.dispose();
  }
});

test('wasmMemoryBytes reports the engine memory, which holds at least the model', { skip }, async () => {
  const t = await Translator.create({ cache: false, model: model.path });
  try {
    const loaded = await t.wasmMemoryBytes();
    assert.ok(loaded >= fs.statSync(model.path).size, `${loaded} bytes`);
    assert.equal(loaded % 65536, 0);   // whole wasm pages
    await t.translate('the dog runs. '.repeat(50));
    assert.ok(await t.wasmMemoryBytes() >= loaded);
  } finally {
    t.dispose();
  }
});

test('preload starts the engine ahead of time; create then takes that worker', { skip }, async () => {
  await Translator.preload();
  await Translator.preload();  // idempotent: one spare worker
  const t = await Translator.create({ cache: false, model: model.path });
  const t2 = await Translator.create({ cache: false, model: model.path });  // no spare left: starts its own
  try {
    assert.deepEqual(await t.translate('the dog runs.'), await t2.translate('the dog runs.'));
  } finally {
    t.dispose();
    t2.dispose();
  }
});
