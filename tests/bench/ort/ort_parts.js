// Times pieces of one onnxruntime-web decoder step (wasm, one thread, SIMD), each as its own
// session.run on fixed inputs, in ms per run (best of 3 batches): the full step graph with
// 0..63 cached positions, the cache graph (the step's K/V inputs and outputs, no arithmetic)
// and the output projection graph. ?dir= one export directory (its parts/ next to it).
import * as ort from '/node_modules/onnxruntime-web/dist/ort.wasm.min.mjs';

const params = new URLSearchParams(location.search);
const dir = params.get('dir') || '/build/bench/onnx';
const runs = Number(params.get('runs') || 150);
const cacheLengths = [0, 16, 32, 63];
const sourceLength = 14;  // about the bench sentences' mean length in tokens

async function run() {
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.simd = true;
  ort.env.wasm.wasmPaths = '/node_modules/onnxruntime-web/dist/';
  const options = { executionProviders: ['wasm'], graphOptimizationLevel: 'all' };
  const meta = await (await fetch(`${dir}/ids.json`)).json();
  let seed = 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 0.2;
  const f32 = (shape) => new ort.Tensor('float32', Float32Array.from({ length: shape.reduce((a, b) => a * b, 1) }, random), shape);
  const kv = (prefix, length) => {
    const feeds = {};
    for (let i = 0; i < meta.layers; ++i) {
      for (const x of ['k', 'v']) feeds[`${prefix}_${x}_${i}`] = f32([1, meta.heads, length, meta.d_head]);
    }
    return feeds;
  };
  /** ms per session.run of `session` on `feeds`, best of 3 batches after a warm-up. */
  const time = async (session, feeds) => {
    for (let i = 0; i < 20; ++i) await session.run(feeds);
    let best = Infinity;
    for (let b = 0; b < 3; ++b) {
      const t0 = performance.now();
      for (let i = 0; i < runs; ++i) await session.run(feeds);
      best = Math.min(best, (performance.now() - t0) / runs);
    }
    return best;
  };
  const step = await ort.InferenceSession.create(`${dir}/step.onnx`, options);
  const cache = await ort.InferenceSession.create(`${dir}/parts/cache.onnx`, options);
  const projection = await ort.InferenceSession.create(`${dir}/parts/projection.onnx`, options);
  const result = { weights: meta.weights || 'f32', step: {}, cache: {} };
  const cross = kv('cross', sourceLength);
  for (const t of cacheLengths) {
    const token = new ort.Tensor('int64', BigInt64Array.of(5n), [1]);
    const position = new ort.Tensor('int64', BigInt64Array.of(BigInt(t)), [1]);
    result.step[t] = await time(step, { token, position, ...cross, ...kv('past', t) });
    result.cache[t] = await time(cache, kv('past', t));
  }
  result.projection = await time(projection, { h: f32([1, 1, meta.heads * meta.d_head]) });
  return result;
}

run().then((r) => { window.ortParts = r; }, (e) => { window.ortParts = { error: String(e && e.stack || e) }; });
