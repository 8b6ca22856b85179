// Word-level attention helpers (web/alignment.js), translatePage's cutting of a translation
// back into text nodes, and the service worker's list of app files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { attentionRow, groupAttention, monotoneAssign, tokenWordSpans, wordIndexOf, wordSpans } from '../../web/alignment.js';
import { distribute, keepEdges, mergeUnits, unitSpans } from '../../web/text_nodes.js';

test('wordSpans finds words in UTF-16 offsets, astral characters included', () => {
  assert.deepEqual(wordSpans('  a 😀b\tc '), [{ begin: 2, end: 3 }, { begin: 4, end: 7 }, { begin: 8, end: 9 }]);
  assert.deepEqual(wordSpans(''), []);
});

test('wordIndexOf maps token spans to the word they overlap; empty spans map to -1', () => {
  const words = wordSpans('Save the document.');
  const tokens = [{ begin: 0, end: 4 }, { begin: 4, end: 8 }, { begin: 9, end: 13 }, { begin: 13, end: 18 }, { begin: 18, end: 18 }];
  assert.deepEqual(wordIndexOf(tokens, words), [0, 1, 2, 2, -1]);
});

/** A row as plain numbers, rounded past float32's noise. @param {Float32Array} row */
const rounded = (row) => [...row].map((x) => +x.toFixed(6));

test('attentionRow picks a layer and head, or averages the heads', () => {
  // Two layers × two heads × two source tokens, layer 1 reported: [[[.2,.8],[.6,.4]], [[1,0],[0,1]]].
  const block = { weights: Float32Array.of(0.2, 0.8, 0.6, 0.4, 1, 0, 0, 1), layer: 1, firstLayer: 0, layers: 2, heads: 2, source: 2 };
  assert.deepEqual(rounded(attentionRow(block, 0, 1)), [0.6, 0.4]);
  assert.deepEqual(rounded(attentionRow(block, 0, -1)), [0.4, 0.6]);
  assert.deepEqual(rounded(attentionRow(block, -1, 0)), [1, 0]);
  assert.deepEqual(rounded(attentionRow(block, -1, -1)), [0.5, 0.5]);
  // A head is a view of the block (no copy); the mean is a new array.
  assert.equal(attentionRow(block, 0, 1).buffer, block.weights.buffer);
  // Only the reported layer in the block: any other layer asked for gives the reported one.
  const one = { weights: Float32Array.of(1, 0, 0, 1), layer: 3, firstLayer: 3, layers: 1, heads: 2, source: 2 };
  assert.deepEqual(rounded(attentionRow(one, 0, 0)), [1, 0]);
  assert.deepEqual(rounded(attentionRow(one, 0, 7)), [0, 1]);  // past the last head: the last
  // No attention reported: an empty row.
  assert.equal(attentionRow(undefined, 0, 0).length, 0);
});

test('groupAttention averages the rows of a target group and sums source groups', () => {
  const m = groupAttention([[0.5, 0.5, 0], [0.1, 0.1, 0.8]], [[0, 0, 1], [0, 0, 1]], [0, 0], 1, 2);
  assert.deepEqual([...m[0]].map((x) => +x.toFixed(6)), [0.6, 0.4]);
});

test('monotoneAssign keeps reading order, fills every slot, and follows attention', () => {
  // Four words, three slots; word 2 attends to slot 2 strongly, so it goes there.
  const score = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0.6, 0.4]];
  assert.deepEqual(monotoneAssign(score, 3), [0, 1, 2, 2]);
  // A word order swap (attention 2 then 1) cannot be followed: order wins, no slot left empty.
  assert.deepEqual(monotoneAssign([[1, 0, 0], [0, 0, 1], [0, 1, 0]], 3), [0, 1, 2]);
  // Fewer words than slots: empty slots are allowed, the order still holds.
  const few = monotoneAssign([[0, 0, 1]], 3);
  assert.deepEqual(few, [2]);
  assert.deepEqual(monotoneAssign([], 2), []);
  for (let trial = 0; trial < 200; ++trial) {
    const n = 1 + (trial % 9), k = 1 + (trial % 4);
    const s = Array.from({ length: n }, () => Array.from({ length: k }, () => Math.random()));
    const a = monotoneAssign(s, k);
    assert.equal(a.length, n);
    for (let i = 1; i < n; ++i) assert.ok(a[i] >= a[i - 1]);
    if (n >= k) assert.deepEqual([...new Set(a)].sort(), Array.from({ length: k }, (_, j) => j));
  }
});

