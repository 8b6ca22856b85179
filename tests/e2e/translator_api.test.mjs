// Routing of the standard Translator API (web/translator_api.js): a direct model, or a pivot
// through English, or none.
import test from 'node:test';
import assert from 'node:assert/strict';
import { route } from '../../web/translator_api.js';

const models = [
  { id: 'en-es', src: 'en', tgt: 'es' }, { id: 'es-en', src: 'es', tgt: 'en' },
  { id: 'en-de', src: 'en', tgt: 'de' }, { id: 'de-en', src: 'de', tgt: 'en' },
];
const ids = (r) => r && r.map((m) => m.id);

test('pairs route to a shipped model, pivot through English, or are unsupported', () => {
  assert.deepEqual(ids(route(models, 'en', 'es')), ['en-es']);
  assert.deepEqual(ids(route(models, 'es', 'de')), ['es-en', 'en-de']);
  assert.deepEqual(ids(route(models, 'de', 'es')), ['de-en', 'en-es']);
  assert.equal(route(models, 'fr', 'es'), null);
  assert.equal(route(models, 'es', 'es'), null);
  assert.equal(route(models.slice(0, 2), 'es', 'de'), null);
});
