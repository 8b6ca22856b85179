// Bergamot's own Worker (@browsermt/bergamot-translator 0.4.9, worker/translator-worker.js) with
// one more method for the bench: the size of its wasm memory. scripts/bench_bergamot.mjs copies
// this file beside the package's worker files (build/bench/bergamot/), because the package loads
// its glue and wasm relative to the Worker's own URL.
/* global importScripts, BergamotTranslatorWorker, wasmMemory */
importScripts('translator-worker.js');

/** Bytes of Marian's wasm memory (`wasmMemory` is the Emscripten glue's global). */
BergamotTranslatorWorker.prototype.wasmMemoryBytes = function wasmMemoryBytes() {
  return wasmMemory.buffer.byteLength;
};