test('distribute puts each word into the text node its attention points at, keeping spacing', () => {
  // Source "Press the <b>red</b> button now." as three text nodes.
  const originals = ['Press the ', 'red', ' button now.'];
  const translation = 'Pulse el botón rojo ahora.';
  const src = [{ begin: 0, end: 5 }, { begin: 5, end: 9 }, { begin: 10, end: 13 }, { begin: 13, end: 20 }, { begin: 20, end: 24 }, { begin: 24, end: 25 }, { begin: 25, end: 25 }];
  const tok = (begin, end, focus) => ({ span: { begin, end }, sourceSpans: src, attention: src.map((_, j) => (j === focus ? 0.9 : 0.1 / 6)) });
  const tokens = [tok(0, 5, 0), tok(5, 8, 1), tok(8, 14, 3), tok(14, 19, 2), tok(19, 25, 4), tok(25, 26, 5)];
  const texts = distribute(translation, tokens, originals);
  // "rojo" looked at "red", so the bold goes to "rojo", even though it moved after "botón".
  assert.deepEqual(texts, ['Pulse el botón ', 'rojo', ' ahora.']);
  assert.equal(texts.join(''), translation);
});

test('distribute keeps whitespace-only nodes and the edges of the text', () => {
  const texts = distribute('Hola mundo', [], ['  Hello', '\n', 'world  ']);
  assert.deepEqual(texts, ['  Hola', '\n', 'mundo  ']);
});

test('keepEdges (one node with words: no attention needed) cuts as distribute does', () => {
  const cases = [
    [['Hello world.'], 'Hola mundo.'],
    [['  Hello world.  '], ' Hola mundo. '],
    [['\n  ', 'Save the file.', '\n'], 'Guardar el archivo.'],
    [['Hello'], ''],
  ];
  for (const [originals, translation] of cases) {
    const node = originals.findIndex((o) => /\S/u.test(o));
    const span = { begin: 0, end: originals.join('').length };
    const tokens = unitSpans(translation).map((u) => ({ span: u, sourceSpans: [span], attention: [1] }));
    assert.deepEqual(keepEdges(translation, originals), distribute(translation, tokens, originals), JSON.stringify(originals));
    assert.equal(keepEdges(translation, originals)[node].trim(), translation.trim());
  }
});

test('the service worker caches every file the page and its worker load', () => {
  const sw = readFileSync(new URL('../../web/sw.js', import.meta.url), 'utf8');
  const listed = new Set([...sw.match(/const SHELL = \[([\s\S]*?)\];/)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]));
  const web = new URL('../../web/', import.meta.url);
  const files = [
    ...readdirSync(web).filter((f) => /\.(js|html)$/.test(f) && f !== 'sw.js'),
    ...readdirSync(new URL('app/', web)).map((f) => `app/${f}`),
  ];
  for (const f of files) assert.ok(listed.has(f), `web/sw.js SHELL lacks ${f}`);
  for (const f of ['../build-wasm/heed.js', '../build-wasm/heed.wasm', '../models/manifest.json']) assert.ok(listed.has(f), f);
});

test('a period after a link goes to the text after it, not into the link', () => {
  // "Before closing, <a>save the document</a>. Changes are lost." -> two sentences in Spanish.
  const originals = ['Before closing, ', 'save the document', '. Changes are lost.'];
  const source = originals.join('');
  const translation = 'Antes de cerrar, guardar el documento. Los cambios se pierden.';
  const srcUnits = unitSpans(source);   // Before closing , save the document . Changes are lost .
  const at = (word) => srcUnits.findIndex((u) => source.slice(u.begin, u.end) === word);
  const pairs = [['Antes', 'Before'], ['de', 'Before'], ['cerrar', 'closing'], [',', ','], ['guardar', 'save'],
    ['el', 'the'], ['documento', 'document'], ['.', '.'], ['Los', 'Changes'], ['cambios', 'Changes'],
    ['se', 'are'], ['pierden', 'lost']];
  let from = 0;
  const tokens = pairs.map(([target, src]) => {
    const begin = translation.indexOf(target, from);
    from = begin + target.length;
    const focus = at(src);
    return { span: { begin, end: begin + target.length }, sourceSpans: srcUnits,
      attention: srcUnits.map((_, j) => (j === focus ? 0.9 : 0.01)) };
  });
  const texts = distribute(translation, tokens, originals);
  assert.deepEqual(texts, ['Antes de cerrar, ', 'guardar el documento', '. Los cambios se pierden.']);
  assert.deepEqual(unitSpans("l'eau, 3.5"), [{ begin: 0, end: 5 }, { begin: 5, end: 6 }, { begin: 7, end: 8 }, { begin: 8, end: 9 }, { begin: 9, end: 10 }]);
});

