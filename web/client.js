// The page side of the worker protocol: one request in the worker at a time, the rest queued
// here, so that an aborted queued request simply leaves the queue.
//
// Cancelling the request that is running: the wasm call is synchronous inside the worker, so
// the worker cannot read a message until it returns. When SharedArrayBuffer is available
// (cross-origin isolated pages, and Node) the page writes the request's id into a shared slot
// that the engine's token callback reads between tokens: the worker stops within one token.
// Otherwise the promise still rejects at once with 'aborted', but the worker finishes the
// current text in the background (its result is dropped) before starting the next request.
import { HeedError, toHeedError } from './errors.js';
import { spawnWorker } from './worker_port.js';

/**
 * @typedef {object} Pending
 * @property {number} id
 * @property {string} op
 * @property {any} args
 * @property {(value: any) => void} resolve
 * @property {(error: HeedError) => void} reject
 * @property {((message: any) => void)|undefined} onMessage   progress and token events
 * @property {AbortSignal|undefined} signal
 * @property {boolean} settled   the caller has its answer (the worker may still be busy)
 * @property {(() => void)|undefined} unlisten
 */

export class EngineClient {
  /** @param {import('./worker_port.js').WorkerPort} port */
  constructor(port) {
    this.port = port;
    /** @type {Pending[]} */
    this.queue = [];
    /** @type {Pending|null} */
    this.running = null;
    this.nextId = 1;
    /** @type {HeedError|null} set once the client can take no more requests */
    this.closed = null;
    // Shared abort slot (see the comment at the top), when the platform allows it.
    this.abortBuffer = sharedBufferAvailable() ? new SharedArrayBuffer(4) : undefined;
    this.abortSlot = this.abortBuffer ? new Int32Array(this.abortBuffer) : null;
    port.onMessage((m) => this.receive(m));
    // The Worker died (an uncaught error, out of memory): its engine and model are gone.
    port.onError((e) => this.close(new HeedError('engine-crashed', `the engine's worker died: ${e.message}`)));
  }

  /** @param {URL|(() => Worker)} worker  web/worker.js's URL, or a function making the browser Worker */
  static async start(worker) {
    return new EngineClient(await spawnWorker(worker));
  }

  /** True when an in-flight request can be stopped between tokens (see above). */
  get canInterrupt() { return this.abortSlot !== null; }

  /**
   * @param {string} op
   * @param {any} args
   * @param {{signal?: AbortSignal, onMessage?: (message: any) => void}} [opts]
   * @returns {Promise<any>}
   */
  request(op, args, opts = {}) {
    if (this.closed) return Promise.reject(this.closed);
    const signal = opts.signal;
    if (signal && signal.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      /** @type {Pending} */
      const p = { id: this.nextId++, op, args, resolve, reject, onMessage: opts.onMessage, signal,
        settled: false, unlisten: undefined };
      if (signal) {
        const onAbort = () => this.abort(p);
        signal.addEventListener('abort', onAbort, { once: true });
        p.unlisten = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(p);
      this.pump();
    });
  }

  /** @param {Pending} p */
  abort(p) {
    if (p.settled) return;
    const i = this.queue.indexOf(p);
    if (i >= 0) this.queue.splice(i, 1);
    else if (this.running === p && this.abortSlot) Atomics.store(this.abortSlot, 0, p.id);
    this.settle(p, () => p.reject(abortError(/** @type {AbortSignal} */ (p.signal))));
  }

  pump() {
    if (this.running || this.closed) return;
    const p = this.queue.shift();
    if (!p) return;
    this.running = p;
    const args = p.op === 'load' ? { ...p.args, abortBuffer: this.abortBuffer } : p.args;
    // Model bytes are moved to the worker: cloning 10 MB costs Chromium ~100 ms, moving ~1 ms.
    const transfer = p.op === 'load' && args.model?.bytes instanceof ArrayBuffer ? [args.model.bytes] : [];
    try {
      this.port.post({ id: p.id, op: p.op, args }, transfer);
    } catch (e) {  // arguments that cannot be cloned (a function in the options, say)
      this.running = null;
      this.settle(p, () => p.reject(new HeedError('invalid-input', `cannot send the request: ${/** @type {Error} */ (e).message}`)));
      this.pump();
    }
  }

  /** @param {any} m a reply of web/worker.js */
  receive(m) {
    // A trap in the engine (web/worker.js): whatever the id, this Worker is of no more use.
    if (m.fatal) return this.close(toHeedError(m.error));
    const p = this.running;
    if (!p || p.id !== m.id) return;  // stale: only the running request gets replies
    if (m.progress !== undefined || m.events !== undefined) {
      if (!p.settled && p.onMessage) p.onMessage(m);
      return;
    }
    this.running = null;
    if (m.error) this.settle(p, () => p.reject(toHeedError(m.error)));
    else this.settle(p, () => p.resolve(m.result));
    this.pump();
  }

  /** @param {Pending} p @param {() => void} answer */
  settle(p, answer) {
    if (p.settled) return;
    p.settled = true;
    if (p.unlisten) p.unlisten();
    answer();
  }

  /** Rejects everything pending with `error` and stops the worker. An 'engine-crashed' error
   * tells web/heed.js to start a fresh one for the next request. @param {HeedError} error */
  close(error) {
    if (this.closed) return;
    this.closed = error;
    const pending = [...this.queue, ...(this.running ? [this.running] : [])];
    this.queue = [];
    this.running = null;
    for (const p of pending) this.settle(p, () => p.reject(error));
    this.port.terminate();
  }
}

function sharedBufferAvailable() {
  if (typeof SharedArrayBuffer === 'undefined') return false;
  // Browsers hand SharedArrayBuffers to workers only on cross-origin isolated pages.
  const g = /** @type {any} */ (globalThis);
  return g.crossOriginIsolated === true || typeof g.window === 'undefined' && typeof g.process === 'object';
}

/** @param {AbortSignal} signal */
function abortError(signal) {
  const reason = signal && signal.reason;
  const why = reason instanceof Error && reason.name !== 'AbortError' ? `: ${reason.message}` : '';
  return new HeedError('aborted', `the request was aborted${why}`);
}
