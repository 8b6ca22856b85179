// The language detector (web/language_detector.js) with the shipped model: its features equal
// the trainer's (models/langid/features.py), it names en/es/de on sentences we wrote, says "und"
// for other languages, ignores markup, and follows the Language Detector API's errors.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { LanguageDetector, features } from '../../web/language_detector.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const modelBytes = () => {
  const b = fs.readFileSync(path.join(root, 'models/shipped/langid.bin'));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.length);
};
const top = (d, text) => d.detectNow(text)[0].detectedLanguage;

test('features are the trainer\'s, bucket for bucket', () => {
  const lines = ['Straße und Café', 'ÁRBOL <b>grande</b> en https://x.org/a 42', 'naïve “quotes” — and 😀 emoji', 'ΑΘΗΝΑ and 東京'];
  const py = execFileSync('/usr/bin/python3', ['-m', 'models.langid.features', '1024'], { cwd: root, input: lines.join('\n') + '\n', encoding: 'utf8' })
    .trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((l) => features(l, 1024)), py);
});

test('names English, Spanish and German; other languages are und; markup does not fool it', async () => {
  const d = await LanguageDetector.create({ model: modelBytes() });
  const cases = {
    en: ['The children walked to school through the quiet park this morning.', 'Please close the door when you leave the kitchen.'],
    es: ['Los niños caminaron a la escuela por el parque tranquilo esta mañana.', 'Por favor, cierra la puerta cuando salgas de la cocina.'],
    de: ['Die Kinder gingen heute Morgen durch den ruhigen Park zur Schule.', 'Bitte schließe die Tür, wenn du die Küche verlässt.'],
    und: ['Les enfants sont allés à l\'école par le parc tranquille ce matin.', 'As crianças foram para a escola pelo parque tranquilo esta manhã.',
      'De kinderen liepen vanochtend door het rustige park naar school.', 'Дети шли в школу через тихий парк.', '12345 67', ''],
  };
  for (const [lang, texts] of Object.entries(cases)) for (const t of texts) assert.equal(top(d, t), lang, t);
  // Attribute values, tags and URLs in another language do not count.
  assert.equal(top(d, '<a href="https://example.com/the-house" title="the big house and the garden">Das Haus ist groß und schön.</a>'), 'de');
  const r = await d.detect('La casa es grande y tiene un jardín precioso.');
  assert.equal(r[0].detectedLanguage, 'es');
  assert.ok(r[0].confidence > 0.9 && r.every((x, i) => i === 0 || x.confidence <= r[i - 1].confidence));
  assert.ok(Math.abs(r.reduce((a, x) => a + x.confidence, 0) - 1) < 1e-9);
});

test('the API\'s errors: unsupported languages, a destroyed detector, a damaged model', async () => {
  assert.equal(await LanguageDetector.availability({ expectedInputLanguages: ['es-MX', 'en'] }), 'available');
  assert.equal(await LanguageDetector.availability({ expectedInputLanguages: ['fr'] }), 'unavailable');
  await assert.rejects(LanguageDetector.create({ expectedInputLanguages: ['fr'], model: modelBytes() }), { name: 'NotSupportedError' });
  const d = await LanguageDetector.create({ model: modelBytes() });
  d.destroy();
  await assert.rejects(d.detect('hello'), { name: 'InvalidStateError' });
  await assert.rejects(LanguageDetector.create({ model: modelBytes().slice(0, 5000) }), /truncated/);
  await assert.rejects(LanguageDetector.create({ model: new ArrayBuffer(16) }), /not a Heed language-detector model/);
});