test('mergeUnits joins the units inside one protected span, and only those', () => {
  const text = 'Seleccione Save as y Debian Project';
  const units = unitSpans(text);
  const whole = [{ begin: 11, end: 18 }, { begin: 21, end: 35 }];  // "Save as", "Debian Project"
  assert.deepEqual(mergeUnits(units, whole).map((u) => text.slice(u.begin, u.end)),
    ['Seleccione', 'Save as', 'y', 'Debian Project']);
  assert.deepEqual(mergeUnits(units, []), units);
});

test('distribute keeps a protected span in one node', () => {
  // "Select <b>Save as</b> now": the span's first word attends to the bold node, its second to
  // the text after it; as one unit it goes where most of its attention is.
  const originals = ['Seleccione ', 'Save as', ' ahora'];
  const translation = 'Seleccione Save as ahora';
  const sourceSpans = [{ begin: 0, end: 10 }, { begin: 11, end: 18 }, { begin: 18, end: 24 }];
  const tok = (begin, end, attention) => ({ span: { begin, end }, attention, sourceSpans });
  const tokens = [tok(0, 10, [1, 0, 0]), tok(11, 15, [0, 0.9, 0.1]), tok(16, 18, [0, 0.3, 0.7]), tok(19, 24, [0, 0, 1])];
  assert.deepEqual(distribute(translation, tokens, originals), ['Seleccione ', 'Save', ' as ahora']);
  assert.deepEqual(distribute(translation, tokens, originals, [{ begin: 11, end: 18 }]), ['Seleccione ', 'Save as', ' ahora']);
});

test('tokenWordSpans: each token to its written word, though the engine writes a word a token late', () => {
  // "La nueva versión del programa." as the engine streams it: an article and an adjective held
  // for their noun, each word written with the token after it.
  const translation = 'La nueva versión del programa.';
  const pieces = ['▁La', '▁nueva', '▁versión', '▁del', '▁pro', 'grama', '.'];
  const events = pieces.map((piece) => ({ piece, sentence: 0 }));
  const spans = tokenWordSpans(translation, events, [{ targetSpan: { begin: 0, end: translation.length } }]);
  assert.deepEqual(spans.map((s) => translation.slice(s.begin, s.end)), ['La', 'nueva', 'versión', 'del', 'programa', 'programa', '.']);
  // Two sentences; a placeholder written as a date of several words; "de el" written "del".
  const text = 'Pague el 3 de mayo de 2020. Abra del menú.';
  const evs = [['▁Pague', 0], ['▁%', 0], ['1', 0], ['.', 0], ['▁Abra', 1], ['▁de', 1], ['▁el', 1], ['▁menú', 1], ['.', 1]]
    .map(([piece, sentence]) => ({ piece, sentence }));
  const sentences = [{ targetSpan: { begin: 0, end: 27 } }, { targetSpan: { begin: 28, end: text.length } }];
  const got = tokenWordSpans(text, evs, sentences).map((s) => text.slice(s.begin, s.end));
  assert.deepEqual(got, ['Pague', 'el', 'el', '.', 'Abra', 'del', 'menú', 'menú', '.']);
  // A sentence that wrote nothing: empty spans at its start.
  assert.deepEqual(tokenWordSpans('', [{ piece: '▁Hola', sentence: 0 }], [{ targetSpan: { begin: 0, end: 0 } }]), [{ begin: 0, end: 0 }]);
});

test('distribute reads a source word from the node its letters are in, not the one its space is in', () => {
  // "Select <b>Save</b> now": the piece "▁Save" spans " Save", whose space ends the first node.
  const originals = ['Select ', 'Save', ' now.'];
  const translation = 'Seleccione Guardar ahora.';
  const sourceSpans = [{ begin: 0, end: 6 }, { begin: 6, end: 11 }, { begin: 11, end: 15 }, { begin: 15, end: 16 }];
  const tok = (begin, end, focus) => ({ span: { begin, end }, sourceSpans, attention: sourceSpans.map((_, j) => (j === focus ? 0.9 : 0.03)) });
  const tokens = [tok(0, 10, 0), tok(11, 18, 1), tok(19, 24, 2), tok(24, 25, 3)];
  assert.deepEqual(distribute(translation, tokens, originals), ['Seleccione ', 'Guardar', ' ahora.']);
});

