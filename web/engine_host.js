// Worker-side helpers: instantiate the Emscripten module (build-wasm/heed.js + heed.wasm) and
// get the model's bytes with download progress. Runs inside web/worker.js only.
import { HeedError } from './errors.js';
import { isNode } from './worker_port.js';

/**
 * Instantiates the engine module. Node needs two workarounds of Emscripten 3.1.6's ES6 glue
 * (docs/TOOLCHAIN.md): the glue looks for `__dirname`/`require`, and it cannot fetch() the
 * .wasm from a file path, so the bytes are passed in as `wasmBinary`.
 * @param {string} engineUrl  URL of the glue (heed.js); heed.wasm sits beside it
 * @param {WebAssembly.Module} [compiled]  heed.wasm already compiled by the page: instantiating
 *   it skips fetching and compiling the 700 KB module again in every new Worker
 */
export async function loadEngine(engineUrl, compiled) {
  const glue = new URL(engineUrl);
  const name = glue.pathname.split('/').pop() || 'heed.js';
  const wasmUrl = new URL(name.replace(/\.m?js$/, '') + '.wasm', glue);
  /** @type {Record<string, any>} */
  const moduleArgs = {};
  if (isNode) {
    const { createRequire } = await import('node:module');
    const { fileURLToPath } = await import('node:url');
    const { dirname } = await import('node:path');
    const { readFile } = await import('node:fs/promises');
    const g = /** @type {any} */ (globalThis);
    g.__dirname ??= dirname(fileURLToPath(glue));
    g.require ??= createRequire(glue);
    moduleArgs.wasmBinary = await readFile(wasmUrl);
  } else if (compiled) {
    // Emscripten's hook for custom instantiation: hand back the instance, return {} (async).
    moduleArgs.instantiateWasm = (/** @type {any} */ imports, /** @type {(i: WebAssembly.Instance, m: WebAssembly.Module) => void} */ receive) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    };
  } else {
    moduleArgs.locateFile = () => wasmUrl.href;
  }
  const { default: createHeedModule } = await import(glue.href);
  return createHeedModule(moduleArgs);
}

/**
 * The model's bytes: given directly, or downloaded (fetch; file: URLs read from disk in Node).
 * @param {{url?: string, bytes?: ArrayBuffer|ArrayBufferView}} model
 * @param {(loaded: number, total: number|undefined) => void} onProgress
 * @returns {Promise<Uint8Array>}
 */
export async function modelBytes(model, onProgress) {
  if (model.bytes) {
    const b = model.bytes;
    const bytes = b instanceof ArrayBuffer ? new Uint8Array(b)
      : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    onProgress(bytes.length, bytes.length);
    return bytes;
  }
  const url = new URL(/** @type {string} */ (model.url));
  if (url.protocol === 'file:' && isNode) return readLocalFile(url, onProgress);
  return download(url, onProgress);
}

/** @param {URL} url @param {(loaded: number, total: number|undefined) => void} onProgress */
async function readLocalFile(url, onProgress) {
  const { readFile } = await import('node:fs/promises');
  try {
    const bytes = new Uint8Array(await readFile(url));
    onProgress(bytes.length, bytes.length);
    return bytes;
  } catch (e) {
    const err = /** @type {any} */ (e);
    if (err.code === 'ENOENT') throw new HeedError('model-not-found', `model not found: ${url.href}`);
    throw new HeedError('network', `cannot read model ${url.href}: ${err.message}`);
  }
}

/** @param {URL} url @param {(loaded: number, total: number|undefined) => void} onProgress */
async function download(url, onProgress) {
  let response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new HeedError('network', `cannot download model ${url.href}: ${/** @type {Error} */ (e).message}`);
  }
  if (response.status === 404) throw new HeedError('model-not-found', `model not found: ${url.href} (HTTP 404)`);
  if (!response.ok || !response.body) {
    throw new HeedError('network', `cannot download model ${url.href}: HTTP ${response.status}`);
  }
  // Content-Length is the compressed size when the server compresses; then it is no total.
  const length = Number(response.headers.get('content-length')) || undefined;
  let total = response.headers.get('content-encoding') ? undefined : length;
  const chunks = [];
  let loaded = 0;
  let reported = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    if (total !== undefined && loaded > total) total = undefined;
    const now = Date.now();
    if (now - reported >= 50) {  // at most ~20 progress messages a second
      reported = now;
      onProgress(loaded, total);
    }
  }
  onProgress(loaded, loaded);
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
