// Typed errors of the web API. Every rejection of web/heed.js is a HeedError with a `code`.

/**
 * Why a call failed.
 * - 'model-not-found': the model URL answered 404 (or the file does not exist, in Node)
 * - 'network': the model could not be downloaded for another reason
 * - 'invalid-model': the bytes are not a usable Heed model (the message says why)
 * - 'invalid-input': text or options the engine refuses
 * - 'internal': a bug in the engine or its glue; please report it
 * - 'out-of-memory': the WebAssembly heap could not grow
 * - 'no-simd': this browser lacks WebAssembly SIMD, which the engine needs
 * - 'disposed': the translator was disposed before or during the call
 * - 'aborted': the caller's AbortSignal fired
 * - 'engine-crashed': the engine's Worker died (a trap in the engine, out of memory) while the
 *   request was pending; the translator's next call starts a fresh Worker and reloads the model
 * (One line: tsc copies a type's continuation lines, leading `*` included, into the .d.ts.)
 * @typedef {'model-not-found'|'network'|'invalid-model'|'invalid-input'|'internal'|'out-of-memory'|'no-simd'|'disposed'|'aborted'|'engine-crashed'} HeedErrorCode
 */

/** An error from Heed; `code` says what kind, `message` the cause (the engine's own words). */
export class HeedError extends Error {
  /**
   * @param {HeedErrorCode} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    this.name = 'HeedError';
    /** @type {HeedErrorCode} */
    this.code = code;
  }
}

const KNOWN = new Set(['model-not-found', 'network', 'invalid-model', 'invalid-input', 'internal',
  'out-of-memory', 'no-simd', 'disposed', 'aborted', 'engine-crashed']);

/**
 * Turns anything thrown (in the worker, or an {code, message} that crossed postMessage) into a
 * HeedError; unknown codes become 'internal' so callers can switch on `code` exhaustively.
 * @param {any} error
 * @returns {HeedError}
 */
export function toHeedError(error) {
  if (error instanceof HeedError) return error;
  const code = error && KNOWN.has(error.code) ? error.code : 'internal';
  const message = error && error.message ? String(error.message) : String(error);
  return new HeedError(code, message);
}
