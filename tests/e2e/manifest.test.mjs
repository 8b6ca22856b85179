// models/manifest.json must describe the shipped files exactly (size, sha256) and load through
// web/models.js, whose URLs must point at files that exist.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listModels } from '../../web/models.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifestUrl = pathToFileURL(path.join(root, 'models/manifest.json'));
const readUrl = async (url) => ({ ok: true, json: async () => JSON.parse(fs.readFileSync(fileURLToPath(url), 'utf8')) });

test('the manifest matches the shipped model files', async () => {
  const models = await listModels(manifestUrl, readUrl);
  assert.ok(models.length >= 2);
  assert.equal(models.filter((m) => m.default).map((m) => m.id).join(), 'en-es');
  for (const m of models) {
    const bytes = fs.readFileSync(fileURLToPath(m.url));
    assert.equal(bytes.length, m.bytes, `${m.id}: size`);
    assert.equal(crypto.createHash('sha256').update(bytes).digest('hex'), m.sha256, `${m.id}: sha256 (run node scripts/make_manifest.mjs)`);
    assert.ok(bytes.length <= 20e6, `${m.id}: at most 20 MB`);
    assert.ok(fs.existsSync(fileURLToPath(m.cardUrl)), `${m.id}: model card`);
    assert.equal(m.id, `${m.src}-${m.tgt}`);
  }
});

test('a broken manifest is reported', async () => {
  await assert.rejects(listModels(manifestUrl, async () => ({ ok: false, status: 404 })), /HTTP 404/);
  await assert.rejects(listModels(manifestUrl, async () => ({ ok: true, json: async () => ({ version: 9 }) })), /unsupported/);
});
