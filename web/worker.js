// The engine's Worker: a small id -> result dispatcher around the Embind `Translator`.
// web/heed.js sends one request at a time ({id, op, args}) and keeps the queue itself, so a
// queued request can be dropped on abort without ever reaching here. Replies:
//   {id, progress: {phase, loaded, total}} | {id, events} (token events, in order) | {id, result}
//   | {id, error: {code, message}}
// A failed request is answered with an error and the worker carries on.
import { checkDigest, loadEngine, openModel, readIntoHeap, sha256Hex } from './engine_host.js';
import { isNode, nodeBuiltin } from './worker_port.js';
import { EventBatch } from './event_batch.js';

/** @type {{post: (m: any, transfer?: Transferable[]) => void, listen: (fn: (m: any) => void) => void}} */
const port = isNode
  ? await (async () => {
    const { parentPort } = await nodeBuiltin('worker_threads');
    const p = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
    return { post: (m, transfer) => p.postMessage(m, /** @type {any} */ (transfer)), listen: (fn) => p.on('message', fn) };
  })()
  : { post: (m, transfer = []) => self.postMessage(m, transfer), listen: (fn) => self.addEventListener('message', (e) => fn(e.data)) };

/** @type {any} the Embind Translator (wasm/bind_translator.cc) */
let translator = null;
/** @type {any} the Emscripten module: its HEAP8 views the whole wasm memory */
let engine = null;
/** @type {Promise<any>|null} the module, instantiated once: ahead of time by 'warm', or by 'load' */
let engineReady = null;

/** @param {string} url @param {string|undefined} wasmUrl @param {WebAssembly.Module|undefined} compiled */
function engineFor(url, wasmUrl, compiled) {
  engineReady ??= loadEngine(url, compiled, wasmUrl);
  return engineReady;
}
/** Int32Array over a SharedArrayBuffer: [0] = id of the request the page has aborted. */
let abortSlot = /** @type {Int32Array|null} */ (null);

/** @param {number} id */
const aborted = (id) => abortSlot !== null && Atomics.load(abortSlot, 0) === id;

const ops = {
  /** Instantiates the engine before any model is known (Translator.preload). */
  async warm(/** @type {{engineUrl: string, wasmUrl?: string, wasmModule?: WebAssembly.Module}} */ a) {
    await engineFor(a.engineUrl, a.wasmUrl, a.wasmModule);
    return true;
  },

  /**
   * Reads the model into the heap once (progress: 'download'), checks its SHA-256 when given,
   * hands back a Blob of it when asked (`keepFile`: made here, so the page never copies the
   * model to cache it), then parses it (progress: 'load').
   * @param {{engineUrl: string, wasmUrl?: string, wasmModule?: WebAssembly.Module, model: any, sha256?: string,
   *   keepFile?: boolean, digest?: boolean, abortBuffer?: SharedArrayBuffer}} a @param {number} id
   *   `digest`: also answer the file's SHA-256 (the persistent sentence cache is keyed by it)
   */
  async load(a, id) {
    if (a.abortBuffer) abortSlot = new Int32Array(a.abortBuffer);
    const progress = (/** @type {string} */ phase, /** @type {number|undefined} */ loaded, /** @type {number|undefined} */ total) =>
      port.post({ id, progress: { phase, loaded, total } });
    const [module, opened] = await Promise.all([engineFor(a.engineUrl, a.wasmUrl, a.wasmModule), openModel(a.model)]);
    const buffer = await readIntoHeap(module, opened, (loaded, total) => progress('download', loaded, total));
    /** @type {Blob|undefined} */
    let file;
    /** @type {string|undefined} */
    let digest;
    try {
      const bytes = buffer.size();
      if (a.sha256) await checkDigest(buffer.view(), a.sha256, `the model ${a.model.url ?? 'file'}`);
      if (a.digest) digest = a.sha256?.toLowerCase() ?? await sha256Hex(buffer.view());
      if (a.keepFile) file = a.model.blob ?? new Blob([buffer.view()]);
      progress('load', bytes, bytes);
      engine = module;
      translator = module.Translator.fromBuffer(buffer);
    } finally {
      buffer.delete();
    }
    // The tokenizer is built after the page hears the model is ready and before any text it
    // sends next (a timer's task runs before a message that comes after it); a broken one
    // fails that text's translation with the engine's 'invalid-model'.
    const loaded = translator;
    setTimeout(() => {
      try {
        if (translator === loaded) loaded.warmUp();
      } catch {
        // reported by the translation that needs it
      }
    }, 0);
    return { info: translator.info(), kernels: module.kernels(), file, digest };
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
    const batch = new EventBatch((events, transfer) => port.post({ id, events }, transfer));
    try {
      return translator.stream(a.text, a.options, (/** @type {any} */ event) => {
        if (a.events) batch.add(event);
        return aborted(id) ? 'stop' : true;
      });
    } finally {
      batch.flush();  // before the result (or error) that the caller posts next
    }
  },
};

// Test-only: makes this worker hit a real WebAssembly trap, as an engine bug would, so that the
// page tests can check recovery (tests/page/recovery.spec.js). No public API sends it.
const testOps = {
  /** A one-function module whose body is `unreachable`: calling it traps. */
  trapForTest() {
    const bytes = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
      0x01, 0x04, 0x01, 0x60, 0x00, 0x00,                          // type: () -> ()
      0x03, 0x02, 0x01, 0x00,                                      // one function of that type
      0x07, 0x08, 0x01, 0x04, 0x74, 0x72, 0x61, 0x70, 0x00, 0x00,  // exported as "trap"
      0x0a, 0x05, 0x01, 0x03, 0x00, 0x00, 0x0b]);                  // body: unreachable; end
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes));
    /** @type {any} */ (instance.exports).trap();
  },
  /** An exception nobody catches: the Worker's error event, as when it dies outright. */
  dieForTest() {
    setTimeout(() => { throw new Error('worker killed by a test'); });
    return true;
  },
};

/**
 * A trap (Emscripten's abort() throws one too) or a stack overflow leaves the engine's memory in
 * an unknown state: nothing more may run in this instance. The page is told with `fatal` and
 * starts a fresh Worker for its next request. @param {unknown} e
 */
const isFatal = (e) => e instanceof WebAssembly.RuntimeError || e instanceof RangeError;

port.listen(async (/** @type {{id: number, op: string, args: any}} */ m) => {
  try {
    const op = /** @type {any} */ (ops)[m.op] ?? /** @type {any} */ (testOps)[m.op];
    const result = await op(m.args, m.id);
    port.post({ id: m.id, result });
  } catch (e) {
    const err = /** @type {any} */ (e);
    const message = err && err.message ? err.message : String(e);
    if (isFatal(e)) {
      port.post({ id: m.id, fatal: true, error: { code: 'engine-crashed', message: `the engine crashed: ${message}` } });
      // Later messages must not reach the broken instance; the page terminates this Worker too.
      if (!isNode) self.close();
      return;
    }
    // Engine errors carry a code (wasm/bind_error.cc).
    port.post({ id: m.id, error: { code: err && err.code, message } });
  }
});
