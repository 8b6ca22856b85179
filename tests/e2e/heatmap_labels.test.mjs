// The demo heatmap's row labels (web/app/heatmap.js rowLabel, placeholderPieces): a protected
// span's placeholder pieces ("▁%", "1") are labelled with the text the span wrote, from the
// engine's own token events and from made-up ones (several digits, two spans, held words).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Translator } from '../../web/heed.js';
import { placeholderPieces, rowLabel } from '../../web/app/heatmap.js';
import { root } from './helpers.mjs';

/** Token events as the engine streams them for `text` (shipped en→es model, the defaults). */
async function events(text) {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed'), warmUp: false });
  try {
    const out = [];
    await t.translate(text, { onToken: (ev) => out.push(ev) });
    return out;
  } finally {
    t.dispose();
  }
}

test('a date and an amount label every piece of their placeholders with their Spanish text', async () => {
  const tokens = await events('I paid $5 on 3 May 2020.');
  const labels = tokens.map((_, t) => rowLabel(tokens, t));
  // The engine decodes each span as "▁%" and a digit: both rows read the span's text.
  assert.ok(tokens.some((ev) => ev.piece === '▁%'), 'the model decoded placeholders');
  assert.deepEqual(labels.filter((l) => /\$5|mayo/u.test(l)), ['▁$5', '▁$5', '▁el 3 de mayo de 2020', '▁el 3 de mayo de 2020']);
  assert.ok(!labels.some((l) => /^▁?(%|\d)$/u.test(l)), labels.join(' | '));
  // Other pieces keep their own text.
  assert.equal(labels[0], tokens[0].piece);
  // The pieces before a span's last one: what the page relabels when that token arrives.
  const last = tokens.findIndex((ev) => ev.verbatimSpans.length);
  assert.deepEqual(placeholderPieces(tokens, last), [last - 1]);
  assert.deepEqual(placeholderPieces(tokens, 0), []);
});

test('while streaming, a placeholder piece whose text has not come yet shows its piece', () => {
  const ev = (piece, delta, begin, verbatim) => ({ piece, delta, sentence: 0, targetSpan: { begin },
    verbatimSpans: verbatim ? [verbatim] : [] });
  // "▁Cuesta" "▁%" "1" "2" (a twelfth span: "%12") "." ; then the next sentence's "▁%".
  const tokens = [ev('▁Cuesta', 'Cuesta', 0), ev('▁%', '', 6), ev('1', '', 6), ev('2', ' 40 €', 6, { begin: 7, end: 11 }),
    ev('.', '.', 11), { ...ev('▁%', '', 12), sentence: 1 }];
  assert.deepEqual(placeholderPieces(tokens, 3), [1, 2]);
  assert.deepEqual(tokens.map((_, t) => rowLabel(tokens, t)), ['▁Cuesta', '▁40 €', '▁40 €', '▁40 €', '.', '▁%']);
  // Before the span's last piece arrives, its first pieces read as pieces.
  assert.deepEqual([1, 2].map((t) => rowLabel(tokens.slice(0, 3), t)), ['▁%', '1']);
  // A word held back and written with the span: the label is the span's text only.
  const held = [ev('▁%', '', 0), ev('1', ' casas 40 €', 0, { begin: 7, end: 11 })];
  assert.equal(rowLabel(held, 1), '▁40 €');
});
