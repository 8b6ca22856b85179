// Accuracy of the language detector (web/language_detector.js) on a multi-way parallel dev set:
//   node scripts/eval_langid.mjs --dev DIR [--model models/shipped/langid.bin]
// DIR holds <name>.<lang> files (en, es, de): the general-domain dev set kept outside the
// repository, given by path (nothing in CI runs this). Whole sentences, and
// their first words cut to at most 20 characters (short strings), per language. Prints JSON.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LanguageDetector } from '../web/language_detector.js';

const { values } = parseArgs({ options: { dev: { type: 'string' }, model: { type: 'string', default: 'models/shipped/langid.bin' } } });
if (!values.dev) throw new Error('--dev DIR is required');
const bytes = fs.readFileSync(values.model);
const detector = await LanguageDetector.create({ model: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) });

/** The first words of `s` that fit in 20 characters (at least one word, cut at 20). */
function short(s) {
  let out = '';
  for (const w of s.split(/\s+/u)) {
    if (out && (out + ' ' + w).length > 20) break;
    out = out ? `${out} ${w}` : w;
  }
  return out.slice(0, 20);
}

const report = {};
for (const lang of LanguageDetector.languages) {
  const file = fs.readdirSync(values.dev).find((f) => f.endsWith(`.${lang}`));
  const lines = fs.readFileSync(path.join(values.dev, file), 'utf8').split('\n').filter(Boolean);
  const hit = (texts) => texts.filter((t) => detector.detectNow(t)[0].detectedLanguage === lang).length / texts.length;
  const und = (texts) => texts.filter((t) => detector.detectNow(t)[0].detectedLanguage === 'und').length / texts.length;
  const shorts = lines.map(short);
  report[lang] = { sentences: lines.length, sentenceAccuracy: +hit(lines).toFixed(4), shortAccuracy: +hit(shorts).toFixed(4), shortUnd: +und(shorts).toFixed(4) };
}
console.log(JSON.stringify(report));
