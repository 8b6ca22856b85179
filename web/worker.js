// The engine's Worker: a small id -> result dispatcher around the Embind `Translator`.
// web/heed.js sends one request at a time ({id, op, args}) and keeps the queue itself, so a
// queued request can be dropped on abort without ever reaching here. Replies:
//   {id, progress} | {id, event} (token events) | {id, result} | {id, error: {code, message}}
// A failed request is answered with an error and the worker carries on.
import { loadEngine, openModel, readIntoHeap } from './engine_host.js';
import { isNode } from './worker_port.js';

/** @type {{post: (m: any) => void, listen: (fn: (m: any) => void) => void}} */
const port = isNode
  ? await (async () => {
    const { parentPort } = await import('node:worker_threads');
    const p = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
    return { post: (m) => p.postMessage(m), listen: (fn) => p.on('message', fn) };
  })()
  : { post: (m) => self.postMessage(m), listen: (fn) => self.addEventListener('message', (e) => fn(e.data)) };

/** @type {any} the Embind Translator (wasm/bind_translator.cc) */
let translator = null;
/** @type {any} the Emscripten module: its HEAP8 views the whole wasm memory */
let engine = null;
/** @type {Promise<any>|null} the module, instantiated once: ahead of time by 'warm', or by 'load' */
let engineReady = null;

/** @param {string} url @param {WebAssembly.Module|undefined} compiled */
function engineFor(url, compiled) {
  engineReady ??= loadEngine(url, compiled);
  return engineReady;
}
/** Int32Array over a SharedArrayBuffer: [0] = id of the request the page has aborted. */
let abortSlot = /** @type {Int32Array|null} */ (null);

/** @param {number} id */
const aborted = (id) => abortSlot !== null && Atomics.load(abortSlot, 0) === id;

const ops = {
  /** Instantiates the engine before any model is known (Translator.preload). */
  async warm(/** @type {{engineUrl: string, wasmModule?: WebAssembly.Module}} */ a) {
    await engineFor(a.engineUrl, a.wasmModule);
    return true;
  },

  /** @param {{engineUrl: string, wasmModule?: WebAssembly.Module, model: any, abortBuffer?: SharedArrayBuffer}} a @param {number} id */
  async load(a, id) {
    if (a.abortBuffer) abortSlot = new Int32Array(a.abortBuffer);
    const progress = (/** @type {object} */ p) => port.post({ id, progress: p });
    const [module, opened] = await Promise.all([engineFor(a.engineUrl, a.wasmModule), openModel(a.model)]);
    const buffer = await readIntoHeap(module, opened,
      (loaded, total) => progress({ status: 'download', loaded, total }));
    progress({ status: 'load' });
    engine = module;
    try {
      translator = module.Translator.fromBuffer(buffer);
    } finally {
      buffer.delete();
    }
    return translator.info();
  },

  /**
   * Translates, posting token events when asked. The callback is where cancellation happens:
   * it returns 'stop' once the page has written this request's id into the shared abort slot.
   * @param {{text: string, options: object, events: boolean}} a @param {number} id
   */
  /** WebAssembly memory never shrinks: its size now is the most the engine has used. */
  memory() {
    return { wasmMemoryBytes: engine ? engine.HEAP8.buffer.byteLength : 0 };
  },

  translate(a, id) {
    if (!translator) throw Object.assign(new Error('no model loaded'), { code: 'internal' });
    if (!a.events && !abortSlot) return translator.translate(a.text, a.options);
    return translator.stream(a.text, a.options, (/** @type {object} */ event) => {
      if (a.events) port.post({ id, event });
      return aborted(id) ? 'stop' : true;
    });
  },
};

port.listen(async (/** @type {{id: number, op: 'warm'|'load'|'translate'|'memory', args: any}} */ m) => {
  try {
    const result = await ops[m.op](m.args, m.id);
    port.post({ id: m.id, result });
  } catch (e) {
    const err = /** @type {any} */ (e);
    // Engine errors carry a code (wasm/bind_error.cc); a wasm trap (RuntimeError) does not.
    port.post({ id: m.id, error: { code: err && err.code, message: err && err.message ? err.message : String(e) } });
  }
});
