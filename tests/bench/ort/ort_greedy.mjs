// Greedy decoding with onnxruntime over the graphs of models/heed_ref/export_onnx.py: the
// encoder once per sentence (it returns every decoder layer's cross K/V), then one step graph
// call per token with the KV cache passed in and out. Shared by the Chromium bench page and
// the Node test that checks it decodes what the Heed engine decodes.

/**
 * @param {any} ort  the onnxruntime-web module
 * @param {{encoder: any, step: any}} sessions
 * @param {{layers: number, heads: number, d_head: number, bos_id: number, eos_id: number}} meta
 * @param {number[]} srcIds  source ids ending with EOS
 * @param {number} maxLength  most target tokens (EOS not counted)
 * @param {{encoderMs: number, stepMs: number}} [time]  if given, ms inside the encoder's and the
 *   step's `session.run` are added to it
 * @returns {Promise<{ids: number[], logProbs: number[]}>} target ids (EOS excluded), their log-probs
 */
export async function ortGreedy(ort, sessions, meta, srcIds, maxLength, time) {
  const src = new ort.Tensor('int64', BigInt64Array.from(srcIds.map(BigInt)), [1, srcIds.length]);
  let t0 = performance.now();
  const cross = await sessions.encoder.run({ src_ids: src });
  if (time) time.encoderMs += performance.now() - t0;
  const feeds = {};
  for (let i = 0; i < meta.layers; ++i) {
    for (const kv of ['k', 'v']) {
      feeds[`cross_${kv}_${i}`] = cross[`cross_${kv}_${i}`];
      feeds[`past_${kv}_${i}`] = new ort.Tensor('float32', new Float32Array(0), [1, meta.heads, 0, meta.d_head]);
    }
  }
  const out = [];
  const logProbs = [];
  let token = meta.bos_id;
  for (let pos = 0; pos < maxLength; ++pos) {
    feeds.token = new ort.Tensor('int64', BigInt64Array.of(BigInt(token)), [1]);
    feeds.position = new ort.Tensor('int64', BigInt64Array.of(BigInt(pos)), [1]);
    t0 = performance.now();
    const r = await sessions.step.run(feeds);
    if (time) time.stepMs += performance.now() - t0;
    const lp = r.log_probs.data;
    let best = 0;
    for (let j = 1; j < lp.length; ++j) if (lp[j] > lp[best]) best = j;
    for (let i = 0; i < meta.layers; ++i) {
      for (const kv of ['k', 'v']) feeds[`past_${kv}_${i}`] = r[`present_${kv}_${i}`];
    }
    token = best;
    if (token === meta.eos_id) break;
    out.push(token);
    logProbs.push(lp[best]);
  }
  return { ids: out, logProbs };
}
