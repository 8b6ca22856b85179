// Page-side start of the engine: where its two files are, a Worker started beside the page's
// compiled heed.wasm, and the form in which a model reaches the Worker. The Worker's own side is
// web/engine_host.js.
import { EngineClient } from './client.js';
import { HeedError } from './errors.js';
import { isNode, nodeBuiltin } from './worker_port.js';

/** @typedef {import('./heed.js').CreateOptions} CreateOptions */

/**
 * The engine's files: the Emscripten glue and its .wasm, as absolute URLs. By default they are
 * the package's own, written as `new URL('literal', import.meta.url)`: the form bundlers (Vite,
 * Rollup, webpack 5, Parcel) follow and copy into a build, each under a name of its own (often
 * hashed), which is why each .wasm is named here and not derived from the glue's name.
 * Where the JavaScript engine validates relaxed SIMD's int8 dot product (Chromium 114 and later,
 * Firefox 120 and later) and `relaxed` is not false, `wasm` is heed-relaxed.wasm, the same module
 * with the faster matrix products (engine/src/kernels/gemm_i8_relaxed_wasm.cc), and `baseline`
 * is heed.wasm, used if it does not load. An `engineUrl` given by the caller keeps the old rule:
 * the .wasm files beside it.
 * @param {string|URL|undefined} engineUrl @param {boolean} [relaxed] @returns {Promise<EngineFiles>}
 */
export async function engineFiles(engineUrl, relaxed = true) {
  const useRelaxed = relaxed && relaxedSimdSupported();
  if (engineUrl) {
    const glue = String(await resolveUrl(engineUrl));
    const stem = glue.replace(/\.m?js$/, '');
    return useRelaxed ? { glue, wasm: `${stem}-relaxed.wasm`, baseline: `${stem}.wasm` } : { glue, wasm: `${stem}.wasm` };
  }
  const glue = new URL('../build-wasm/heed.js', import.meta.url).href;
  const baseline = new URL('../build-wasm/heed.wasm', import.meta.url).href;
  return useRelaxed ? { glue, wasm: new URL('../build-wasm/heed-relaxed.wasm', import.meta.url).href, baseline } : { glue, wasm: baseline };
}

// The smallest module with i32x4.relaxed_dot_i8x16_i7x16_add_s (opcode 0xfd 0x113): engines
// without relaxed SIMD refuse to validate it.
const RELAXED_DOT_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,                 // type: () -> v128
  0x03, 0x02, 0x01, 0x00,                                   // one function of that type
  0x0a, 0x3d, 0x01, 0x3b, 0x00,                             // its body, no locals:
  ...[0, 1, 2].flatMap(() => [0xfd, 0x0c, ...new Array(16).fill(0)]),  // three v128.const 0
  0xfd, 0x93, 0x02, 0x0b]);                                 // the relaxed dot; end

/** Whether this JavaScript engine validates relaxed SIMD's int8 dot product. */
export function relaxedSimdSupported() {
  return typeof WebAssembly === 'object' && WebAssembly.validate(RELAXED_DOT_PROBE);
}

/** @typedef {{glue: string, wasm: string, baseline?: string}} EngineFiles */

/**
 * A new Worker and the compiled wasm, side by side. In browsers the Worker is created with the
 * literal `new Worker(new URL('./worker.js', import.meta.url), {type: 'module'})`, the pattern a
 * bundler recognises to build the worker as its own chunk. `wasmUrl` is the file that compiled:
 * heed-relaxed.wasm, or heed.wasm when that one failed. @param {EngineFiles} files
 */
export async function startWorker(files) {
  const compile = async () => {
    const module = await compiledEngine(files.wasm);
    if (module || !files.baseline || isNode) return { wasmModule: module, wasmUrl: files.wasm };
    return { wasmModule: await compiledEngine(files.baseline), wasmUrl: files.baseline };
  };
  const [client, { wasmModule, wasmUrl }] = await Promise.all([
    EngineClient.start(isNode ? new URL(/* @vite-ignore */ './worker.js', import.meta.url)
      : () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })),
    compile(),
  ]);
  return { client, wasmModule, wasmUrl };
}

/** @type {Map<string, Promise<WebAssembly.Module|undefined>>} wasm URL -> compiled heed.wasm */
const compiledModules = new Map();

/**
 * heed.wasm compiled on the page (browsers; Node workers compile for themselves): streaming
 * compilation overlaps the download, and the module is reused by every later Translator.
 * A failure here is not final: the Worker then fetches and compiles the file itself and reports
 * what went wrong. @param {string} wasmUrl
 */
function compiledEngine(wasmUrl) {
  if (isNode || typeof WebAssembly.compileStreaming !== 'function') return Promise.resolve(undefined);
  let compiled = compiledModules.get(wasmUrl);
  if (!compiled) {
    compiled = WebAssembly.compileStreaming(fetch(wasmUrl)).catch(() => {
      compiledModules.delete(wasmUrl);
      return undefined;
    });
    compiledModules.set(wasmUrl, compiled);
  }
  return compiled;
}

/**
 * What the worker gets: a URL, a Blob (a handle: posting it copies nothing), or a private copy
 * of the bytes that can be moved to it (the caller's buffer stays usable; copying here is ~10x
 * cheaper than the clone postMessage makes). `first` is for create(); `again()` for each
 * restart after a crash. Bytes moved to the worker are gone from the page, so a Blob of them
 * is kept for restarts (browsers hold Blob data outside the JS heap).
 * @param {CreateOptions['model']} model
 * @returns {Promise<{first: object, again: () => object}>}
 */
export async function modelSource(model) {
  const same = (/** @type {object} */ source) => ({ first: source, again: () => source });
  if (typeof Blob !== 'undefined' && model instanceof Blob) return same({ blob: model });
  if (model instanceof ArrayBuffer || ArrayBuffer.isView(model)) {
    const view = model instanceof ArrayBuffer ? new Uint8Array(model)
      : new Uint8Array(model.buffer, model.byteOffset, model.byteLength);
    const copy = view.slice();  // a plain ArrayBuffer even when the caller's is shared
    const kept = new Blob([copy]);
    return { first: { bytes: copy.buffer }, again: () => ({ blob: kept }) };
  }
  if (typeof model === 'string' || model instanceof URL) return same({ url: String(await resolveUrl(model)) });
  throw new HeedError('invalid-input', 'model must be a URL, a path, an ArrayBuffer or a Blob');
}

/**
 * Relative URLs resolve against the page (the worker's own location would be wrong), or in
 * Node against the working directory, where a bare string is a file path.
 * @param {string|URL} url
 */
export async function resolveUrl(url) {
  if (url instanceof URL) return url;
  if (isNode && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    const { pathToFileURL } = await nodeBuiltin('url');
    return pathToFileURL(url);  // resolves against the working directory
  }
  const base = /** @type {any} */ (globalThis).location?.href;
  return new URL(url, base);
}
