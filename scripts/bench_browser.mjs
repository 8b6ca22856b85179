// `npm run bench`: the engine in headless Debian Chromium through web/heed.js (its Worker), on
// the random "tiny"-shape int8 model; writes the browser section of BENCHMARKS.md.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { startBench } from './bench_chromium.mjs';

const port = 8799;
const model = 'build/bench/tiny_random_int8.heed';
const shortlistModel = 'build/bench/tiny_random_int8_shortlist.heed';
if (!fs.existsSync(shortlistModel)) execSync('nice /usr/bin/python3 -m models.heed_ref.bench_model --out build/bench', { stdio: 'inherit' });
if (!fs.existsSync('build-wasm/heed.wasm')) execSync('scripts/build_wasm.sh', { stdio: 'inherit' });

const bench = await startBench(port);
const browser = bench.browser;
try {
  const page = await browser.newPage();
  page.on('console', (m) => console.error('[page]', m.text()));
  await page.goto(`http://127.0.0.1:${port}/tests/bench/browser/bench.html?model=/${model}&shortlistModel=/${shortlistModel}&realModel=/models/shipped/en-es.heed&maxLength=64&repeat=3`);
  await page.waitForFunction(() => window.benchResult, null, { timeout: 600_000 });
  const r = await page.evaluate(() => window.benchResult);
  if (r.error) throw new Error(r.error);
  const kernels = await kernelBench(browser);

  const files = ['build-wasm/heed.wasm', 'build-wasm/heed.js', ...fs.readdirSync('web').filter((f) => f.endsWith('.js')).map((f) => `web/${f}`)];
  const raw = files.reduce((s, f) => s + fs.statSync(f).size, 0);
  const gz = files.reduce((s, f) => s + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
  const version = browser.version();
  const cpu = execSync("lscpu | sed -n 's/^Model name: *//p'").toString().trim();
  const row = (name, v, target) => `| ${name} | ${v} | ${target} |`;
  const section = `<!-- browser:begin -->
## Browser (\`npm run bench\`)

- Chromium ${version} (Debian), headless; ${cpu}; one engine thread (the module's Worker)
- Date: ${new Date().toISOString().slice(0, 10)}, commit ${execSync('git rev-parse --short HEAD').toString().trim()}
- Model: \`${model}\` (random weights, tiny shape, vocab 16k, ${(r.modelBytes / 1e6).toFixed(1)} MB), max 64 tokens per
  sentence, the 12 sentences of the native bench × 3, through \`web/heed.js\` (worker messages included),
  after a warm-up pass over the same sentences (reported as "first pass").
  With shortlist: \`${shortlistModel}\`, the same weights with a synthetic table of realistic size
  (~2,300 of 16,000 rows per sentence; \`models/heed_ref/bench_model.py\`). Kernels: WASM SIMD128
  int8 GEMM, quantizer, log-softmax, attention, layer norm, GELU, ReLU and residual add.

| measure | reached | target |
|---|---|---|
${row('greedy tokens/s, no shortlist', r.greedy.tokensPerS.toFixed(0), '≥ 1,200')}
${row('greedy tokens/s, no shortlist, first pass of a fresh page (partly baseline-compiled wasm)', r.greedyFirstPass.tokensPerS.toFixed(0), '—')}
${row('greedy tokens/s, shortlist', r.shortlist.greedy.tokensPerS.toFixed(0), '≥ 1,500')}
${row('beam 4 tokens/s, no shortlist', r.beam4.tokensPerS.toFixed(0), '—')}
${row('beam 4 tokens/s, shortlist', r.shortlist.beam4.tokensPerS.toFixed(0), '—')}
${row(`first token, 20-word sentence, bench model (${r.sourceTokens} source tokens; median of 5)`, `${r.firstTokenMsMedian.toFixed(1)} ms`, '≤ 30 ms')}
${row(`first token, same sentence, shipped en→es model (${r.real.sourceTokens} source tokens; median of 7)`, `${r.real.firstTokenMsMedian.toFixed(1)} ms`, '≤ 30 ms')}
${row('model ready from bytes, first time', `${r.firstLoadMs.toFixed(0)} ms`, '—')}
${row('model ready from bytes, wasm cached', `${r.warmLoadMs.toFixed(0)} ms`, '≤ 300 ms')}
${row('model ready from bytes, after \`Translator.preload()\`', `${r.preloadedLoadMs.toFixed(0)} ms`, '≤ 300 ms')}
${row('wasm + JS, raw / gzip -9', `${(raw / 1024).toFixed(0)} KB / ${(gz / 1024).toFixed(0)} KB`, '≤ 400 KB gzip')}
${row('wasm memory after loading', `${(r.memoryLoadedBytes / 2 ** 20).toFixed(1)} MiB (${(r.memoryLoadedBytes / r.modelBytes).toFixed(2)}× the file)`, '—')}
${row('peak wasm memory (after every run above)', `${(r.memoryPeakBytes / 2 ** 20).toFixed(1)} MiB (${(r.memoryPeakBytes / r.modelBytes).toFixed(2)}× the file)`, '≤ 2× the model file')}
${row('peak wasm memory, shortlist model', `${(r.shortlist.memoryPeakBytes / 2 ** 20).toFixed(1)} MiB (${(r.shortlist.memoryPeakBytes / r.shortlist.modelBytes).toFixed(2)}× its file)`, '≤ 2× the model file')}

"Model ready" is \`Translator.create\` from bytes in memory to a usable translator: Worker start,
wasm instantiation (the page compiles \`heed.wasm\` once and hands the module to each Worker),
moving the bytes to the Worker and \`fromBytes\` (copy into the wasm heap, CRC-32, parsing).
\`Translator.preload()\`, which the demo page calls at start-up while it reads the model from
the cache, does the first two ahead of time.
WASM memory never shrinks, so its size after the runs is the peak.

Kernels in the same Chromium (\`tests/bench/wasm_kernel_bench.cc\`, best of 30 batches): the
int8 GEMM at the decoder's shapes against a WASM SIMD128 peak of ${kernels.peak_int8_gmacs.toFixed(1)} GMAC/s (twelve
independent \`i32x4.dot_i16x8_s\` chains: the instruction the GEMM is built on, 8 MACs each).

| m × n × k | µs | GMAC/s | of peak |
|---|---:|---:|---:|
${kernels.gemm_i8.map((g) => `| ${g.m} × ${g.n} × ${g.k} | ${g.us.toFixed(1)} | ${g.gmacs.toFixed(1)} | ${(100 * g.of_peak).toFixed(0)}% |`).join('\n')}

onnxruntime-web side by side: \`npm run bench:ort\`.
<!-- browser:end -->`;
  let text = fs.existsSync('BENCHMARKS.md') ? fs.readFileSync('BENCHMARKS.md', 'utf8') : '# Benchmarks\n';
  text = text.includes('<!-- browser:begin -->')
    ? text.replace(/<!-- browser:begin -->[\s\S]*<!-- browser:end -->/, section)
    : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync('BENCHMARKS.md', text);
  console.log(JSON.stringify({ ...r, kernels }, null, 1));
} finally {
  await bench.close();
}

/** Runs the wasm kernel micro-benchmark in its own page and returns its JSON. */
async function kernelBench(browser) {
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${port}/tests/bench/browser/kernels.html`);
    await page.waitForFunction(() => window.kernelResult, null, { timeout: 300_000, polling: 500 });
    const k = await page.evaluate(() => window.kernelResult);
    if (k.error) throw new Error(k.error);
    return k;
  } finally {
    await page.close();
  }
}
