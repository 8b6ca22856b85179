// Issue 12, part 5: Firefox's engine beside Heed in one Chromium run. Bergamot
// (@browsermt/bergamot-translator 0.4.9 from npm, its own Worker and wasm, int8 `intgemm8` with
// precomputed activation scales) and Heed (web/heed.js) decode the same sentences with random
// weights of Firefox's "tiny" shape (models/heed_ref/marian_bench_model.py writes both files from
// one set of weights), greedy, with and without the lexical shortlist, one sentence per call and
// all sentences in one call; each configuration on a fresh page, `rounds` times interleaved, the
// fastest pass kept with the range. `npm run bench -- --only=bergamot` prints the block alone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { pageResult, startBench } from './bench_chromium.mjs';

const modelDir = 'build/bench/firefox_tiny';
const workerDir = 'build/bench/bergamot';
const packageDir = 'node_modules/@browsermt/bergamot-translator';

/** Builds the models and puts Bergamot's worker files where its Worker expects them. */
function prepare() {
  if (!fs.existsSync(`${modelDir}/meta.json`)) {
    execSync(`nice /usr/bin/python3 -m models.heed_ref.marian_bench_model --out ${modelDir}`, { stdio: 'inherit' });
  }
  const version = JSON.parse(fs.readFileSync(`${packageDir}/package.json`, 'utf8')).version;
  fs.mkdirSync(workerDir, { recursive: true });
  for (const f of ['translator-worker.js', 'bergamot-translator-worker.js', 'bergamot-translator-worker.wasm']) {
    fs.copyFileSync(`${packageDir}/worker/${f}`, `${workerDir}/${f}`);
  }
  fs.copyFileSync('tests/bench/bergamot/worker.js', `${workerDir}/worker.js`);
  return version;
}

const fmt = (x, digits = 0) => x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (b) => `${(b / 2 ** 20).toFixed(0)} MiB`;

/**
 * Runs every configuration and returns `{md, json}`. Throws when a page fails (a model Bergamot
 * cannot load, say), so a broken comparison never writes numbers.
 * @param {import('@playwright/test').Browser} browser @param {number} port  where serve.mjs listens
 */
export async function bergamotComparison(browser, port, rounds = 2) {
  const version = prepare();
  const meta = JSON.parse(fs.readFileSync(`${modelDir}/meta.json`, 'utf8'));
  const sentences = fs.readFileSync('engine/tools/bench_sentences.txt', 'utf8').split('\n').filter(Boolean);

  const side = (engine, shortlist, batch) => pageResult(browser, port, `/tests/bench/bergamot/side_by_side.html?${
    new URLSearchParams({ engine, shortlist: shortlist ? '1' : '0', batch: String(batch), repeat: '3',
      sentences: JSON.stringify(sentences) })}`, 'sideResult');

  const configs = [];
  for (const shortlist of [true, false]) {
    for (const batch of [1, 8]) configs.push({ shortlist, batch });
  }
  /** @type {Record<string, any[]>} */
  const runs = {};
  for (let round = 0; round < rounds; round++) {
    for (const { shortlist, batch } of configs) {
      for (const engine of ['bergamot', 'heed', 'heed-simd128']) {
        (runs[`${engine}:${shortlist}:${batch}`] ??= []).push(await side(engine, shortlist, batch));
      }
    }
  }
  const best = (key) => runs[key].reduce((a, b) => (b.tokensPerS > a.tokensPerS ? b : a));
  const all = (key) => runs[key].flatMap((r) => r.allTokensPerS);
  const cell = (key) => {
    const xs = all(key);
    return `${fmt(best(key).tokensPerS)} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`;
  };
  const rows = configs.map(({ shortlist, batch }) => {
    const b = `bergamot:${shortlist}:${batch}`, h = `heed:${shortlist}:${batch}`, s = `heed-simd128:${shortlist}:${batch}`;
    const label = `${shortlist ? 'with' : 'without'} shortlist, ${batch === 1 ? 'one sentence per call' : `all ${sentences.length} in one call`}`;
    const ms = (key) => Math.min(...runs[key].map((r) => r.ms));
    const ratio = (key) => (best(key).tokensPerS / best(b).tokensPerS).toFixed(2);
    return `| ${label} | ${cell(b)} | ${cell(h)} | **${ratio(h)}×** | ${cell(s)} | ${ratio(s)}× | ${best(b).tokens} / ${best(h).tokens} | ${fmt(ms(b))} / ${fmt(ms(h))} ms: ${(ms(b) / ms(h)).toFixed(2)}× |`;
  });
  const kernelsOf = (engine) => [...new Set(Object.entries(runs).filter(([k]) => k.startsWith(`${engine}:`)).flatMap(([, v]) => v.map((r) => r.kernels)))].join(', ');
  const memory = (engine) => Math.max(...Object.entries(runs).filter(([k]) => k.startsWith(engine)).flatMap(([, v]) => v.map((r) => r.memoryBytes)));
  const md = `### Against Firefox's engine (Bergamot)

@browsermt/bergamot-translator ${version} (npm; its own Worker, wasm and int8 GEMM fallback,
\`gemm-precision: int8shiftAlphaAll\`, \`alignment: soft\` as its Worker sets it) and Heed, each
one thread in the same Chromium, on random weights of Firefox's "tiny" shape: encoder 6,
decoder 2 (Bergamot: SSRU + cross-attention + FFN, as Firefox's students; Heed: self-attention +
cross-attention + FFN), d 256, FFN 1536, vocab 32k, int8, the shortlist 50 frequent + 50 per
source token (Firefox's lex.50.50) in each engine's own format. One set of weights written twice
(\`models/heed_ref/marian_bench_model.py\`: Marian's binary format by our own writer); both decode
greedily the ${sentences.length} sentences of the native bench until the length limit (twice the source, a
forced piece "${meta.forced_piece}" keeps end-of-sentence away), so both do the same number of steps and
Bergamot's tokens can be counted from its text. tokens/s: the fastest of 3 passes after a warm-up
pass, fresh page per configuration, ${rounds} rounds interleaved (range of all passes in brackets).

| greedy tokens/s | Bergamot | Heed (${kernelsOf('heed')}) | Heed ÷ Bergamot | Heed, heed.wasm (${kernelsOf('heed-simd128')}) | its ÷ Bergamot | tokens per pass (Bergamot / Heed) | fastest pass (Bergamot / Heed) |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Where the token counts differ: Bergamot decodes a batch until the limit of its longest
sentence (no sentence here ends early), so its batched pass makes more tokens than the
sentences need; its tokens/s counts them all, and the last column compares the time each
engine takes for the same sentences. wasm memory at the end: Bergamot ${mib(memory('bergamot'))},
Heed ${mib(memory('heed'))}.`;
  return { md, json: runs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await startBench(8798);
  try {
    const { md } = await bergamotComparison(bench.browser, 8798);
    console.log(md);
  } finally {
    await bench.close();
  }
}
