// Worker-side helpers: instantiate the Emscripten module (build-wasm/heed.js + heed.wasm) and
// read the model's bytes into the wasm heap with progress. Runs inside web/worker.js only.
import { HeedError } from './errors.js';
import { isNode, nodeBuiltin } from './worker_port.js';

/**
 * Instantiates the engine module. Node needs two workarounds of Emscripten 3.1.6's ES6 glue
 * (docs/TOOLCHAIN.md): the glue looks for `__dirname`/`require`, and it cannot fetch() the
 * .wasm from a file path, so the bytes are passed in as `wasmBinary`.
 * @param {string} engineUrl  URL of the glue (heed.js)
 * @param {WebAssembly.Module} [compiled]  heed.wasm already compiled by the page: instantiating
 *   it skips fetching and compiling the 700 KB module again in every new Worker
 * @param {string} [wasmUrlGiven]  URL of heed.wasm (a bundler may have renamed it); default:
 *   beside the glue, with the glue's name
 */
export async function loadEngine(engineUrl, compiled, wasmUrlGiven) {
  const glue = new URL(engineUrl);
  const name = glue.pathname.split('/').pop() || 'heed.js';
  const wasmUrl = wasmUrlGiven ? new URL(wasmUrlGiven) : new URL(name.replace(/\.m?js$/, '') + '.wasm', glue);
  /** @type {Record<string, any>} */
  const moduleArgs = {};
  if (isNode) {
    const { createRequire } = await nodeBuiltin('module');
    const { fileURLToPath } = await nodeBuiltin('url');
    const { dirname } = await nodeBuiltin('path');
    const { readFile } = await nodeBuiltin('fs/promises');
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
  const { default: createHeedModule } = await import(/* @vite-ignore */ glue.href);
  return createHeedModule(moduleArgs);
}

/**
 * @typedef {object} OpenedModel  A model file being read: its size when known in advance, and
 *   its bytes as they arrive. Reading starts when it is opened, so a download overlaps the
 *   engine's instantiation.
 * @property {number|undefined} total
 * @property {AsyncIterable<Uint8Array>} chunks
 */

/**
 * Opens the model: bytes given directly, a Blob (a Cache API hit, a file input), or a URL
 * (fetch; file: URLs read from disk in Node).
 * @param {{url?: string, bytes?: ArrayBuffer|ArrayBufferView, blob?: Blob}} model
 * @returns {Promise<OpenedModel>}
 */
export async function openModel(model) {
  /** Bytes already all in memory: one chunk of known size. @param {Uint8Array} bytes */
  const whole = (bytes) => ({ total: bytes.length, chunks: [bytes] });
  if (model.bytes) {
    const b = model.bytes;
    return whole(b instanceof ArrayBuffer ? new Uint8Array(b) : new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
  }
  if (model.blob) {
    // One bulk read, started while the engine instantiates. Streaming the Blob into the heap
    // instead could only begin once the engine was up, and its 64 KB chunks from the browser's
    // cache storage took 78-108 ms for an 11.7 MB model after that point.
    try {
      return whole(new Uint8Array(await model.blob.arrayBuffer()));
    } catch (e) {  // a File deleted or changed on disk since it was picked, storage gone
      throw new HeedError('network', `cannot read the model Blob: ${/** @type {Error} */ (e).message}`);
    }
  }
  const url = new URL(/** @type {string} */ (model.url));
  if (url.protocol === 'file:' && isNode) return whole(await readLocalFile(url));
  return download(url);
}

/**
 * Reads an opened model into a ModelBuffer in the wasm heap (bind_model_buffer.cc), chunk by
 * chunk: when the size is known up front, the heap holds the only full copy. Progress when
 * reading starts, at each whole percent of a known size (at most ~20 times a second when the
 * size is unknown), and once at the end.
 * @param {any} module  the Emscripten module
 * @param {OpenedModel} opened
 * @param {(loaded: number, total: number|undefined) => void} onProgress
 * @returns {Promise<any>} a filled ModelBuffer (the caller deletes it)
 */
export async function readIntoHeap(module, opened, onProgress) {
  let { total } = opened;
  /** @type {Uint8Array[]} chunks kept only while the size is unknown */
  const pending = [];
  let buffer = total === undefined ? null : module.ModelBuffer.create(total);
  let loaded = 0;
  let reported = Date.now();
  let percent = 0;
  onProgress(0, total);
  try {
    for await (const chunk of opened.chunks) {
      if (buffer && loaded + chunk.length > total) {
        throw new HeedError('network', `the model is longer than the ${total} bytes announced`);
      }
      if (buffer) buffer.view().set(chunk, loaded);
      else pending.push(chunk);
      loaded += chunk.length;
      if (total) {
        const now = Math.floor((100 * loaded) / total);
        if (now > percent && loaded < total) {
          percent = now;
          onProgress(loaded, total);
        }
      } else if (Date.now() - reported >= 50) {
        reported = Date.now();
        onProgress(loaded, total);
      }
    }
    if (buffer && loaded !== total) {
      throw new HeedError('network', `the model ended after ${loaded} of the ${total} bytes announced`);
    }
    if (!buffer) {
      buffer = module.ModelBuffer.create(loaded);
      let at = 0;
      for (const chunk of pending) {
        buffer.view().set(chunk, at);
        at += chunk.length;
      }
    }
  } catch (e) {
    buffer?.delete();
    throw e;
  }
  onProgress(loaded, loaded);
  return buffer;
}

/**
 * Refuses bytes whose SHA-256 is not `sha256` (hex), before the engine parses them. WebCrypto
 * hashes in one call (it takes its own copy of the bytes, inside the browser); contexts without
 * it (plain-HTTP pages) skip the check and rely on the engine's CRC-32.
 * @param {Uint8Array} bytes @param {string} sha256 @param {string} what  names the file in the error
 */
export async function checkDigest(bytes, sha256, what) {
  const hex = await sha256Hex(bytes);
  if (hex !== undefined && hex !== sha256.toLowerCase()) {
    throw new HeedError('invalid-model', `${what} does not match its expected SHA-256 (${sha256.slice(0, 16)}…, got ${hex.slice(0, 16)}…)`);
  }
}

/**
 * The SHA-256 of `bytes` in hex, or undefined where WebCrypto is missing (an insecure origin).
 * @param {Uint8Array} bytes @returns {Promise<string|undefined>}
 */
export async function sha256Hex(bytes) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = new Uint8Array(await subtle.digest('SHA-256', /** @type {BufferSource} */ (bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** @param {URL} url @returns {Promise<Uint8Array>} */
async function readLocalFile(url) {
  const { readFile } = await nodeBuiltin('fs/promises');
  try {
    return new Uint8Array(await readFile(url));
  } catch (e) {
    const err = /** @type {any} */ (e);
    if (err.code === 'ENOENT') throw new HeedError('model-not-found', `model not found: ${url.href}`);
    throw new HeedError('network', `cannot read model ${url.href}: ${err.message}`);
  }
}

/** @param {URL} url @returns {Promise<OpenedModel>} */
async function download(url) {
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
  const total = response.headers.get('content-encoding') ? undefined : length;
  return { total, chunks: streamChunks(response.body, `download model ${url.href}`) };
}

/**
 * The chunks of a byte stream; a failure mid-way becomes a 'network' HeedError.
 * @param {ReadableStream<Uint8Array>} stream @param {string} what  e.g. "download model URL"
 */
async function* streamChunks(stream, what) {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      let step;
      try {
        step = await reader.read();
      } catch (e) {
        finished = true;  // the stream has failed: nothing left to cancel
        throw new HeedError('network', `cannot ${what}: ${/** @type {Error} */ (e).message}`);
      }
      if (step.done) { finished = true; return; }
      yield step.value;
    }
  } finally {
    // Left early (the reader of the chunks failed): stop the download instead of letting it run on.
    if (!finished) reader.cancel().catch(() => {});
  }
}
