// Glossary and do-not-translate through the web module: terms come out exactly as asked, and a
// malformed glossary is refused with a clear error.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Translator } from '../../web/heed.js';
import { root } from './helpers.mjs';

test('glossary targets and do-not-translate terms appear in the output; bad glossaries are refused', async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    const r = await t.translate('Close the window and open Debian with Heed.', {
      glossary: { window: 'ventana' }, doNotTranslate: ['Debian', 'Heed'],
    });
    for (const term of ['ventana', 'Debian', 'Heed']) assert.ok(r.text.includes(term), `${term} in ${r.text}`);
    const s = r.sentences[0];
    assert.deepEqual(s.protectedTarget.map((sp) => r.text.slice(sp.begin, sp.end)).sort(), ['Debian', 'Heed', 'ventana']);
    assert.deepEqual(s.protectedSource.map((sp) => 'Close the window and open Debian with Heed.'.slice(sp.begin, sp.end)),
      ['window', 'Debian', 'Heed']);
    await assert.rejects(t.translate('x', { glossary: ['window'] }), { code: 'invalid-input', message: /glossary/ });
    await assert.rejects(t.translate('x', { doNotTranslate: 'Debian' }), { code: 'invalid-input', message: /doNotTranslate/ });
    await assert.rejects(t.translate('x', { glossary: { '': 'y' } }), { code: 'invalid-input', message: /glossary/ });
  } finally {
    t.dispose();
  }
});

test("the model's own names apply by default, yield to the caller's terms, and turn off", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.glossaryTerms > 500, `${t.info.glossaryTerms} terms`);
    const source = 'Many tourists visit Poland and Belgium in the summer.';
    const named = await t.translate(source);
    for (const name of ['Polonia', 'Bélgica']) assert.ok(named.text.includes(name), `${name} in ${named.text}`);
    const mine = await t.translate(source, { doNotTranslate: ['Poland'] });
    assert.ok(mine.text.includes('Poland') && mine.text.includes('Bélgica'), mine.text);
    const plain = await t.translate(source, { modelGlossary: false });
    assert.ok(!plain.text.includes('Polonia') && !plain.text.includes('Bélgica'), plain.text);
    await assert.rejects(t.translate('x', { modelGlossary: 'no' }), { code: 'invalid-input', message: /modelGlossary/ });
  } finally {
    t.dispose();
  }
});

test("the model's date formats write a date the target's way, as a protected span, and turn off with the glossary", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.dateFormats > 10, `${t.info.dateFormats} formats`);
    const source = 'On September 24, 1759, Arthur Guinness signed a lease.';
    const r = await t.translate(source);
    assert.ok(r.text.startsWith('El 24 de septiembre de 1759, '), r.text);
    const s = r.sentences[0];
    assert.ok(s.protectedSource.some((sp) => source.slice(sp.begin, sp.end) === 'On September 24, 1759'));
    assert.ok(s.protectedTarget.some((sp) => r.text.slice(sp.begin, sp.end) === 'El 24 de septiembre de 1759'));
    const plain = await t.translate(source, { modelGlossary: false });
    assert.ok(!plain.text.includes('24 de septiembre de 1759'), plain.text);
  } finally {
    t.dispose();
  }
});

test("the model's copied words replace an English word left in the Spanish, and turn off with the glossary", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.copiedWords > 10000, `${t.info.copiedWords} words`);
    const source = 'The commissioner set the bail.';
    const fixed = await t.translate(source);
    assert.ok(fixed.text.includes('comisario') && !fixed.text.includes('commissioner'), fixed.text);
    const plain = await t.translate(source, { modelGlossary: false });
    assert.ok(plain.text.includes('commissioner'), plain.text);
  } finally {
    t.dispose();
  }
});

test("the model's list of Spanish words keeps beam search from inventing one, and turns off with the glossary", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.knownWords > 1000000, `${t.info.knownWords} words`);
    // "ranchas" for the benches: no Spanish word.
    const source = 'The carpenters varnished the wooden benches in the park.';
    const known = await t.translate(source);
    assert.ok(!known.text.includes('ranchas'), known.text);
    const plain = await t.translate(source, { modelGlossary: false });
    assert.ok(plain.text.includes('ranchas'), plain.text);
    // Greedy search has no other hypothesis to prefer: the invented word stays, with the
    // glossary and without.
    const greedy = await t.translate(source, { beam: 1 });
    assert.ok(greedy.text.includes('ranchas'), greedy.text);
    const greedyPlain = await t.translate(source, { beam: 1, modelGlossary: false });
    assert.ok(greedyPlain.text.includes('ranchas'), greedyPlain.text);
  } finally {
    t.dispose();
  }
});

