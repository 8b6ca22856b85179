// Shows a stream's token events once per animation frame, as many as fit in a time budget.
// The engine's Worker decodes faster than a slow device draws: shown as they arrived, each
// message's DOM work made the page lay itself out between messages, frames came every
// 150-250 ms and each one was a long task (BENCHMARKS.md, the demo page under a 4x CPU
// throttle). Here the events wait in a queue; each frame shows what its budget allows, with the
// views' own frame work (moving finished lines, heatmap rows, scrolling) before and after it in
// the same frame, so the page is laid out once a frame. On a fast device every frame empties
// the queue.

/** JavaScript time one frame spends showing events (ms); the rest of the frame is the browser's. */
export const FRAME_BUDGET_MS = 4;

export class TokenPacer {
  /**
   * @param {{before: () => void, after: () => void}} views  their frame work: `before` each
   *   frame's events (reading the last frame's layout), `after` them (writing what is left)
   * @param {{now?: () => number, budgetMs?: number}} [options]  the clock in ms, and the budget
   */
  constructor(views, { now = () => performance.now(), budgetMs = FRAME_BUDGET_MS } = {}) {
    this.views = views;
    this.now = now;
    this.budgetMs = budgetMs;
    /** @type {(() => void)[]} */
    this.queue = [];
    this.frame = 0;
    /** @type {(() => void)[]} */
    this.waiting = [];
  }

  /** Queues one event's display. @param {() => void} show */
  push(show) {
    this.queue.push(show);
    this.frame ||= requestAnimationFrame(() => this.run());
  }

  /** Resolves once everything queued so far is on screen, or dropped. @returns {Promise<void>} */
  drained() {
    return this.queue.length ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  /** Forgets what is queued (a stopped or replaced translation shows nothing more). */
  drop() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.queue = [];
    this.release();
  }

  /** @private One frame's share: at least one event, then while the budget lasts. */
  run() {
    this.frame = 0;
    const start = this.now();
    let n = 0;
    this.views.before();
    try {
      while (n < this.queue.length && (n === 0 || this.now() - start < this.budgetMs)) this.queue[n++]();
    } finally {  // a display that throws loses its own event only
      this.queue.splice(0, n);
      this.views.after();
      if (this.queue.length) this.frame = requestAnimationFrame(() => this.run());
      else this.release();
    }
  }

  /** @private */
  release() {
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach((resolve) => resolve());
  }
}
