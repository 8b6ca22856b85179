// web/engine_host.js on its own: how a model is opened and written into the heap, with a
// stand-in for the Emscripten module so every size mismatch and read failure can be staged.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openModel, readIntoHeap } from '../../web/engine_host.js';
import { HeedError } from '../../web/errors.js';

/** A module whose ModelBuffer is a plain Uint8Array; records what was created and deleted. */
function fakeModule() {
  const log = { created: [], deleted: 0 };
  return {
    log,
    ModelBuffer: {
      create(n) {
        const bytes = new Uint8Array(n);
        log.created.push(n);
        return { bytes, view: () => bytes, delete: () => { log.deleted++; } };
      },
    },
  };
}

/** @param {number[][]} parts @param {number|undefined} total */
const opened = (parts, total) => ({ total, chunks: parts.map((p) => Uint8Array.from(p)) });

test('a model of known size is written into one buffer of that size, chunk by chunk', async () => {
  const module = fakeModule();
  const progress = [];
  const buffer = await readIntoHeap(module, opened([[1, 2], [3], [4, 5]], 5), (l, t) => progress.push([l, t]));
  assert.deepEqual([...buffer.bytes], [1, 2, 3, 4, 5]);
  assert.deepEqual(module.log.created, [5]);
  assert.deepEqual(progress[0], [0, 5]);
  assert.deepEqual(progress.at(-1), [5, 5]);
});

test('a model of unknown size is collected, then copied once into a buffer of its length', async () => {
  const module = fakeModule();
  const buffer = await readIntoHeap(module, opened([[7, 8], [9]], undefined), () => {});
  assert.deepEqual([...buffer.bytes], [7, 8, 9]);
  assert.deepEqual(module.log.created, [3]);
});

test('more or fewer bytes than announced is a network error, and the buffer is freed', async () => {
  for (const [parts, total, pattern] of [[[[1, 2, 3]], 2, /longer than the 2 bytes/], [[[1]], 4, /ended after 1 of the 4 bytes/]]) {
    const module = fakeModule();
    await assert.rejects(readIntoHeap(module, opened(parts, total), () => {}),
      (e) => e instanceof HeedError && e.code === 'network' && pattern.test(e.message));
    assert.equal(module.log.deleted, 1);
  }
});

test('a Blob that cannot be read is a network error naming the cause', async () => {
  const blob = { size: 3, arrayBuffer: () => Promise.reject(new Error('the file was removed')) };
  await assert.rejects(openModel({ blob }),
    (e) => e instanceof HeedError && e.code === 'network' && /Blob: the file was removed/.test(e.message));
  const ok = await openModel({ blob: new Blob([Uint8Array.from([5, 6])]) });
  assert.equal(ok.total, 2);
});

test('a download abandoned half-way is cancelled, not left running', async () => {
  let cancelled = false;
  let pulls = 0;
  const body = new ReadableStream({
    pull(controller) { pulls++; controller.enqueue(Uint8Array.from([1, 2, 3, 4])); },
    cancel() { cancelled = true; },
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = async () => new Response(body, { headers: { 'content-length': '6' } });
  try {
    const model = await openModel({ url: 'http://127.0.0.1:9/model.heed' });
    await assert.rejects(readIntoHeap(fakeModule(), model, () => {}), /longer than the 6 bytes/);
  } finally {
    globalThis.fetch = realFetch;
  }
  assert.equal(cancelled, true);
  assert.ok(pulls < 5, `pulled ${pulls} chunks`);
});
