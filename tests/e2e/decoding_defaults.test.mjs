// A model's own decoding defaults (FORMAT.md, word_reward): the shipped en→es model carries a
// word reward that lets beam search keep a clause its shorter hypothesis drops; a caller's
// option overrides it, and bad values are refused with the option named.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Translator } from '../../web/heed.js';
import { root } from './helpers.mjs';

test("the shipped en→es model's word reward keeps a clause; wordReward: 0 drops it", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(Math.abs(t.info.wordReward - 0.3) < 1e-6, `wordReward ${t.info.wordReward}`);
    assert.equal(t.info.wordRewardRatio, 1);
    // The shipped model with its reward: "El volcán sigue en reposo, pero los científicos lo
    // observan de cerca."; without it "... lo observan." (2026-11-29; the sentence of before,
    // "close early on Sunday", is a glossary term now, "a primera hora del domingo", either way).
    const source = 'The volcano is still dormant, but scientists are watching it closely.';
    const tuned = await t.translate(source);
    assert.ok(tuned.text.includes('de cerca'), tuned.text);
    const plain = await t.translate(source, { wordReward: 0 });
    assert.ok(!plain.text.includes('de cerca'), plain.text);
    assert.ok(plain.text.length < tuned.text.length, `${plain.text} / ${tuned.text}`);
    // Greedy search compares no hypotheses, so the reward changes nothing there.
    assert.equal((await t.translate(source, { beam: 1 })).text, (await t.translate(source, { beam: 1, wordReward: 0 })).text);
    await assert.rejects(t.translate(source, { wordReward: 11 }), { code: 'invalid-input', message: /word_reward must be in -10\.\.10/ });
    await assert.rejects(t.translate(source, { wordRewardRatio: 0 }), { code: 'invalid-input', message: /word_reward_ratio must be in 0\.25\.\.4/ });
    await assert.rejects(t.translate(source, { wordReward: 'big' }), { code: 'invalid-input', message: /wordReward/ });
  } finally {
    t.dispose();
  }
});

test('a model without decoding defaults reports none', async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/es-en.heed') });
  try {
    assert.equal(t.info.wordReward, 0);
    assert.equal(t.info.wordRewardRatio, 1);
  } finally {
    t.dispose();
  }
});