test("a near copy of an English word (the model's 'hurricano') becomes the dictionary's word, with the glossary", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    const source = 'The hurricane destroyed many houses on the coast.';
    const fixed = await t.translate(source);
    assert.ok(fixed.text.includes('huracán') && !fixed.text.includes('hurricano'), fixed.text);
    const plain = await t.translate(source, { modelGlossary: false });
    assert.ok(plain.text.includes('hurricano'), plain.text);
    // Streamed, the held-back word arrives replaced: the deltas add up to the same text.
    let streamed = '';
    const r = await t.translate(source, { onToken: (e) => { streamed += e.delta; } });
    assert.equal(streamed, r.text);
    assert.equal(r.text, fixed.text);
  } finally {
    t.dispose();
  }
});

test("a Title Case heading keeps its names and comes out in Spanish sentence case; the model's list of everyday words does it", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.sourceWords > 200000, `${t.info.sourceWords} words`);
    const heading = await t.translate('Getting Started With Firefox');
    assert.equal(heading.text, 'Empezando con Firefox');
    // Without the model's tables every capitalised word is lowered: the name is translated.
    const plain = await t.translate('Getting Started With Firefox', { modelGlossary: false });
    assert.ok(!plain.text.includes('Firefox'), plain.text);
    const button = await t.translate('DOWNLOAD FIREFOX NOW');
    assert.ok(button.text.includes('FIREFOX') && button.text === button.text.toUpperCase(), button.text);
  } finally {
    t.dispose();
  }
});

test("our own web strings: a shop's buttons in both directions, Title Case too; es->en keeps the catalogues' sense", async () => {
  // models/web_strings.en-es.tsv: what shops and sign-up forms say, which Debian's catalogues lack.
  const en = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  const es = await Translator.create({ model: path.join(root, 'models/shipped/es-en.heed') });
  try {
    const out = async (t, text, options) => (await t.translate(text, options)).text;
    assert.equal(await out(en, 'Add to cart'), 'Añadir al carrito');
    assert.equal(await out(en, 'Add to Cart'), 'Añadir al carrito');
    assert.equal(await out(en, 'Add To Cart'), 'Añadir al carrito');
    assert.equal(await out(en, 'Checkout'), 'Finalizar compra');
    assert.equal(await out(en, 'Out of stock'), 'Agotado');
    assert.equal(await out(en, 'Store'), 'Tienda');              // a page's shop, not the catalogues' verb
    assert.notEqual(await out(en, 'Checkout', { modelGlossary: false }), 'Finalizar compra');
    assert.equal(await out(es, 'Síguenos'), 'Follow us');
    assert.equal(await out(es, 'Agotado'), 'Out of stock');
    assert.equal(await out(es, 'Llámanos'), 'Call us');        // a Spanish page's tú imperative
    assert.equal(await out(es, 'Tienda'), 'Shop');               // the catalogues' own stays
  } finally {
    en.dispose();
    es.dispose();
  }
});

test('the phrasebook: greetings and wishes as people type them, both directions; inside a sentence the model', async () => {
  // models/phrasebook.en-es.tsv: the models wrote "Buen mañana", "¡Necesitanos!", "hole".
  const en = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  const es = await Translator.create({ model: path.join(root, 'models/shipped/es-en.heed') });
  try {
    const out = async (t, text, options) => (await t.translate(text, options)).text;
    assert.equal(await out(en, 'Good morning'), 'Buenos días');
    assert.equal(await out(en, 'good morning!'), '¡buenos días!');
    assert.equal(await out(en, 'Merry Christmas!'), '¡Feliz Navidad!');
    assert.equal(await out(en, 'Happy New Year'), 'Feliz Año Nuevo');
    assert.equal(await out(en, 'How are you?'), '¿Cómo estás?');
    assert.equal(await out(es, 'hola'), 'hello');
    assert.equal(await out(es, 'Hola!'), 'Hello!');            // typed without its "¡"
    assert.equal(await out(es, '¿Cómo te llamas?'), "What's your name?");
    assert.equal(await out(es, 'No'), 'No');
    assert.equal(await out(es, 'Salud'), 'Health');             // a page's section, not a toast
    assert.notEqual(await out(en, 'Good morning', { modelGlossary: false }), 'Buenos días');
    assert.ok(!(await out(en, 'It was a good morning for a walk.')).includes('Buenos días'));
  } finally {
    en.dispose();
    es.dispose();
  }
});

