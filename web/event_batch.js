// Token events leave the engine's Worker in batches, one message per EVENT_BATCH_MS at most.
// A message per token (630 for a page of text) kept the page's main thread busy receiving and
// dispatching them: under a slow CPU its rendering frames then came every 150-250 ms, each
// laying out hundreds of new words at once (BENCHMARKS.md). The first event after a quiet
// spell goes out at once, so a first token is never held back; later ones wait at most
// EVENT_BATCH_MS plus one token. The page reads a batch's events in order (web/client.js).

/** Longest time an event waits in the Worker for the ones after it (ms): one display frame. */
export const EVENT_BATCH_MS = 16;

export class EventBatch {
  /**
   * @param {(events: any[], transfer: Transferable[]) => void} send  posts one batch
   * @param {() => number} [now]  the clock in ms (tests pass their own)
   */
  constructor(send, now = () => performance.now()) {
    this.send = send;
    this.now = now;
    /** @type {any[]} */
    this.events = [];
    /** @type {Transferable[]} the events' attention blocks: moved, not cloned (their one large part) */
    this.transfer = [];
    this.lastSent = -Infinity;
  }

  /** @param {any} event a token event of the engine (wasm/bind_token_event.cc) */
  add(event) {
    this.events.push(event);
    if (event.crossAttention) this.transfer.push(event.crossAttention.weights.buffer);
    if (this.now() - this.lastSent >= EVENT_BATCH_MS) this.flush();
  }

  /** Sends what is held (at the end of a request, before its result). */
  flush() {
    if (!this.events.length) return;
    this.send(this.events, this.transfer);
    this.events = [];
    this.transfer = [];
    this.lastSent = this.now();
  }
}
