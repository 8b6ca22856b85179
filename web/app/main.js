// The demo page: picks a shipped model, loads it with progress, translates as people type, and
// shows the translation growing token by token with its cross-attention.
import { Translator, HeedError, simdSupported, listModels } from '../heed.js';
import { LanguageDetector } from '../language_detector.js';
import { modelSource, storeModel, forgetModel } from './model_store.js';
import { OutputView } from './output_view.js';
import { SourceView } from './source_view.js';
import { Heatmap, pieceLabel, placeholderPieces, rowLabel } from './heatmap.js';
import { TranslationRecord } from './record.js';
import { AlternativesMenu } from './alternatives_menu.js';
import { SentenceEdits } from './sentence_edits.js';
import { TokenPacer } from './token_pacer.js';

const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
const ui = {
  pair: $('pair'), progress: $('progress'), progressText: $('progress-text'), loading: $('loading'),
  error: $('error'), source: $('source'), backdrop: $('source-backdrop'), translate: $('translate'),
  live: $('live'), beam: $('beam'), stop: $('stop'), copy: $('copy'), output: $('output'), status: $('model-status'),
  layer: $('layer'), head: $('head'), heatmap: $('heatmap'), caption: $('heatmap-caption'),
  offline: $('offline-state'), detected: $('detected'),
};
const output = new OutputView(ui.output);
const source = new SourceView(ui.source, ui.backdrop);
const heatmap = new Heatmap(ui.heatmap, ui.caption);
// A translation's tokens reach the views once a frame (token_pacer.js); the views' own frame
// work follows in the same frame.
const tokens = new TokenPacer({
  before: () => output.beforeWrites(),
  after: () => { heatmap.flush(); output.afterWrites(); },
});

/** @type {{translator: Translator|null, entry: any, loadId: number, loading: AbortController|null,
 *          run: AbortController|null, record: TranslationRecord|null, pinned: number, timer: any}} */
const state = { translator: null, entry: null, loadId: 0, loading: null, run: null, record: null, pinned: -1,
  timer: 0, crashNotice: false };

function showError(/** @type {string} */ message) {
  ui.error.textContent = message;
  ui.error.hidden = !message;
}

/** Human text for a failure, by HeedError code. @param {unknown} e */
function explain(e) {
  if (e instanceof HeedError) {
    const what = {
      'no-simd': 'This browser cannot run Heed: it lacks WebAssembly SIMD (Chrome 91+, Firefox 89+, Safari 16.4+ have it).',
      'model-not-found': 'The model file was not found on the server.',
      network: 'The model could not be downloaded. Check the connection and reload.',
      'invalid-model': 'The model file is damaged or not a Heed model.',
      'engine-crashed': 'The translation engine crashed and has been restarted.',
    }[e.code];
    return what ? `${what} (${e.message})` : e.message;
  }
  return `Something went wrong: ${/** @type {Error} */ (e)?.message ?? e}`;
}

