// LanguageDetector in the shape of the web's Language Detector API (create, detect,
// availability, destroy): naive Bayes over hashed character n-grams, trained from Debian's text
// by models/langid/train.py (file format there). Markup, URLs, e-mail addresses and digits are
// removed first, so they cannot fool it. Languages it does not know come out as "und".

const MAGIC = 'HEEDLID1';
const ORDERS = [1, 2, 3, 4];
// Same cleaning as models/langid/features.py (the tests compare both).
const NOISE = /<[^<>]*>|&#?\w+;|\b(?:https?|ftp):\/\/\S+|\bwww\.\S+|\S+@\S+\.\w+|\d+/gu;
const WORD = /\p{L}+/gu;
/** Below this probability the best language is not trusted and "und" leads. */
const MIN_CONFIDENCE = 0.5;
/** Features beyond this many add no confidence: naive Bayes grows overconfident with length. */
const CONFIDENCE_FEATURES = 40;

/** 32-bit FNV-1a over UTF-16 code units. @param {string} s */
export function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Bucket of every n-gram feature of `text`. @param {string} text @param {number} buckets */
export function features(text, buckets) {
  const clean = text.normalize('NFC').toLowerCase().replace(NOISE, ' ');
  const out = [];
  for (const [w] of clean.matchAll(WORD)) {
    const padded = ` ${w} `;
    for (const n of ORDERS) {
      for (let i = 0; i + n <= padded.length; i++) {
        const gram = padded.slice(i, i + n);
        if (gram !== ' ') out.push(fnv1a(gram) % buckets);
      }
    }
  }
  return out;
}

/** @typedef {{detectedLanguage: string, confidence: number}} LanguageDetectionResult */

/** The parsed model file. @param {ArrayBuffer} bytes */
function parseModel(bytes) {
  const view = new DataView(bytes);
  const magic = new TextDecoder().decode(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)));
  if (bytes.byteLength < 12 || magic !== MAGIC) throw new Error('not a Heed language-detector model');
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(new Uint8Array(bytes, 12, headerLength)));
  const { languages, buckets, offset, scale } = header;
  const table = new Uint8Array(bytes, 12 + headerLength);
  if (table.length !== languages.length * buckets) throw new Error('language-detector model is truncated');
  return { languages, buckets, offset, scale, table };
}

export class LanguageDetector {
  /** @param {ReturnType<typeof parseModel>} model @param {string[]|undefined} expected */
  constructor(model, expected) {
    this.model = model;
    /** @type {string[]|undefined} */
    this.expectedInputLanguages = expected;
    this.destroyed = false;
  }

  /** The languages this detector names (everything else is "und"). */
  static languages = ['de', 'en', 'es'];

  /** @param {{expectedInputLanguages?: string[]}} [options] */
  static async availability(options = {}) {
    const wanted = options.expectedInputLanguages ?? [];
    return wanted.every((l) => LanguageDetector.languages.includes(baseLanguage(l))) ? 'available' : 'unavailable';
  }

  /**
   * @param {{expectedInputLanguages?: string[], signal?: AbortSignal, model?: string|URL|ArrayBuffer}} [options]
   */
  static async create(options = {}) {
    if ((await LanguageDetector.availability(options)) === 'unavailable') {
      throw new DOMException(`expectedInputLanguages must be among ${LanguageDetector.languages.join(', ')}`, 'NotSupportedError');
    }
    options.signal?.throwIfAborted();
    let bytes = options.model;
    if (!(bytes instanceof ArrayBuffer)) {
      const url = bytes ?? new URL('../models/shipped/langid.bin', import.meta.url);
      const response = await fetch(url, { signal: options.signal });
      if (!response.ok) throw new DOMException(`language-detector model: HTTP ${response.status}`, 'NetworkError');
      bytes = await response.arrayBuffer();
    }
    return new LanguageDetector(parseModel(bytes), options.expectedInputLanguages);
  }

  /**
   * Languages of `text`, most likely first; "und" leads when no known language is likely.
   * @param {string} text @param {{signal?: AbortSignal}} [options]
   * @returns {Promise<LanguageDetectionResult[]>}
   */
  async detect(text, options = {}) {
    if (this.destroyed) throw new DOMException('the detector was destroyed', 'InvalidStateError');
    options.signal?.throwIfAborted();
    return this.detectNow(String(text));
  }

  /** detect() without the promise. @param {string} text @returns {LanguageDetectionResult[]} */
  detectNow(text) {
    const { languages, buckets, offset, scale, table } = this.model;
    const feats = features(text, buckets);
    if (feats.length === 0) return [{ detectedLanguage: 'und', confidence: 1 }];
    // Indexed loops: a page's first detections run on code not yet optimised, where an iterator
    // per language cost several times the lookups themselves.
    const n = feats.length;
    const scores = languages.map((_, l) => {
      const row = table.subarray(l * buckets, (l + 1) * buckets);
      let sum = 0;
      for (let i = 0; i < n; i++) sum += row[feats[i]];
      return n * offset[l] + sum * scale[l];
    });
    // Mean log-likelihood per feature, counted for at most CONFIDENCE_FEATURES features.
    const weight = Math.min(feats.length, CONFIDENCE_FEATURES) / feats.length;
    const top = Math.max(...scores);
    const exp = scores.map((s) => Math.exp((s - top) * weight));
    const total = exp.reduce((a, b) => a + b, 0);
    // Every class but the named languages (French, Portuguese, other scripts...) is "und".
    let und = 0;
    const ranked = [];
    languages.forEach((l, i) => {
      if (LanguageDetector.languages.includes(l)) ranked.push({ detectedLanguage: l, confidence: exp[i] / total });
      else und += exp[i] / total;
    });
    ranked.push({ detectedLanguage: 'und', confidence: und });
    ranked.sort((a, b) => b.confidence - a.confidence);
    if (ranked[0].detectedLanguage !== 'und' && ranked[0].confidence < MIN_CONFIDENCE) {
      const und = ranked.find((r) => r.detectedLanguage === 'und');
      if (und) return [und, ...ranked.filter((r) => r !== und)];
    }
    return ranked;
  }

  destroy() { this.destroyed = true; }
}

/** "es-MX" -> "es". @param {string} tag */
function baseLanguage(tag) { return String(tag).toLowerCase().split('-')[0]; }