test("a text that is one word the hints hold is the dictionary's word (a lookup); in a sentence the hint is a bonus", async () => {
  const en = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    const out = async (text, options) => (await en.translate(text, options)).text;
    assert.equal(await out('hotel'), 'hotel');                  // the model wrote "caliente"
    assert.equal(await out('Stalactite'), 'Estalactita');       // "Estaláctico"
    assert.equal(await out('SCHOLARSHIPS'), 'BECAS');           // "ESCUETO"
    assert.equal(await out('hotel', { modelGlossary: false }), 'caliente');
  } finally {
    en.dispose();
  }
});

test("a word whose letter the vocabulary lacks is kept whole, and translated where the copied words know it", async () => {
  const es = await Translator.create({ model: path.join(root, 'models/shipped/es-en.heed') });
  try {
    // es->en's vocabulary lacks "ü": "antigüedad" came out "antigüage", "cigüeña" "cigüsigns".
    const bridge = (await es.translate('El puente tiene 48 años de antigüedad.')).text;
    assert.ok(bridge.includes('antiquity'), bridge);
    const birds = (await es.translate('El pingüino y la cigüeña son aves.')).text;
    assert.ok(birds.includes('penguin') && birds.includes('stork'), birds);
    const names = (await es.translate('Erdoğan se reunió con Wałęsa en Łódź.')).text;
    for (const n of ['Erdoğan', 'Wałęsa', 'Łódź']) assert.ok(names.includes(n), names);
    const plain = (await es.translate('El puente tiene 48 años de antigüedad.', { modelGlossary: false })).text;
    assert.ok(plain.includes('antigüedad') && !plain.includes('antiquity'), plain);
  } finally {
    es.dispose();
  }
});

test("a state's bodies and offices are translated, not copied as names (models/institutions.py)", async () => {
  const en = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  const es = await Translator.create({ model: path.join(root, 'models/shipped/es-en.heed') });
  try {
    // The models wrote "El Senate pasó la cuenta", "la base Navy", "The Government and the Senado".
    const senate = (await en.translate('The Senate passed the bill and the Navy sailed.')).text;
    assert.ok(senate.startsWith('El Senado') && senate.includes('la Armada'), senate);
    assert.ok((await en.translate('The Prime Minister spoke.')).text.startsWith('El primer ministro'));
    const back = (await es.translate('El Gobierno y el Senado aprobaron la ley.')).text;
    assert.ok(back.startsWith('The Government and the Senate'), back);
    const plain = (await en.translate('The Senate passed the bill.', { modelGlossary: false })).text;
    assert.ok(!plain.includes('el Senado') && !plain.includes('El Senado'), plain);
  } finally {
    en.dispose();
    es.dispose();
  }
});

test("the model's memory translates a whole interface string as people did, in capitals too, and turns off with the glossary", async () => {
  const t = await Translator.create({ model: path.join(root, 'models/shipped/en-es.heed') });
  try {
    assert.ok(t.info.memorySentences > 10000, `${t.info.memorySentences} sentences`);
    // Each a block of a page: one sentence each, whole.
    const [reply, quantity, caps] = [await t.translate('Leave a Reply'), await t.translate('Quantity'),
      await t.translate('LEAVE A REPLY')];
    assert.equal(reply.text, 'Deja un comentario');
    assert.equal(quantity.text, 'Cantidad');
    assert.equal(caps.text, 'DEJA UN COMENTARIO');
    // The streamed tokens carry it as one protected span of the whole sentence.
    const source = 'Empty Trash';
    const streamed = [];
    const r = await t.translate(source, { onToken: (e) => streamed.push(e.delta) });
    assert.equal(r.text, 'Vaciar la papelera');
    assert.equal(streamed.join(''), r.text);
    assert.deepEqual(r.sentences[0].protectedSource, [{ begin: 0, end: source.length }]);
    // Inside a longer sentence it is the model's; without the model's glossary too.
    const longer = await t.translate('Please leave a reply below.');
    assert.ok(!longer.text.includes('Deja un comentario'), longer.text);
    const plain = await t.translate('Quantity', { modelGlossary: false });
    assert.notEqual(plain.text, 'Cantidad');
  } finally {
    t.dispose();
  }
});