test('the engine\'s own tokens put inline markup around the words that translate it', async () => {
  const { Translator } = await import('../../web/heed.js');
  const t = await Translator.create({ model: new URL('../../models/shipped/en-es.heed', import.meta.url).pathname, warmUp: false });
  try {
    // [source with the inline element in brackets, the words the element must hold].
    const cases = [
      ['Choose a [strong password] and keep it in a safe place.', /^(una )?contraseña fuerte$/u],
      ['Select [Save as] and enter a new name.', /^Guardar como$/u],
      ['Before you close the window, [save the document]. Unsaved changes will be lost.', /^guarde el documento$/u],
      ['The [new version] of the program is faster.', /^nueva versión$/u],
      ['You can change it at any time from the [security page].', /^(la )?página de seguridad$/u],
      // A name of the model's glossary, kept whole, that runs across the tag: the link takes it,
      // "The " stays empty.
      ['The [United States] and Canada signed the agreement.', /^Los Estados Unidos$/u],
      // A word that looks at neither node it may go to ("herramienta" looks at "tool") stays
      // outside the tag; a path kept whole leaves its period outside.
      ['The package holds /etc/group. The [update-passwd] tool keeps the entries.', /^update-passwd$/u],
      ['Visit our website or write to [help@example.org] for more information.', /^help@example\.org$/u],
      ['The package holds [/etc/group]. The tool keeps the entries.', /^\/etc\/group$/u],
    ];
    for (const [marked, want] of cases) {
      const originals = marked.split(/[[\]]/u);
      const source = originals.join('');
      const events = [];
      const result = await t.translate(source, { onToken: (ev) => events.push(ev) });
      const spans = tokenWordSpans(result.text, events, result.sentences);
      const tokens = events.map((ev, i) => ({ span: spans[i], attention: ev.attention, sourceSpans: ev.sourceSpans }));
      const texts = distribute(result.text, tokens, originals, result.sentences.flatMap((s) => s.protectedTarget ?? []),
        originals.map((_, k) => k === 1));
      assert.equal(texts.join(''), result.text);
      assert.match(texts[1].trim(), want, `${marked} -> ${texts.join('|')}`);
    }
  } finally {
    t.dispose();
  }
});

test('monotoneAssign may leave an optional slot empty, never a required one', () => {
  // Three slots, the first optional: the first two words belong to the second slot.
  const score = [[0.2, 0.8, 0], [0, 1, 0], [0, 0, 1]];
  assert.deepEqual(monotoneAssign(score, 3, [true, false, false]), [1, 1, 2]);
  // Not optional: the first slot must take the first word.
  assert.deepEqual(monotoneAssign(score, 3), [0, 1, 2]);
  // An optional slot in the middle is jumped over; a required one after it is not.
  assert.deepEqual(monotoneAssign([[1, 0, 0, 0], [0, 0.4, 0.1, 0.5], [0, 0, 0, 1]], 4, [false, true, false, false]), [0, 2, 3]);
  // Random scores: non-decreasing, every required slot filled when words suffice.
  for (let trial = 0; trial < 200; ++trial) {
    const n = 1 + (trial % 7), k = 2 + (trial % 4);
    const optional = Array.from({ length: k }, (_, j) => (trial + j) % 3 === 0);
    const a = monotoneAssign(Array.from({ length: n }, () => Array.from({ length: k }, () => Math.random())), k, optional);
    for (let i = 1; i < n; ++i) assert.ok(a[i] >= a[i - 1]);
    const required = optional.map((o, j) => (o ? -1 : j)).filter((j) => j >= 0);
    if (n >= required.length) for (const j of required) assert.ok(a.includes(j), JSON.stringify({ n, optional, a }));
  }
});

