// The Embind surface (wasm/bind_*.cc) in this process: loading, errors, golden outputs.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { anyModel, corrupt, goldenOptions, goldenSets, loadModule, rawGreedy } from './helpers.mjs';

const Module = await loadModule();
const model = anyModel();
const noModel = model ? false : 'no golden models yet (tests/golden or HEED_GOLDEN_DIR)';

test('module loads and exposes Translator', () => {
  assert.equal(typeof Module.Translator.fromBytes, 'function');
});

test('bad bytes throw a JS Error with the engine message and code invalid-model', () => {
  assert.throws(() => Module.Translator.fromBytes(new Uint8Array([1, 2, 3, 4])),
    (e) => e instanceof Error && e.code === 'invalid-model' && /truncated/.test(e.message));
  assert.throws(() => Module.Translator.fromBytes('not bytes'), { code: 'invalid-input' });
});

test('a corrupt model file is refused with the engine reason', { skip: noModel }, () => {
  const bytes = corrupt(fs.readFileSync(model.path));
  assert.throws(() => Module.Translator.fromBytes(bytes), (e) => {
    assert.equal(e.code, 'invalid-model');
    assert.ok(e.message.length > 10, e.message);
    return true;
  });
});

test('warmUp builds the tokenizer ahead of the first translation, which gives the same text', { skip: noModel }, () => {
  const bytes = fs.readFileSync(model.path);
  const warmed = Module.Translator.fromBytes(bytes);
  const cold = Module.Translator.fromBytes(bytes);
  try {
    assert.equal(warmed.warmUp(), undefined);
    warmed.warmUp();  // once is enough; again does nothing
    const options = { ...rawGreedy, maxLength: 6 };
    assert.equal(warmed.translate('hello world', options).text, cold.translate('hello world', options).text);
  } finally {
    warmed.delete();
    cold.delete();
  }
});

test('ModelBuffer: bytes written into the heap load like fromBytes; sizes are checked', { skip: noModel }, () => {
  const bytes = fs.readFileSync(model.path);
  const buffer = Module.ModelBuffer.create(bytes.length);
  // Two writes, each through a fresh view, as web/engine_host.js writes a streamed model.
  buffer.view().set(bytes.subarray(0, 1000), 0);
  buffer.view().set(bytes.subarray(1000), 1000);
  const fromBuffer = Module.Translator.fromBuffer(buffer);
  assert.equal(buffer.size(), 0, 'the translator took the bytes');
  const fromBytes = Module.Translator.fromBytes(bytes);
  const text = model.set.expected.cases[0].text;
  assert.deepEqual(fromBuffer.translate(text, {}), fromBytes.translate(text, {}));
  fromBuffer.delete();
  fromBytes.delete();
  assert.throws(() => Module.Translator.fromBuffer(buffer), { code: 'invalid-model' });
  buffer.delete();
  for (const n of [-1, 1.5, NaN, 2 ** 31]) {
    assert.throws(() => Module.ModelBuffer.create(n), (e) => e.code === 'invalid-input' && /model buffer holds/.test(e.message));
  }
});

test('translator: info, errors keep it usable, stream can stop, delete', { skip: noModel }, () => {
  const t = Module.Translator.fromBytes(fs.readFileSync(model.path).buffer);  // ArrayBuffer too
  try {
    assert.equal(t.info().vocabSize, model.set.expected.config.vocab_size);
    assert.throws(() => t.translate('x', { beam: 0 }), { code: 'invalid-input', message: /beam_size/ });
    assert.throws(() => t.translate('x', { beam: 'two' }), { code: 'invalid-input' });
    assert.throws(() => t.translate(42, {}), { code: 'invalid-input' });
    // An exception of the JS callback passes through unchanged.
    // Random weights: greedy without the text rules, so that tokens come at all.
    assert.throws(() => t.stream('the dog runs.', rawGreedy, () => { throw new RangeError('mine'); }), RangeError);
    let events = 0;
    const r = t.stream('the dog runs.', rawGreedy, () => (++events, 'stop'));
    assert.equal(events, 1);
    assert.equal(r.cancelled, true);
    const full = t.translate('the dog runs.', rawGreedy);
    assert.equal(full.cancelled, false);
    assert.ok(full.text.length > 0);
  } finally {
    t.delete();
  }
});

for (const { name, expected, models } of goldenSets()) {
  for (const [kind, file] of Object.entries(models)) {
    test(`golden ${name} ${kind}: greedy (and f32 beam) token ids equal the reference`, (ctx) => {
      const t = Module.Translator.fromBytes(fs.readFileSync(file));
      try {
        let compared = 0;
        let worstLogProb = 0;
        for (const c of expected.cases) {
          const r = t.translate(c.text, goldenOptions(expected));
          // The reference translates each case as one sequence; the engine splits sentences.
          if (r.sentences.length !== 1) continue;
          const s = r.sentences[0];
          assert.deepEqual(s.sourceIds, c.source_ids, `source ids of ${c.text}`);
          assert.deepEqual(s.targetIds, c[kind].greedy.tokens, `greedy ids of ${c.text}`);
          if (kind === 'f32') {
            c.f32.greedy.log_probs.forEach((lp, i) => {
              worstLogProb = Math.max(worstLogProb, Math.abs(lp - s.targetLogProbs[i]));
            });
            const b = t.translate(c.text, { ...goldenOptions(expected), beam: expected.beam_size,
              lengthPenalty: expected.length_penalty });
            assert.deepEqual(b.sentences[0].targetIds, c.f32.beam.tokens, `beam ids of ${c.text}`);
          }
          compared++;
        }
        assert.ok(compared >= 3, `only ${compared} single-sentence cases`);
        if (kind === 'f32') {
          ctx.diagnostic(`${name}: largest |log-prob difference| ${worstLogProb.toExponential(2)}`);
          assert.ok(worstLogProb < 1e-3, `log-probs differ by ${worstLogProb}`);
        }
      } finally {
        t.delete();
      }
    });
  }
}

test('translateBatch: each text as translate gives it, greedy sentences decoded side by side', () => {
  const t = Module.Translator.fromBytes(fs.readFileSync(new URL('../../models/shipped/en-es.heed', import.meta.url)));
  try {
    const texts = ['The museum opens at 9:00. Tickets are cheaper for students.', '', 'Rain is expected tomorrow. Take an umbrella!',
      'PLEASE CLOSE THE DOOR. Mail us at info@example.org.'];
    const greedy = { beam: 1, batchSentences: 8 };
    const batch = t.translateBatch(texts, greedy);
    assert.equal(batch.length, texts.length);
    texts.forEach((text, i) => {
      assert.deepEqual(batch[i], t.translate(text, { ...greedy, batchSentences: 1 }), `text ${i}`);
    });
    assert.match(batch[3].text, /info@example\.org/u);
    assert.deepEqual(t.translateBatch([], greedy), []);
    assert.throws(() => t.translateBatch('one text', greedy), { code: 'invalid-input', message: /array of strings/u });
    assert.throws(() => t.translateBatch(['ok', 7], greedy), { code: 'invalid-input', message: /text must be a string/u });
    assert.throws(() => t.translateBatch(['ok'], { batchSentences: 0 }), { code: 'invalid-input', message: /batch_sentences/u });
  } finally {
    t.delete();
  }
});
