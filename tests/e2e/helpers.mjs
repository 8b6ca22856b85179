// Shared by the node tests of the wasm build: where things are, and the golden models.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const glue = path.join(root, 'build-wasm/heed.js');
export const wasm = path.join(root, 'build-wasm/heed.wasm');
// tests/golden is written by `python3 -m models.heed_ref.golden`; HEED_GOLDEN_DIR overrides.
export const goldenDir = process.env.HEED_GOLDEN_DIR || path.join(root, 'tests/golden');

if (!fs.existsSync(glue) || !fs.existsSync(wasm)) {
  throw new Error('no wasm build: run `npm run build:wasm` (scripts/build_wasm.sh) first');
}

/** The golden expectations, one per model variant ([] when not generated yet). */
export function goldenSets() {
  if (!fs.existsSync(goldenDir)) return [];
  return fs.readdirSync(goldenDir).filter((f) => /^expected_.*\.json$/.test(f)).sort().map((f) => {
    const expected = JSON.parse(fs.readFileSync(path.join(goldenDir, f), 'utf8'));
    const models = Object.fromEntries(Object.entries(expected.models)
      .map(([kind, file]) => [kind, path.join(goldenDir, /** @type {string} */ (file))]));
    return { name: f, expected, models };
  });
}

/** One f32 golden model for the tests that need any valid model, or null. */
export function anyModel() {
  const set = goldenSets()[0];
  return set ? { path: set.models.f32, set } : null;
}

/** Engine options that reproduce the golden run: the model's own greedy output, without the
 * text rules (protected spans, case styles, repeat blocking) that the defaults turn on. */
export function goldenOptions(expected) {
  return { maxLength: expected.max_length, attentionLayer: expected.attention_layer, ...rawGreedy };
}

/** Greedy search without the text rules or terms: what a random-weight model needs to show its tokens. */
export const rawGreedy = Object.freeze({
  beam: 1, protectSpans: false, matchCase: false, blockRepeats: false, modelGlossary: false,
});

/** The Emscripten module in this process (TOOLCHAIN.md quirks 2 and 3 worked around). */
export async function loadModule() {
  globalThis.__dirname ??= path.dirname(glue);
  globalThis.require ??= createRequire(glue);
  const { default: createHeedModule } = await import(glue);
  return createHeedModule({ wasmBinary: fs.readFileSync(wasm) });
}

/** A copy of a model file with a few bytes of its data section flipped. */
export function corrupt(bytes) {
  const out = new Uint8Array(bytes);
  for (let i = out.length - 64; i < out.length - 32; i++) out[i] ^= 0x5a;
  return out;
}
