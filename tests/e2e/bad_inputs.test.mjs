// The bad-input table (tests/robust/bad_inputs.json) through the native CLI and the wasm module,
// with the shipped models: every row's translation must have the properties that
// tests/robust/properties.mjs checks (protected spans kept, no U+FFFD, no loops, bounded
// length, case style kept).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Translator } from '../../web/heed.js';
import { root } from './helpers.mjs';
import { inputOf, violations } from '../robust/properties.mjs';

/** @type {import('../robust/properties.mjs').Row[]} */
const rows = JSON.parse(fs.readFileSync(path.join(root, 'tests/robust/bad_inputs.json'), 'utf8'));
const models = [...new Set(rows.map((r) => r.model))];
const cli = path.join(root, 'build/engine/tools/heed');
const modelPath = (/** @type {string} */ m) => path.join(root, `models/shipped/${m}.heed`);

/** Checks every row of one model; reports all failures at once. */
function checkAll(model, outputs) {
  const failures = [];
  rows.filter((r) => r.model === model).forEach((row, i) => {
    const problems = violations(row, outputs[i]);
    if (problems.length) failures.push(`${JSON.stringify(inputOf(row).slice(0, 60))} -> ${JSON.stringify(outputs[i].slice(0, 120))}: ${problems.join('; ')}`);
  });
  assert.deepEqual(failures, []);
}

test('the table covers what it must', () => {
  assert.ok(rows.length >= 60, `${rows.length} rows`);
  assert.ok(rows.some((r) => r.case === 'upper') && rows.some((r) => r.case === 'title'));
  assert.ok(rows.some((r) => inputOf(r).split(/\s+/u).length >= 2000), 'a 2,000-word line');
});

for (const model of models) {
  test(`native CLI, ${model}: every row keeps its properties`, { skip: !fs.existsSync(cli) && 'no native build' }, () => {
    const mine = rows.filter((r) => r.model === model);
    const stdin = mine.map(inputOf).join('\n') + '\n';
    const stdout = execFileSync(cli, ['translate', '--model', modelPath(model)], { input: stdin, encoding: 'utf8', maxBuffer: 1 << 26 });
    const outputs = stdout.split('\n').slice(0, mine.length);
    assert.equal(outputs.length, mine.length);
    checkAll(model, outputs);
  });

  test(`wasm module, ${model}: every row keeps its properties`, async () => {
    const t = await Translator.create({ model: modelPath(model) });
    try {
      const outputs = [];
      for (const row of rows.filter((r) => r.model === model)) outputs.push((await t.translate(inputOf(row))).text);
      checkAll(model, outputs);
    } finally {
      t.dispose();
    }
  });
}
