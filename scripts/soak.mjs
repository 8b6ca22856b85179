// `npm run soak`: hours of use in minutes. One Translator in headless Debian Chromium takes N
// translations (mixed lengths, greedy and beam, some aborted midway, some streamed and some
// streams left early); wasm memory, the page's JS heap (after a forced GC), live Workers and
// requests still pending are sampled as it goes, and must stay flat after warm-up. Then create
// and dispose cycles: every Worker must end and the heap come back.
//
//   node scripts/soak.mjs [--n=10000] [--cycles=100] [--model=/models/shipped/en-es.heed]
//                         [--tolerance=0.05] [--json=out/soak.json] [--write]
// --write puts the table and verdicts in BENCHMARKS.md (between its soak markers).
//
// The shipped en→es model: a random-weight one mostly stops at once, and could not be aborted
// midway. Output is capped at 32 tokens a sentence to keep 10,000 translations to minutes.
// Exits 1 when a verdict fails.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { startBench } from './bench_chromium.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const n = Number(arg('n', 10_000));
const cycles = Number(arg('cycles', 100));
const model = arg('model', '/models/shipped/en-es.heed');
const tolerance = Number(arg('tolerance', 0.05));
const jsonOut = arg('json', '');
const write = process.argv.includes('--write');
const loadAtStart = os.loadavg()[0];
const port = 8797;
// Samples at these counts (and at the end); growth is judged from the warm-up sample on.
// Warm-up: V8 compiles and optimises the page's code over the first few hundred translations,
// which grows the heap by ~8% (measured) before it levels off.
const warmup = Math.min(1000, Math.floor(n / 2));
const checkpoints = [...new Set([0, warmup, 1000, 2000, 5000, n].filter((c) => c <= n))].sort((a, b) => a - b);