function formatBytes(/** @type {number} */ n) {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.round(n / 1e3)} kB`;
}

/** @param {number} loaded @param {number} total @param {string} note */
function setProgress(loaded, total, note = '') {
  const pct = total > 0 ? Math.min(100, Math.floor((100 * loaded) / total)) : 0;
  ui.progress.value = pct;
  ui.progressText.textContent = `${note}${formatBytes(loaded)} of ${formatBytes(total)} (${pct}%)`;
}

/**
 * The progress bar for one phase of Translator.create. @param {import('../heed.js').Progress} p
 * @param {any} entry @param {boolean} cached
 */
function showProgress({ phase, loaded, total }, entry, cached) {
  if (phase === 'download') setProgress(loaded ?? 0, total ?? entry.bytes, cached ? 'From cache: ' : `Downloading ${entry.label}: `);
  else if (phase === 'load') ui.progressText.textContent = `${ui.progressText.textContent} · starting the engine…`;
}

/**
 * Loads `entry`, replacing the current model; a newer call wins over an older one (and stops
 * its download). One road: model_store says what to load (the cached Blob, or the URL and its
 * SHA-256), Translator.create streams it into the engine, and a downloaded file comes back as a
 * Blob to be cached.
 */
async function loadModel(/** @type {any} */ entry) {
  const id = ++state.loadId;
  state.loading?.abort();
  const loading = new AbortController();
  state.loading = loading;
  cancelRun();
  state.translator?.dispose();
  state.translator = null;
  state.entry = entry;
  ui.translate.disabled = true;
  ui.loading.classList.remove('done');
  showError('');
  setProgress(0, entry.bytes, `Downloading ${entry.label}: `);
  try {
    let translator;
    for (let retried = false; !translator; retried = true) {
      const source = await modelSource(entry);
      if (id !== state.loadId) return;
      /** @type {Blob|null} */
      let file = null;
      try {
        translator = await Translator.create({
          // No warm-up translation: the page translates the text in the box at once, and
          // that first translation is what warms the engine.
          model: source.model, sha256: source.sha256, signal: loading.signal, warmUp: false,
          onFile: source.cached ? undefined : (f) => { file = f; },
          onProgress: (p) => { if (id === state.loadId) showProgress(p, entry, source.cached); },
        });
      } catch (e) {
        // A cached file damaged since it was stored: drop it and download it again, once.
        if (retried || !(source.cached && e instanceof HeedError && e.code === 'invalid-model')) throw e;
        await forgetModel(entry);
        if (id !== state.loadId) return;
      }
      if (file) await storeModel(entry, file);
    }
    if (id !== state.loadId) { translator.dispose(); return; }
    state.translator = translator;
    setupSelectors(translator.info);
    ui.progressText.textContent = `${entry.label} ready (${formatBytes(entry.bytes)}, int8, ` +
      `${translator.info.parameters.toLocaleString('en')} parameters; engine: ${translator.kernels})`;
    ui.loading.classList.add('done');
    ui.translate.disabled = false;
    ui.status.textContent = `Model: ${entry.label}.`;
    translateNow();
  } catch (e) {
    if (id !== state.loadId) return;
    ui.loading.classList.add('done');
    showError(explain(e));
  }
}

/** Read once at start; null until then, or when it cannot load (the page works without it). */
let detector = /** @type {LanguageDetector|null} */ (null);
let pairChosen = false;  // the reader picked a pair in the selector
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

// The detector reads the first 400 characters: on FLORES dev (40-sentence texts in English,
// Spanish and German) they name the language as the first 1,000 do, at a third of the
// features. It runs when the text area goes idle after an edit, so the click that translates
// finds its verdict ready: on that click, under a 4x CPU throttle, detection was most of a task
// of ~50 ms (BENCHMARKS.md).
const DETECT_CHARS = 400;
const detection = { sample: '', result: /** @type {any} */ (null), pending: 0 };
const whenIdle = globalThis.requestIdleCallback ?? ((/** @type {() => void} */ f) => setTimeout(f, 50));
const cancelIdle = globalThis.cancelIdleCallback ?? clearTimeout;

/** The detector's languages for `text`, most likely first (remembered for the last sample). @param {string} text */
function detectLanguage(text) {
  const sample = text.slice(0, DETECT_CHARS);
  if (!detection.result || detection.sample !== sample) {
    detection.sample = sample;
    detection.result = /** @type {LanguageDetector} */ (detector).detectNow(sample);
  }
  return detection.result;
}

/** Detects the text area's language when the page is next idle. */
function detectWhenIdle() {
  cancelIdle(detection.pending);
  detection.pending = whenIdle(() => { if (detector) detectLanguage(ui.source.value); });
}

/**
 * Says which language `text` is in and, when it is clearly another language that a shipped model
 * reads and the reader has not picked a pair, switches to that model (which translates once
 * loaded).
 * @param {string} text @returns {boolean} whether it switched
 */
function switchToDetected(text) {
  ui.detected.textContent = '';
  if (!detector || text.trim().split(/\s+/u).length < 3) return false;
  const [best] = detectLanguage(text);
  if (best.detectedLanguage === 'und') return false;
  ui.detected.textContent = `Detected: ${languageNames.of(best.detectedLanguage)}`;
  // A pair the reader picked themselves is kept: the label alone tells them.
  if (pairChosen || best.confidence < 0.9 || best.detectedLanguage === state.entry.src) return false;
  const next = models.find((m) => m.src === best.detectedLanguage && m.tgt === state.entry.src) ??
    models.find((m) => m.src === best.detectedLanguage);
  if (!next) return false;
  ui.pair.value = next.id;
  loadModel(next);
  return true;
}

/** Layer and head choices of the loaded model. @param {import('../heed.js').ModelInfo} info */
function setupSelectors(info) {
  ui.layer.replaceChildren(...Array.from({ length: info.decoderLayers }, (_, l) =>
    new Option(`${l + 1}${l === info.decoderLayers - 1 ? ' (last)' : ''}`, String(l), false, l === info.decoderLayers - 1)));
  ui.head.replaceChildren(new Option('mean of heads', '-1'),
    ...Array.from({ length: info.nHeads }, (_, h) => new Option(`head ${h + 1}`, String(h))));
}

function cancelRun() {
  tokens.drop();
  state.run?.abort();
  state.run = null;
  setBusy(false);
}

/** The output's busy state, and the Stop button that goes with it. @param {boolean} busy */
function setBusy(busy) {
  ui.output.setAttribute('aria-busy', String(busy));
  output.setStreaming(busy);
  ui.stop.hidden = !busy;
}

/**
 * Translates the text area now, cancelling whatever runs. `retry`: the run after an engine
 * crash, which keeps the crash notice up (a translation the person starts clears it).
 * @param {any} [how]  {retry: true}, or the click event
 */
async function translateNow(how) {
  const retry = how?.retry === true;
  if (!retry && state.crashNotice) { state.crashNotice = false; showError(''); }
  clearTimeout(state.timer);
  cancelRun();
  const translator = state.translator;
  if (!translator) return;
  const text = ui.source.value;
  const record = new TranslationRecord(text);
  record.layer = Number(ui.layer.value);
  record.head = Number(ui.head.value);
  state.record = record;
  state.pinned = -1;
  menu.close(false);
  output.reset();
  heatmap.clear();
  ui.copy.disabled = true;
  source.words(text);
  if (!text.trim()) {
    ui.status.textContent = 'Nothing to translate: type some text.';
    return;
  }
  if (switchToDetected(text)) return;
  const run = new AbortController();
  state.run = run;
  setBusy(true);
  ui.status.textContent = 'Translating…';
  const beam = Number(ui.beam.value);
  const started = performance.now();
  let first = 0;
  try {
    // Every layer's attention: one block per token, which the layer and head selectors (and the
    // overlays) re-read through record.row() without translating again.
    const result = await translator.translate(text, {
      beam, signal: run.signal, reportAllLayers: true,
      onToken: (ev) => {
        if (state.record !== record) return;
        if (!first) first = performance.now() - started;
        tokens.push(() => onToken(record, ev));
      },
    });
    const ms = performance.now() - started;  // the engine's time; the screen may be a frame behind
    await tokens.drained();
    if (state.run !== run) return;
    // The sentences before the last were realigned as the next one started.
    const last = record.tokens[record.tokens.length - 1];
    if (last) realign(record, [last.sentence]);
    const n = result.tokens.length;
    ui.status.textContent = `${state.entry.label} · ${n} tokens in ${ms.toFixed(0)} ms · ` +
      `${Math.round((n * 1000) / Math.max(ms, 1))} tokens/s · first token ${first.toFixed(0)} ms · beam ${beam}`;
    ui.copy.disabled = false;
    state.run = null;
    setBusy(false);
  } catch (e) {
    if (e instanceof HeedError && e.code === 'aborted') return;
    if (state.run === run) { state.run = null; setBusy(false); }
    ui.status.textContent = '';
    showError(explain(e));
    // The Worker died under this run; the translator starts a fresh one for the next request.
    // Say so once and try this text once more: a second crash on it is left on screen.
    if (e instanceof HeedError && e.code === 'engine-crashed' && !retry && state.run === null) {
      state.crashNotice = true;
      translateNow({ retry: true });
    }
  }
}

/** @param {TranslationRecord} record @param {import('../heed.js').TokenEvent} ev */
function onToken(record, ev) {
  // The sentence before is all written once the next one starts: its tokens to their words.
  const before = record.tokens.length ? record.tokens[record.tokens.length - 1].sentence : -1;
  if (before >= 0 && before !== ev.sentence) realign(record, [before]);
  const landed = output.append(ev.delta);
  // A token whose text the engine still holds (a word that may yet change: text/restore.h) has
  // no delta: it belongs to the word after the previous token's where its piece opens a word,
  // else to the same one; its text arrives with a later token's.
  const previous = record.tokenWord.length ? record.tokenWord[record.tokenWord.length - 1] : -1;
  const word = ev.delta === '' && previous >= 0 ? previous + (ev.piece.startsWith('▁') ? 1 : 0) : landed;
  if (ev.verbatimSpans?.length) output.markVerbatim(ev.verbatimSpans, record.source);
  const t = record.add(ev, word);
  output.setConfidence(word, record.wordProbability(word));
  // The heatmap follows the sentence being decoded unless someone picked one.
  const shown = state.pinned >= 0 ? state.pinned : ev.sentence;
  if (ev.sentence !== shown) return;
  if (heatmap.sentence !== shown) startHeatmap(record, shown);
  else {
    heatmap.addRow(t, rowLabel(record.tokens, t), record.row(t));
    for (const i of placeholderPieces(record.tokens, t)) heatmap.relabel(i, rowLabel(record.tokens, i));
  }
}

/**
 * Each token of `sentences` to the word its pieces make up, now that their text is written
 * (TranslationRecord.realign), and those words' confidence marks from their tokens again.
 * @param {TranslationRecord} record @param {number[]} sentences
 */
function realign(record, sentences) {
  for (const s of sentences) {
    for (const w of record.realign(s, output.text, (at) => output.wordAt(at))) output.setConfidence(w, record.wordProbability(w));
  }
}

/** Rebuilds the heatmap for `sentence` from the record (selection change, pinning). */
function startHeatmap(/** @type {TranslationRecord} */ record, /** @type {number} */ sentence) {
  const s = record.sentences.get(sentence);
  if (!s) { heatmap.clear(); return; }
  heatmap.start(sentence, s.sourceSpans.map((span) => pieceLabel(record.source.slice(span.begin, span.end))));
  for (const t of s.tokens) heatmap.addRow(t, rowLabel(record.tokens, t), record.row(t));
}

// --- attention overlays -------------------------------------------------------------------
let activeTarget = -1, activeSource = -1;
function showTarget(/** @type {number} */ w) {
  const record = state.record;
  if (!record || w === activeTarget) return;
  clearOverlay();
  activeTarget = w;
  output.setActive(w, true);
  source.highlight(record.sourceWeightsOfTarget(w));
}
function showSource(/** @type {number} */ sw) {
  const record = state.record;
  if (!record || sw === activeSource) return;
  clearOverlay();
  activeSource = sw;
  source.setActive(sw, true);
  output.highlight(record.targetWeightsOfSource(sw));
}
function clearOverlay() {
  if (activeTarget >= 0) output.setActive(activeTarget, false);
  if (activeSource >= 0) source.setActive(activeSource, false);
  activeTarget = activeSource = -1;
  output.highlight(null);
  source.highlight(null);
}
const wordOf = (/** @type {EventTarget|null} */ el) =>
  (el instanceof HTMLElement && el.classList.contains('w') ? Number(el.dataset.i) : -1);

ui.output.addEventListener('mouseover', (/** @type {MouseEvent} */ e) => { const w = wordOf(e.target); if (w >= 0) showTarget(w); });
ui.output.addEventListener('focusin', (/** @type {FocusEvent} */ e) => { const w = wordOf(e.target); if (w >= 0) showTarget(w); });
ui.output.addEventListener('mouseleave', clearOverlay);
ui.output.addEventListener('focusout', clearOverlay);
// Clicking a word pins the heatmap to its sentence.
ui.output.addEventListener('click', (/** @type {MouseEvent} */ e) => {
  const w = wordOf(e.target);
  const record = state.record;
  if (w < 0 || !record) return;
  const t = record.targetWords[w]?.[0];
  if (t === undefined) return;
  state.pinned = record.tokens[t].sentence;
  startHeatmap(record, state.pinned);
});
let pointerFrame = 0;
ui.source.addEventListener('mousemove', (/** @type {MouseEvent} */ e) => {
  if (pointerFrame) return;
  pointerFrame = requestAnimationFrame(() => {
    pointerFrame = 0;
    const sw = source.wordAt(e.clientX, e.clientY);
    if (sw >= 0) showSource(sw); else clearOverlay();
  });
});
ui.source.addEventListener('mouseleave', clearOverlay);
// Heatmap labels: a row label is a target piece, a column label a source piece.
ui.heatmap.addEventListener('focusin', (/** @type {FocusEvent} */ e) => heatmapHeader(e.target));
ui.heatmap.addEventListener('mouseover', (/** @type {MouseEvent} */ e) => heatmapHeader(e.target));
ui.heatmap.addEventListener('mouseleave', clearOverlay);
function heatmapHeader(/** @type {EventTarget|null} */ el) {
  const record = state.record;
  if (!record || !(el instanceof HTMLElement) || !el.classList.contains('hm-label')) return;
  if (el.dataset.token) showTarget(record.tokenWord[Number(el.dataset.token)]);
  else if (el.dataset.col) {
    const s = record.sentences.get(heatmap.sentence);
    const sw = s ? s.sourceWord[Number(el.dataset.col)] : -1;
    if (sw >= 0) showSource(sw);
  }
}

// --- choosing another word (web/app/alternatives_menu.js, sentence_edits.js) -------------
const menu = new AlternativesMenu();
const edits = new SentenceEdits(output, {
  record: () => state.record,
  translator: () => state.translator,
  beam: () => Number(ui.beam.value),
  busy: () => state.run !== null,
  show: onToken,
  realign,
  cut: (s) => {
    clearOverlay();
    state.pinned = s;  // the heatmap follows the sentence being rewritten
    if (state.record) startHeatmap(state.record, s);
  },
  begin: () => {
    const run = new AbortController();
    state.run = run;
    setBusy(true);
    return run;
  },
  end: (run) => {
    if (state.run === run) { state.run = null; setBusy(false); }
    ui.copy.disabled = !output.text;
  },
  status: (text) => { ui.status.textContent = text; },
});
/** The menu of word `w`, once the translation has stopped moving. @param {number} w */
function openAlternatives(w) {
  const offer = state.run ? null : edits.offer(w);
  if (offer) menu.open(output.words[w], { ...offer, onChoose: (choice) => edits.rewrite(w, choice) });
}
ui.output.addEventListener('click', (/** @type {MouseEvent} */ e) => {
  const target = /** @type {HTMLElement} */ (e.target);
  if (target.classList?.contains('reset-edit')) { edits.reset(Number(target.dataset.sentence)); return; }
  const w = wordOf(target);
  if (w >= 0 && !getSelection()?.toString()) openAlternatives(w);  // selecting text is no choice
});
ui.output.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
  const w = wordOf(e.target);
  if (w < 0 || (e.key !== 'Enter' && e.key !== ' ')) return;
  e.preventDefault();
  openAlternatives(w);
});
// A focused word says it opens a menu (set on focus: the words of a long text are many).
ui.output.addEventListener('focusin', (/** @type {FocusEvent} */ e) => {
  const span = /** @type {HTMLElement} */ (e.target);
  if (wordOf(span) < 0 || span.hasAttribute('aria-haspopup')) return;
  span.setAttribute('role', 'button');
  span.setAttribute('aria-haspopup', 'dialog');
  span.setAttribute('aria-expanded', 'false');
});

// --- controls -----------------------------------------------------------------------------
ui.translate.addEventListener('click', translateNow);
ui.stop.addEventListener('click', () => {
  const tokens = state.record?.tokens.length ?? 0;
  cancelRun();
  ui.status.textContent = `Stopped after ${tokens} tokens.`;
  ui.copy.disabled = !output.text;
});
ui.source.addEventListener('input', () => {
  source.plain(ui.source.value);
  detectWhenIdle();
  if (!ui.live.checked) return;
  clearTimeout(state.timer);
  cancelRun();
  state.timer = setTimeout(translateNow, 350);
});
ui.source.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); translateNow(); }
});
ui.beam.addEventListener('change', translateNow);
for (const sel of [ui.layer, ui.head]) {
  sel.addEventListener('change', () => {
    const record = state.record;
    if (!record) return;
    record.layer = Number(ui.layer.value);
    record.head = Number(ui.head.value);
    if (heatmap.sentence >= 0) startHeatmap(record, heatmap.sentence);
  });
}
ui.copy.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(output.text);
    ui.copy.textContent = 'Copied';
  } catch {
    getSelection()?.selectAllChildren(ui.output);  // no clipboard permission: select it instead
    ui.copy.textContent = 'Selected';
  }
  setTimeout(() => { ui.copy.textContent = 'Copy'; }, 1500);
});
ui.pair.addEventListener('change', () => {
  pairChosen = true;
  const entry = models.find((m) => m.id === ui.pair.value);
  if (entry) loadModel(entry);
});

// --- start --------------------------------------------------------------------------------
/** @type {any[]} */
let models = [];
async function start() {
  source.plain(ui.source.value);
  if (!simdSupported()) {
    ui.loading.classList.add('done');
    showError(explain(new HeedError('no-simd', 'WebAssembly SIMD is not available')));
    return;
  }
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready).then(() => {
      ui.offline.textContent = 'Works offline after this visit.';
    }).catch((e) => { ui.offline.textContent = `Offline mode unavailable (${e.message}).`; });
  }
  // Worker and engine start now, while the manifest and the model are read.
  Translator.preload().catch(() => {});  // a failure shows up, explained, when the model loads
  LanguageDetector.create().then((d) => { detector = d; detectWhenIdle(); }).catch(() => {});  // optional
  try {
    models = await listModels(new URL('../models/manifest.json', location.href));
  } catch (e) {
    ui.loading.classList.add('done');
    showError(`Cannot list the models: ${/** @type {Error} */ (e).message}`);
    return;
  }
  ui.pair.replaceChildren(...models.map((m) => new Option(m.label, m.id, false, !!m.default)));
  const wanted = new URLSearchParams(location.search).get('model');
  const entry = models.find((m) => m.id === wanted) || models.find((m) => m.default) || models[0];
  ui.pair.value = entry.id;
  await loadModel(entry);
}
start();
