// Token attention from the engine to the page: one flat block per token ([layers][heads]
// [source], wasm/bind_token_event.cc), whose rows web/alignment.js's attentionRow selects and
// averages; the event's attention fields are those rows, and the result's summary agrees.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Translator, attentionRow } from '../../web/heed.js';
import { anyModel, goldenOptions } from './helpers.mjs';

const model = anyModel();
const skip = model ? false : 'no golden models yet (tests/golden or HEED_GOLDEN_DIR)';

/** Every token event of translating `text`, and the result. */
async function events(t, text, options) {
  const seen = [];
  const result = await t.translate(text, { ...options, onToken: (ev) => seen.push(ev) });
  return { seen, result };
}

test('each event carries one block of the reported layer; its fields are rows of it', { skip }, async () => {
  const t = await Translator.create({ model: model.path });
  try {
    const { nHeads, decoderLayers } = t.info;
    const text = model.set.expected.cases[0].text;
    const layer = 0;
    const { seen, result } = await events(t, text, { ...goldenOptions(model.set.expected), attentionLayer: layer });
    assert.ok(seen.length >= 2);
    const sentence = result.sentences[0];
    seen.forEach((ev, i) => {
      const block = ev.crossAttention;
      assert.ok(block.weights instanceof Float32Array);
      assert.deepEqual({ layer: block.layer, firstLayer: block.firstLayer, layers: block.layers, heads: block.heads, source: block.source },
        { layer, firstLayer: layer, layers: 1, heads: nHeads, source: sentence.sourceIds.length });
      assert.equal(block.weights.length, nHeads * block.source);
      assert.equal(ev.layerAttention, undefined);
      // Heads are views of the block; the mean is theirs, and it is the result's row, exactly.
      ev.headAttention.forEach((row, h) => {
        assert.equal(row.buffer, block.weights.buffer);
        assert.deepEqual([...row], [...block.weights.subarray(h * block.source, (h + 1) * block.source)]);
      });
      assert.deepEqual([...ev.attention], [...attentionRow(block, -1, -1)]);
      assert.deepEqual([...ev.attention], sentence.attention[i]);
      const total = ev.attention.reduce((a, b) => a + b, 0);
      assert.ok(Math.abs(total - 1) < 1e-4, `attention sums to ${total}`);
    });
    assert.ok(decoderLayers >= 2);
  } finally {
    t.dispose();
  }
});

test('reportAllLayers: one block of every layer; layerAttention and the selection follow it', { skip }, async () => {
  const t = await Translator.create({ model: model.path });
  try {
    const { nHeads, decoderLayers } = t.info;
    const text = model.set.expected.cases[0].text;
    const options = goldenOptions(model.set.expected);
    const one = await events(t, text, { ...options, attentionLayer: 1 });
    const all = await events(t, text, { ...options, attentionLayer: 1, reportAllLayers: true });
    assert.equal(all.seen.length, one.seen.length);
    all.seen.forEach((ev, i) => {
      const block = ev.crossAttention;
      assert.deepEqual([block.layer, block.firstLayer, block.layers, block.heads], [1, 0, decoderLayers, nHeads]);
      assert.equal(block.weights.length, decoderLayers * nHeads * block.source);
      assert.equal(ev.layerAttention.length, decoderLayers);
      // The reported layer's rows are the same whether it came alone or with the others.
      assert.deepEqual(ev.layerAttention[1].map((r) => [...r]), one.seen[i].headAttention.map((r) => [...r]));
      assert.deepEqual(ev.headAttention.map((r) => [...r]), one.seen[i].headAttention.map((r) => [...r]));
      assert.deepEqual([...ev.attention], [...one.seen[i].attention]);
      // A view picks any layer and head, or their mean (the demo's heatmap selector).
      assert.deepEqual([...attentionRow(block, 0, nHeads - 1)], [...ev.layerAttention[0][nHeads - 1]]);
      const mean0 = attentionRow(block, 0, -1);
      mean0.forEach((m, j) => {
        const sum = ev.layerAttention[0].reduce((a, row) => a + row[j], 0);
        assert.ok(Math.abs(m - sum / nHeads) < 1e-6);
      });
    });
  } finally {
    t.dispose();
  }
});

test('reportAttention: false sends no block; the fields are empty', { skip }, async () => {
  const t = await Translator.create({ model: model.path });
  try {
    const { seen } = await events(t, model.set.expected.cases[0].text, { ...goldenOptions(model.set.expected), reportAttention: false });
    assert.ok(seen.length > 0);
    for (const ev of seen) {
      assert.equal(ev.crossAttention, undefined);
      assert.equal(ev.attention.length, 0);
      assert.deepEqual(ev.headAttention, []);
    }
  } finally {
    t.dispose();
  }
});
