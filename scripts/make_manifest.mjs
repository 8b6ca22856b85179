// Writes models/manifest.json from the shipped model files: what the web module and the demo
// list. Run after replacing a model: `node scripts/make_manifest.mjs`. A Node test
// (tests/e2e/manifest.test.mjs) fails when the manifest no longer matches the files.
import crypto from 'node:crypto';
import fs from 'node:fs';

const models = [
  { id: 'en-es', src: 'en', tgt: 'es', label: 'English → Spanish', default: true },
  { id: 'es-en', src: 'es', tgt: 'en', label: 'Spanish → English' },
];
const entries = models.map((m) => {
  const file = `shipped/${m.id}.heed`;
  const bytes = fs.readFileSync(`models/${file}`);
  return { ...m, file, card: `shipped/${m.id}.md`, bytes: bytes.length,
           sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
});
fs.writeFileSync('models/manifest.json', `${JSON.stringify({ version: 1, models: entries }, null, 2)}\n`);
console.log(`models/manifest.json: ${entries.length} models`);
