// Browser benchmark of the public module (web/heed.js): the engine runs in its Worker exactly
// as on a user's page. Reports tokens/s (greedy, beam 4), first-token latency, load times.
import { Translator } from '../../../web/heed.js';

const params = new URLSearchParams(location.search);
const modelUrl = params.get('model');
const shortlistUrl = params.get('shortlistModel');  // the same weights with a lexical shortlist
const realUrl = params.get('realModel');  // a trained model whose vocabulary knows English words
const maxLength = Number(params.get('maxLength') || 64);
const repeat = Number(params.get('repeat') || 3);

// The native bench's sentences (engine/tools/cli_bench.cc), written for the bench.
const sentences = [
  'Open the file menu and choose save as.',
  'The printer is not connected to this computer.',
  'Please enter your password again to confirm the change.',
  'This package contains the documentation for the library.',
  'An error occurred while downloading the update from the server, so try again later.',
  'Click here.',
  'The selected folder does not exist or you do not have permission to read it.',
  'Settings will be applied after you restart the application.',
  'We walked along the river until the sun went down behind the hills.',
  'Do you want to replace the existing file?',
  'The new version is faster, uses less memory and fixes several bugs reported by users.',
  'Select all',
];
const twentyWords = 'When the new version of the program starts for the first time it asks you to choose a folder for your documents.';

async function decodeAll(t, beam) {
  let tokens = 0;
  const start = performance.now();
  for (let r = 0; r < repeat; r++) {
    for (const s of sentences) {
      const res = await t.translate(s, { beam, maxLength });
      for (const sent of res.sentences) tokens += sent.targetIds.length + 1;  // + EOS step
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return { tokens, tokensPerS: tokens / seconds, msPerSentence: (seconds * 1000) / (repeat * sentences.length) };
}

async function run() {
  const bytes = await (await fetch(modelUrl)).arrayBuffer();
  // Ready time from bytes in memory (what a Cache API hit costs, minus the cache read).
  let start = performance.now();
  const t = await Translator.create({ model: bytes.slice(0) });
  const firstLoadMs = performance.now() - start;
  t.dispose();
  start = performance.now();
  const t2 = await Translator.create({ model: bytes.slice(0) });
  const warmLoadMs = performance.now() - start;  // wasm already compiled and cached by the browser
  // What a page that calls preload() at start-up waits once the model's bytes are there.
  await Translator.preload();
  start = performance.now();
  const t3 = await Translator.create({ model: bytes.slice(0) });
  const preloadedLoadMs = performance.now() - start;
  t3.dispose();

  // The first pass runs partly on V8's baseline (Liftoff) code while the hot wasm functions are
  // recompiled by the optimising tier in the background: reported, then measured again warm.
  const greedyFirstPass = await decodeAll(t2, 1);
  const memoryLoadedBytes = await t2.wasmMemoryBytes();
  const greedy = await decodeAll(t2, 1);
  const beam4 = await decodeAll(t2, 4);
  const firstToken = [];
  for (let i = 0; i < 5; i++) {
    start = performance.now();
    for await (const ev of t2.stream(twentyWords, { maxLength })) { firstToken.push(performance.now() - start); break; }
  }
  firstToken.sort((a, b) => a - b);
  const sourceTokens = (await t2.translate(twentyWords, { maxLength: 1 })).sentences[0].sourceIds.length;
  const memoryPeakBytes = await t2.wasmMemoryBytes();  // wasm memory only grows: the peak
  const result = { modelBytes: bytes.byteLength, firstLoadMs, warmLoadMs, preloadedLoadMs, greedyFirstPass, greedy, beam4,
                   firstTokenMsMedian: firstToken[2], sourceTokens, memoryLoadedBytes, memoryPeakBytes, info: t2.info };
  t2.dispose();
  if (shortlistUrl) result.shortlist = await shortlistRun();
  if (realUrl) result.real = await firstTokenRun(realUrl);
  return result;
}

/** Greedy and beam 4 with the shortlist model, and how many rows a sentence scores. */
async function shortlistRun() {
  const bytes = await (await fetch(shortlistUrl)).arrayBuffer();
  const t = await Translator.create({ model: bytes });
  try {
    await decodeAll(t, 1);  // warm-up pass, as above
    const greedy = await decodeAll(t, 1);
    const beam4 = await decodeAll(t, 4);
    return { modelBytes: bytes.byteLength, greedy, beam4, memoryPeakBytes: await t.wasmMemoryBytes(),
             shortlistTargets: t.info.shortlistTargets };
  } finally {
    t.dispose();
  }
}

/** First-token latency of the 20-word sentence with another model (median of 7). */
async function firstTokenRun(url) {
  const t = await Translator.create({ model: await (await fetch(url)).arrayBuffer() });
  try {
    const sourceTokens = (await t.translate(twentyWords, { maxLength: 1 })).sentences[0].sourceIds.length;
    const times = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      for await (const ev of t.stream(twentyWords, { maxLength })) { times.push(performance.now() - start); break; }
    }
    times.sort((a, b) => a - b);
    return { firstTokenMsMedian: times[3], sourceTokens, file: url };
  } finally {
    t.dispose();
  }
}

run().then((r) => { window.benchResult = r; }, (e) => { window.benchResult = { error: String(e && e.stack || e) }; });