const { browser, close } = await startBench(port);
let failed = false;
try {
  const page = await browser.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.error('[page]', m.text()); });
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  /** The page's JS heap after a full GC, in bytes. */
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto(`http://127.0.0.1:${port}/tests/page/fixtures/blank.html`);
  await page.evaluate(async (model) => {
    const heed = await import('/web/heed.js');
    window.heed = heed;
    // No sentence cache: it grows by design up to its bound (32 MiB), which would hide a leak in
    // the machinery this soak watches. The create/dispose cycles below keep it on: dispose must
    // release it too.
    window.translator = await heed.Translator.create({ model, cache: false });
    window.soakStats = { done: 0, aborted: 0, streamed: 0, streamsLeft: 0, failed: [] };
  }, model);

  const sample = async (count) => ({
    translations: count,
    wasmBytes: await page.evaluate(() => window.translator.wasmMemoryBytes()),
    heapBytes: await heap(),
    workers: page.workers().length,
    pending: await page.evaluate(() => window.translator.client.queue.length + (window.translator.client.running ? 1 : 0)),
  });

  const started = Date.now();
  const samples = [await sample(0)];
  for (let i = 1; i < checkpoints.length; i++) {
    // Batches of translations run in the page; the loop body decides each one's kind by index.
    const [from, to] = [checkpoints[i - 1], checkpoints[i]];
    for (let at = from; at < to; at += 250) {
      await page.evaluate(async ([from, to]) => {
        const words = ('Save the document before closing the window. The password must contain at least eight ' +
          'characters. Open the file menu and select Save as, then enter a new name. The bird sings near the ' +
          'old river while the children read in the garden. Check that the backup finished before you leave.').split(' ');
        const s = window.soakStats;
        const t = window.translator;
        for (let k = from; k < to; k++) {
          const length = 1 + ((k * 7919) % 40);  // 1 to 40 words, well spread
          const start = (k * 31) % words.length;
          const text = Array.from({ length }, (_, w) => words[(start + w) % words.length]).join(' ');
          const options = { beam: k % 3 === 0 ? 4 : 1, maxLength: 32 };
          try {
            if (k % 10 === 3) {  // aborted midway: after its first token
              const controller = new AbortController();
              await t.translate(text, { ...options, signal: controller.signal, onToken: () => controller.abort() })
                .catch((e) => { if (e.code !== 'aborted') throw e; s.aborted++; });
            } else if (k % 10 === 5) {  // streamed to the end
              for await (const ev of t.stream(text, options)) if (typeof ev.delta !== 'string') throw new Error('bad event');
              s.streamed++;
            } else if (k % 10 === 7) {  // a stream left after two tokens
              let seen = 0;
              for await (const ev of t.stream(text, options)) { void ev; if (++seen === 2) break; }
              s.streamsLeft++;
            } else {
              await t.translate(text, options);
            }
            s.done++;
          } catch (e) {
            if (s.failed.length < 5) s.failed.push(`${k}: ${e.code ?? ''} ${e.message}`);
          }
        }
      }, [at, Math.min(at + 250, to)]);
    }
    samples.push(await sample(to));
    const last = samples[samples.length - 1];
    console.error(`soak: ${to} translations, ${((Date.now() - started) / 1000).toFixed(0)} s, wasm ${mib(last.wasmBytes)}, ` +
      `heap ${mib(last.heapBytes)}, workers ${last.workers}, pending ${last.pending}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const stats = await page.evaluate(() => window.soakStats);

  // Create/dispose cycles on a fresh page: each creates, translates once and disposes.
  await page.evaluate(() => { window.translator.dispose(); window.translator = null; });
  await page.waitForTimeout(200);
  const afterDispose = { heapBytes: await heap(), workers: page.workers().length };
  const cycleSamples = [];
  for (let c = 0; c < cycles; c += 10) {
    const batch = Math.min(10, cycles - c);
    await page.evaluate(async ([model, batch]) => {
      for (let i = 0; i < batch; i++) {
        const t = await window.heed.Translator.create({ model });
        await t.translate('Save the document.', { beam: 1 });
        t.dispose();
      }
    }, [model, batch]);
    await page.waitForTimeout(100);  // terminated Workers leave page.workers() asynchronously
    cycleSamples.push({ cycles: c + batch, heapBytes: await heap(), workers: page.workers().length });
  }

  // Verdicts: flat from the warm-up sample on; nothing pending; one Worker while in use, none
  // after dispose; the cycles leave no Worker and the heap where the first ten left it.
  const base = samples.find((s) => s.translations === warmup) ?? samples[0];
  const end = samples[samples.length - 1];
  const growth = (a, b) => (b - a) / a;
  const verdicts = [
    ['wasm memory flat after warm-up', Math.abs(growth(base.wasmBytes, end.wasmBytes)) <= tolerance, `${mib(base.wasmBytes)} → ${mib(end.wasmBytes)}`],
    ['JS heap flat after warm-up', Math.abs(growth(base.heapBytes, end.heapBytes)) <= tolerance, `${mib(base.heapBytes)} → ${mib(end.heapBytes)}`],
    ['one Worker throughout', samples.every((s) => s.workers === 1), samples.map((s) => s.workers).join(', ')],
    ['nothing pending between batches', samples.every((s) => s.pending === 0), samples.map((s) => s.pending).join(', ')],
    ['every translation answered as expected', stats.done === n && stats.failed.length === 0, `${stats.done} of ${n}${stats.failed.length ? `; ${stats.failed.join('; ')}` : ''}`],
    ['dispose() ends the Worker', afterDispose.workers === 0, `${afterDispose.workers} left`],
    // The page holds little of a Translator (the model and the engine live in the Worker): after
    // dispose the heap must not have grown past what it was while in use.
    ['dispose() leaves the JS heap no larger than in use', afterDispose.heapBytes <= end.heapBytes * (1 + tolerance),
      `${mib(end.heapBytes)} → ${mib(afterDispose.heapBytes)}`],
  ];
  if (cycleSamples.length) {
    const first = cycleSamples[0], last = cycleSamples[cycleSamples.length - 1];
    verdicts.push(['create/dispose cycles leave no Worker', cycleSamples.every((s) => s.workers === 0), cycleSamples.map((s) => s.workers).join(', ')]);
    if (cycleSamples.length > 1) {
      verdicts.push([`JS heap flat over ${cycles} create/dispose cycles`, Math.abs(growth(first.heapBytes, last.heapBytes)) <= tolerance,
        `${mib(first.heapBytes)} after ${first.cycles} → ${mib(last.heapBytes)} after ${last.cycles}`]);
    }
  }
  failed = verdicts.some(([, ok]) => !ok);

  const rows = samples.map((s) => `| ${s.translations.toLocaleString('en-US')} | ${mib(s.wasmBytes)} | ${mib(s.heapBytes)} | ${s.workers} | ${s.pending} |`);
  const report = [
    `Soak: ${n.toLocaleString('en-US')} translations in ${seconds.toFixed(0)} s (${stats.aborted} aborted midway, ` +
      `${stats.streamed} streamed, ${stats.streamsLeft} streams left early; beam 4 on a third), model ${model}`,
    '',
    '| translations | wasm memory | page JS heap (after GC) | Workers | pending |',
    '|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...verdicts.map(([what, ok, detail]) => `- ${ok ? 'ok' : 'FAILED'}: ${what} (${detail})`),
  ].join('\n');
  console.log(report);
  if (write) {
    const section = `<!-- soak:begin -->
## Soak (\`npm run soak\`)

- Command: \`npm run soak -- --write\` (\`scripts/soak.mjs\`, defaults: ${n.toLocaleString('en-US')} translations, ${cycles} create/dispose cycles); date ${new Date().toISOString().slice(0, 10)}, commit ${execSync('git rev-parse --short HEAD').toString().trim()}
- Chromium ${browser.version()} (Debian), headless; ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores shared with other work (load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end)
- JS heap: the page's, after a forced GC (the Worker's heap and the engine's wasm memory go with the Worker). Flat means within ±${(tolerance * 100).toFixed(0)}% of the sample after ${warmup.toLocaleString('en-US')} translations (warm-up).

${report}
<!-- soak:end -->`;
    let text = fs.readFileSync('BENCHMARKS.md', 'utf8');
    text = text.includes('<!-- soak:begin -->')
      ? text.replace(/<!-- soak:begin -->[\s\S]*<!-- soak:end -->/, () => section)
      : `${text.trimEnd()}\n\n${section}\n`;
    fs.writeFileSync('BENCHMARKS.md', text);
  }
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ n, cycles, model, seconds, stats, samples, afterDispose, cycleSamples, verdicts }, null, 2));
} finally {
  await close();
}
process.exit(failed ? 1 : 0);

function mib(bytes) { return `${(bytes / 2 ** 20).toFixed(2)} MiB`; }
