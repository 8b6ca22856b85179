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
 * Imports one of Node's built-in modules, in Node only. The specifier is built at run time so
 * that a site's bundler neither tries to resolve it for the browser nor warns about it.
 * @param {string} name e.g. 'worker_threads' @returns {Promise<any>}
 */
export const nodeBuiltin = (name) => import(/* @vite-ignore */ /* webpackIgnore: true */ `node:${name}`);

/**
 * @param {URL|(() => Worker)} worker  web/worker.js's URL, or (browsers) a function that makes
 *   the Worker: web/heed.js writes `new Worker(new URL(...), ...)` itself, so bundlers see it
 * @returns {Promise<WorkerPort>}
 */
export async function spawnWorker(worker) {
  if (isNode) {
    const { Worker } = await nodeBuiltin('worker_threads');
    const thread = new Worker(/** @type {URL} */ (worker));
    return {
      post: (message, transfer) => thread.postMessage(message, /** @type {any} */ (transfer)),
      onMessage: (fn) => thread.on('message', fn),
      onError: (fn) => thread.on('error', fn),
      terminate: () => { thread.terminate(); },
    };
  }
  const browserWorker = typeof worker === 'function' ? worker() : new Worker(worker, { type: 'module' });
  return {
    post: (message, transfer) => browserWorker.postMessage(message, transfer ?? []),
    onMessage: (fn) => browserWorker.addEventListener('message', (e) => fn(e.data)),
    onError: (fn) => browserWorker.addEventListener('error', (e) => {
      e.preventDefault();
      fn(new Error(e.message || 'worker failed to start or crashed'));
    }),
    terminate: () => browserWorker.terminate(),
  };
}
