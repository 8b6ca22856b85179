// One interface over the two kinds of worker: a browser module Worker and Node's worker_threads
// (used by the tests; Node has no Web Worker). Both run web/worker.js unchanged.

/**
 * @typedef {object} WorkerPort
 * @property {(message: any, transfer?: Transferable[]) => void} post  transfer: buffers moved, not copied
 * @property {(fn: (message: any) => void) => void} onMessage
 * @property {(fn: (error: Error) => void) => void} onError   the worker died
 * @property {() => void} terminate
 */

export const isNode = typeof process === 'object' && !!(process.versions && process.versions.node) &&
  typeof window === 'undefined';

/**
 * @param {URL} url  of web/worker.js
 * @returns {Promise<WorkerPort>}
 */
export async function spawnWorker(url) {
  if (isNode) {
    const { Worker } = await import('node:worker_threads');
    const worker = new Worker(url);
    return {
      post: (message, transfer) => worker.postMessage(message, /** @type {any} */ (transfer)),
      onMessage: (fn) => worker.on('message', fn),
      onError: (fn) => worker.on('error', fn),
      terminate: () => { worker.terminate(); },
    };
  }
  const worker = new Worker(url, { type: 'module' });
  return {
    post: (message, transfer) => worker.postMessage(message, transfer ?? []),
    onMessage: (fn) => worker.addEventListener('message', (e) => fn(e.data)),
    onError: (fn) => worker.addEventListener('error', (e) => {
      e.preventDefault();
      fn(new Error(e.message || 'worker failed to start or crashed'));
    }),
    terminate: () => worker.terminate(),
  };
}
