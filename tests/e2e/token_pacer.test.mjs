// The demo page's token pacing (web/app/token_pacer.js): animation frames and the clock are the
// test's, so every frame's share is exact.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** Animation frames the test runs one at a time. */
const frames = new Map();
let nextFrame = 1;
globalThis.requestAnimationFrame = (fn) => { frames.set(nextFrame, fn); return nextFrame++; };
globalThis.cancelAnimationFrame = (id) => { frames.delete(id); };
function runFrame() {
  const [[id, fn]] = frames;
  frames.delete(id);
  fn();
}

const { TokenPacer } = await import('../../web/app/token_pacer.js');

function pacer(budgetMs = 4) {
  const clock = { t: 0 };
  const log = [];
  const pace = new TokenPacer({ before: () => log.push('before'), after: () => log.push('after') },
    { now: () => clock.t, budgetMs });
  // An event whose display takes `ms` of the clock.
  const push = (name, ms) => pace.push(() => { log.push(name); clock.t += ms; });
  return { pace, push, log };
}

test('each frame shows events while its budget lasts, at least one, between the views\' frame work', async () => {
  const { pace, push, log } = pacer(4);
  push('a', 3); push('b', 3); push('c', 1); push('d', 10); push('e', 1);
  assert.equal(frames.size, 1, 'one frame asked for, however many events');
  let drained = false;
  pace.drained().then(() => { drained = true; });
  runFrame();  // a: 3 ms (< 4, go on), b: 6 ms: stop
  assert.deepEqual(log.splice(0), ['before', 'a', 'b', 'after']);
  runFrame();  // c: 1 ms, d: 11 ms: stop
  assert.deepEqual(log.splice(0), ['before', 'c', 'd', 'after']);
  await Promise.resolve();
  assert.equal(drained, false, 'events still queued');
  runFrame();
  assert.deepEqual(log.splice(0), ['before', 'e', 'after']);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(drained, true);
  assert.equal(frames.size, 0, 'no frame asked for when nothing is queued');
});

test('one event longer than the budget is still shown, alone in its frame', () => {
  const { push, log } = pacer(4);
  push('slow', 50); push('next', 1);
  runFrame();
  assert.deepEqual(log.splice(0), ['before', 'slow', 'after']);
  runFrame();
  assert.deepEqual(log.splice(0), ['before', 'next', 'after']);
});

test('drop() forgets the queue, cancels its frame and releases whoever waits', async () => {
  const { pace, push, log } = pacer(4);
  push('a', 1); push('b', 1);
  const waiting = pace.drained();
  pace.drop();
  await waiting;
  assert.equal(frames.size, 0);
  assert.deepEqual(log, []);
  await pace.drained();  // nothing queued: resolves at once
});

test('a display that throws loses its own event only: the frame ends and the next one shows the rest', async () => {
  const { pace, push, log } = pacer(4);
  push('a', 1);
  pace.push(() => { throw new Error('boom'); });
  push('c', 1);
  const waiting = pace.drained();
  assert.throws(runFrame, /boom/);
  assert.deepEqual(log.splice(0), ['before', 'a', 'after']);
  assert.equal(frames.size, 1);
  runFrame();
  assert.deepEqual(log.splice(0), ['before', 'c', 'after']);
  await waiting;
});
