// Prefix-constrained decoding and alternatives through the web module, on the shipped model.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Translator } from '../../web/heed.js';
import { root } from './helpers.mjs';

test('a prefix is kept and completed; events carry the k likeliest tokens', async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    const text = 'Save the document before closing the window.';
    const r = await t.translate(text, { prefix: 'Guarda el archivo' });
    assert.equal(r.text, 'Guarda el archivo antes de cerrar la ventana.');
    const events = [];
    const plain = await t.translate(text, { alternatives: 3, onToken: (ev) => events.push(ev) });
    assert.equal(plain.text, 'Guardar el documento antes de cerrar la ventana.');
    assert.ok(events.length > 3);
    for (const ev of events) {
      assert.equal(ev.alternatives.length, 3);
      assert.ok(ev.alternatives[0].logProb >= ev.alternatives[2].logProb);
    }
    // The chosen piece first, then another way to begin the same verb ('▁Guard', '▁Guarda').
    const [first, second] = events[0].alternatives.map((a) => a.piece);
    assert.equal(first, '▁Guardar');
    assert.match(second, /^▁Guard/);
    assert.notEqual(second, first);
    await assert.rejects(t.translate(text, { prefix: 42 }), { code: 'invalid-input', message: /prefix/ });
    await assert.rejects(t.translate(text, { alternatives: 9 }), { code: 'invalid-input', message: /alternatives/ });
  } finally {
    t.dispose();
  }
});
