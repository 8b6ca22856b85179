// The vocabulary shortlist through the web module: the shipped model reports its table, and
// `shortlist: false` decodes over the whole vocabulary (the engine's C++ tests prove the two
// agree for a full table; here: both paths run in wasm and stay close on real sentences).
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Translator } from '../../web/heed.js';
import { root } from './helpers.mjs';

test('the shipped en-es model carries a shortlist; both decoding paths translate', async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.shortlistTargets > 100_000, `shortlistTargets ${t.info.shortlistTargets}`);
    assert.equal(t.info.shortlistFrequent > 0, true);
    const text = 'Open the file menu and select your language.';
    const fast = await t.translate(text);
    const full = await t.translate(text, { shortlist: false });
    assert.equal(fast.text, 'Abra el menú del archivo y seleccione su idioma.');
    assert.equal(full.text, fast.text);
    // Normalised over fewer tokens, shortlist log-probs are never below the full ones.
    fast.tokens.forEach((tok, i) => assert.ok(tok.logProb >= full.tokens[i].logProb - 1e-5));
  } finally {
    t.dispose();
  }
});
