// onnxruntime-web in Chromium on the same weights and inputs as the Heed bench: tokens/s of
// greedy decoding with a KV-cache step graph, one wasm thread, SIMD on.
import * as ort from '/node_modules/onnxruntime-web/dist/ort.wasm.min.mjs';
import { ortGreedy } from './ort_greedy.mjs';

const params = new URLSearchParams(location.search);
const dir = params.get('dir') || '/build/bench/onnx';
const maxLength = Number(params.get('maxLength') || 64);
const repeat = Number(params.get('repeat') || 3);

async function run() {
  ort.env.wasm.numThreads = 1;  // one engine thread, like Heed's Worker
  ort.env.wasm.simd = true;
  ort.env.wasm.wasmPaths = '/node_modules/onnxruntime-web/dist/';
  const meta = await (await fetch(`${dir}/ids.json`)).json();
  const options = { executionProviders: ['wasm'], graphOptimizationLevel: 'all' };
  const start = performance.now();
  const sessions = {
    encoder: await ort.InferenceSession.create(`${dir}/encoder.onnx`, options),
    step: await ort.InferenceSession.create(`${dir}/step.onnx`, options),
  };
  const loadMs = performance.now() - start;
  const pass = async () => {
    let tokens = 0;
    const time = { encoderMs: 0, stepMs: 0 };
    const t0 = performance.now();
    for (let r = 0; r < repeat; r++) {
      for (const ids of meta.sentences) tokens += (await ortGreedy(ort, sessions, meta, ids, maxLength, time)).ids.length + 1;
    }
    const ms = performance.now() - t0;
    // Per token: inside the step's session.run, the encoder's (spread over its sentence's
    // tokens), and the rest (the JS loop: tensors, argmax, promises).
    const perToken = { stepMs: time.stepMs / tokens, encoderMs: time.encoderMs / tokens,
                       otherMs: (ms - time.stepMs - time.encoderMs) / tokens };
    return { tokens, tokensPerS: tokens / (ms / 1000), perToken };
  };
  const firstPass = await pass();  // warm-up, as the Heed bench does
  const greedy = await pass();
  // The first sentence's greedy decode, for the bench script to compare with Heed's.
  const check = await ortGreedy(ort, sessions, meta, meta.sentences[0], 16);
  return { loadMs, firstPass, greedy, check, version: ort.env.versions?.web ?? '' };
}

run().then((r) => { window.ortResult = r; }, (e) => { window.ortResult = { error: String(e && e.stack || e) }; });
