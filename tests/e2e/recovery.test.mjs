// Worker-crash recovery in Node (worker_threads): a trap or a dead Worker rejects what is
// pending with 'engine-crashed' and the next call reloads the model in a fresh Worker. The
// crash is forced with web/worker.js's test-only messages; tests/page/recovery.spec.js does
// the same in Chromium.
// The translators have no sentence cache: a repeated text must reach the engine here.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Translator, HeedError } from '../../web/heed.js';
import { anyModel, rawGreedy } from './helpers.mjs';

const model = anyModel();
const skip = model ? false : 'no golden models yet (tests/golden or HEED_GOLDEN_DIR)';

/** @param {Promise<any>} p @returns {Promise<string>} the HeedError code, or 'resolved' */
const codeOf = (p) => p.then(() => 'resolved', (e) => (e instanceof HeedError ? e.code : `not a HeedError: ${e}`));

for (const given of ['path', 'bytes']) {
  test(`a crashed engine is replaced and reloads the model (given as ${given})`, { skip }, async () => {
    const t = await Translator.create({ cache: false, model: given === 'path' ? model.path : fs.readFileSync(model.path) });
    try {
      const before = (await t.translate('the dog runs.', rawGreedy)).text;
      const first = t.client;
      const [trap, queued] = await Promise.all([codeOf(t.client.request('trapForTest', {})),
        codeOf(t.translate('the dog runs.', rawGreedy))]);
      assert.deepEqual({ trap, queued }, { trap: 'engine-crashed', queued: 'engine-crashed' });
      assert.equal((await t.translate('the dog runs.', rawGreedy)).text, before);
      assert.notEqual(t.client, first);

      // A Worker that dies outright ('error' event) is replaced the same way.
      // The Worker answers and then throws; its death can be reported before that answer
      // arrives (two channels), so the request may resolve or reject with engine-crashed.
      assert.match(await codeOf(t.client.request('dieForTest', {})), /^(resolved|engine-crashed)$/);
      // (up to 5 s: on a loaded machine the worker's death can take a while to be reported)
      for (let i = 0; i < 250 && !t.client.closed; i++) await new Promise((r) => setTimeout(r, 20));
      assert.equal(t.client.closed?.code, 'engine-crashed');
      assert.equal((await t.translate('the dog runs.', rawGreedy)).text, before);
    } finally {
      t.dispose();
    }
    assert.equal(await codeOf(t.translate('the dog runs.', rawGreedy)), 'disposed');
  });
}
