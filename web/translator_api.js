// The web's Translator API (W3C Web Machine Learning CG draft; in Chrome since 138) on Heed's
// engine: availability(), create() with download progress, translate(), translateStreaming(),
// measureInputUsage(), destroy(), and the spec's error names. Pairs without a shipped model
// pivot through English. Heed's own richer module (web/heed.js: attention, token events) stays
// the way to the overlays; this is the way in for code written against the standard.
import { Translator as HeedTranslator, HeedError, listModels } from './heed.js';

// Not in the package (models are the site's): left for run time, beside the built module.
const defaultManifest = new URL(/* @vite-ignore */ '../models/manifest.json', import.meta.url);
/** Characters one call may translate: long enough for any page section, bounded for memory. */
const INPUT_QUOTA = 1_000_000;

/** @param {string} tag "es-MX" -> "es" */
const base = (tag) => String(tag ?? '').toLowerCase().split('-')[0];

/** @param {unknown} e the engine's error as the spec names it */
function asDomError(e) {
  if (e instanceof DOMException) return e;
  if (e instanceof HeedError) {
    if (e.code === 'aborted') return new DOMException(e.message, 'AbortError');
    if (e.code === 'network' || e.code === 'model-not-found') return new DOMException(e.message, 'NetworkError');
    if (e.code === 'invalid-input') return new DOMException(e.message, 'DataError');
    if (e.code === 'no-simd') return new DOMException(e.message, 'NotSupportedError');
    return new DOMException(e.message, 'OperationError');
  }
  return e;
}

/**
 * The models that carry `source` to `target`: one, or two through English; null if none.
 * @param {import('./models.js').ModelEntry[]} models @param {string} source @param {string} target
 */
export function route(models, source, target) {
  const direct = models.find((m) => m.src === source && m.tgt === target);
  if (direct) return [direct];
  const first = models.find((m) => m.src === source && m.tgt === 'en');
  const second = models.find((m) => m.src === 'en' && m.tgt === target);
  return first && second && source !== target ? [first, second] : null;
}

/** Whether the browser already holds the file (the Cache API; the demo's service worker fills it). */
async function cached(/** @type {string} */ url) {
  if (typeof caches === 'undefined') return false;
  return Boolean(await caches.match(url, { ignoreSearch: true }).catch(() => undefined));
}

export class Translator {
  /** Marks this implementation (the polyfill test tells it from a browser's own). */
  static heed = true;
  /** Where the model list is read from; set before the first call to point elsewhere. */
  static manifestUrl = defaultManifest;

  /** @param {HeedTranslator[]} stages @param {string} sourceLanguage @param {string} targetLanguage */
  constructor(stages, sourceLanguage, targetLanguage) {
    this.stages = stages;
    this.sourceLanguage = sourceLanguage;
    this.targetLanguage = targetLanguage;
    this.inputQuota = INPUT_QUOTA;
    this.destroyed = false;
  }

  /** @param {{sourceLanguage: string, targetLanguage: string}} options */
  static async availability({ sourceLanguage, targetLanguage }) {
    const models = route(await listModels(Translator.manifestUrl), base(sourceLanguage), base(targetLanguage));
    if (!models) return 'unavailable';
    if (downloading.has(models.map((m) => m.id).join('>'))) return 'downloading';
    const have = await Promise.all(models.map((m) => cached(m.url)));
    return have.every(Boolean) ? 'available' : 'downloadable';
  }

  /**
   * @param {{sourceLanguage: string, targetLanguage: string, signal?: AbortSignal,
   *   monitor?: (m: EventTarget) => void}} options
   */
  static async create({ sourceLanguage, targetLanguage, signal, monitor }) {
    signal?.throwIfAborted();
    const models = route(await listModels(Translator.manifestUrl), base(sourceLanguage), base(targetLanguage));
    if (!models) {
      throw new DOMException(`no model translates ${sourceLanguage} to ${targetLanguage}`, 'NotSupportedError');
    }
    const progress = new EventTarget();
    monitor?.(progress);
    const key = models.map((m) => m.id).join('>');
    downloading.add(key);
    // One fraction for all stages, in bytes: the spec's `loaded` goes from 0 to 1.
    const totalBytes = models.reduce((a, m) => a + m.bytes, 0);
    const done = new Array(models.length).fill(0);
    const report = () => progress.dispatchEvent(Object.assign(new Event('downloadprogress'), {
      loaded: Math.min(1, done.reduce((a, b) => a + b, 0) / totalBytes), total: 1,
    }));
    report();
    /** @type {HeedTranslator[]} */
    const stages = [];
    try {
      for (const [i, m] of models.entries()) {
        stages.push(await HeedTranslator.create({
          model: m.url, signal,
          onProgress: (p) => {
            if (p.phase === 'download' && p.loaded !== undefined) { done[i] = Math.min(m.bytes, p.loaded); report(); }
          },
        }));
        done[i] = m.bytes;
        report();
      }
    } catch (e) {
      stages.forEach((s) => s.dispose());
      throw asDomError(e);
    } finally {
      downloading.delete(key);
    }
    return new Translator(stages, sourceLanguage, targetLanguage);
  }

  /** @param {string} text @param {{signal?: AbortSignal}} [options] @returns {Promise<string>} */
  async translate(text, options = {}) {
    this.check(text, options);
    let current = String(text);
    try {
      for (const stage of this.stages) current = (await stage.translate(current, { signal: options.signal })).text;
    } catch (e) {
      throw asDomError(e);
    }
    return current;
  }

  /**
   * The translation as a stream of text chunks: decoded text as it comes (for a pivot, the
   * last stage's tokens).
   * @param {string} text @param {{signal?: AbortSignal}} [options] @returns {ReadableStream<string>}
   */
  translateStreaming(text, options = {}) {
    this.check(text, options);
    const stages = this.stages;
    const last = stages[stages.length - 1];
    const controller = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    return new ReadableStream({
      async start(sink) {
        try {
          let current = String(text);
          for (const stage of stages.slice(0, -1)) current = (await stage.translate(current, { signal })).text;
          for await (const ev of last.stream(current, { signal })) if (ev.delta) sink.enqueue(ev.delta);
          sink.close();
        } catch (e) {
          sink.error(asDomError(e));
        }
      },
      cancel() { controller.abort(); },
    });
  }

  /** What `text` counts against inputQuota (UTF-16 units). @param {string} text */
  async measureInputUsage(text) { return String(text).length; }

  destroy() {
    this.destroyed = true;
    this.stages.forEach((s) => s.dispose());
  }

  /** @param {unknown} text @param {{signal?: AbortSignal}} options */
  check(text, options) {
    if (this.destroyed) throw new DOMException('the translator was destroyed', 'InvalidStateError');
    options.signal?.throwIfAborted();
    if (String(text).length > this.inputQuota) {
      throw new DOMException(`${String(text).length} characters exceed the input quota of ${this.inputQuota}`, 'QuotaExceededError');
    }
  }
}

/** Routes whose models are being created now ('downloading'). */
const downloading = new Set();