test('distribute leaves a node empty whose source runs on into the next node as one name', () => {
  // "The <b>United States</b> signed.": the name "The United States" is one source token.
  const originals = ['The ', 'United States', ' signed.'];
  const translation = 'Los Estados Unidos firmaron.';
  const sourceSpans = [{ begin: 0, end: 17 }, { begin: 17, end: 24 }, { begin: 24, end: 25 }, { begin: 25, end: 25 }];
  const tok = (begin, end, focus) => ({ span: { begin, end }, sourceSpans, attention: sourceSpans.map((_, j) => (j === focus ? 0.9 : 0.03)) });
  const tokens = [tok(0, 18, 0), tok(19, 27, 1), tok(27, 28, 2)];
  assert.deepEqual(distribute(translation, tokens, originals, [{ begin: 0, end: 18 }]), ['', 'Los Estados Unidos', ' firmaron.']);
});

test('distribute: a word that gives both nodes it may go to next to nothing goes to the one outside the tag', () => {
  // "The <b>tool</b> works": "herramienta" is written before "útil", looks at neither node.
  const originals = ['El ', 'útil', ' va.'];
  const translation = 'La herramienta útil va.';
  const sourceSpans = [{ begin: 0, end: 2 }, { begin: 3, end: 7 }, { begin: 7, end: 10 }, { begin: 10, end: 11 }];
  const tok = (begin, end, attention) => ({ span: { begin, end }, sourceSpans, attention });
  const tokens = [tok(0, 2, [0.9, 0.05, 0.05, 0]), tok(3, 14, [0.01, 0.02, 0.9, 0.07]), tok(15, 19, [0, 0.95, 0.05, 0]),
    tok(20, 22, [0, 0, 1, 0]), tok(22, 23, [0, 0, 0, 1])];
  assert.deepEqual(distribute(translation, tokens, originals, [], [false, true, false]), ['La herramienta ', 'útil', ' va.']);
  // Without knowing which node is tagged, the attention's 0.02 against 0.01 decides.
  assert.deepEqual(distribute(translation, tokens, originals), ['La ', 'herramienta útil', ' va.']);
});

test('mergeUnits cuts a punctuation run at a protected span\'s edge before merging', () => {
  // "`Ctrl`+`C`," : the runs "`+`" and "`," belong partly to the spans, partly to the text.
  const text = 'Pulse `Ctrl`+`C`, ya.';
  const whole = [{ begin: 6, end: 12 }, { begin: 13, end: 16 }];
  assert.deepEqual(mergeUnits(unitSpans(text), whole).map((u) => text.slice(u.begin, u.end)),
    ['Pulse', '`Ctrl`', '+', '`C`', ',', 'ya', '.']);
});

test('distribute gives a fixed node exactly its span, and the words before it to the nodes before', () => {
  // "The <code>--force</code> option overwrites files.": the code's span is known (it was
  // carried verbatim); the attention alone would put "opción" before it, after "La".
  const originals = ['The ', '`--force`', ' option overwrites files.'];
  const translation = 'La opción `--force` sobrescribe archivos.';
  const sourceSpans = [{ begin: 0, end: 3 }, { begin: 4, end: 13 }, { begin: 13, end: 20 }, { begin: 20, end: 31 }, { begin: 31, end: 38 }];
  const tok = (begin, end, attention) => ({ span: { begin, end }, sourceSpans, attention });
  const tokens = [tok(0, 2, [1, 0, 0, 0, 0]), tok(3, 9, [0, 0.6, 0.4, 0, 0]), tok(10, 19, [0, 1, 0, 0, 0]),
    tok(20, 31, [0, 0, 0, 1, 0]), tok(32, 40, [0, 0, 0, 0, 1]), tok(40, 41, [0, 0, 0, 0, 1])];
  const span = { begin: 10, end: 19 };
  assert.deepEqual(distribute(translation, tokens, originals, [span]), ['La ', 'opción `--force`', ' sobrescribe archivos.']);
  assert.deepEqual(distribute(translation, tokens, originals, [span], [], new Map([[1, span]])),
    ['La opción ', '`--force`', ' sobrescribe archivos.']);
  // The sentence's period glued to the code after it keeps no space of the node it goes to.
  const end = ['Elija el ', '`dark`', ' theme.'];
  const endTokens = [tok(0, 5, [1, 0, 0, 0, 0]), tok(6, 8, [1, 0, 0, 0, 0]), tok(9, 15, [0, 1, 0, 0, 0]), tok(15, 16, [0, 0, 0, 0, 1])];
  assert.deepEqual(distribute('Elija el `dark`.', endTokens, end, [{ begin: 9, end: 15 }], [], new Map([[1, { begin: 9, end: 15 }]])),
    ['Elija el ', '`dark`', '.']);
});
