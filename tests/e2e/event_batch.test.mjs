// The Worker's batching of token events (web/event_batch.js), on a clock the test moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventBatch, EVENT_BATCH_MS } from '../../web/event_batch.js';

/** An event as the engine makes it: an attention block whose buffer is moved to the page. */
const event = (i) => ({ delta: `t${i}`, crossAttention: { weights: new Float32Array([i, i + 0.5]) } });

function batchOnClock() {
  const clock = { t: 1000 };
  const sent = [];
  const batch = new EventBatch((events, transfer) => sent.push({ at: clock.t, events: events.map((e) => e.delta), transfer }), () => clock.t);
  return { clock, sent, batch };
}

test('the first event goes out at once; the next ones wait until a batch time has passed', () => {
  const { clock, sent, batch } = batchOnClock();
  const events = Array.from({ length: 6 }, (_, i) => event(i));
  batch.add(events[0]);
  assert.deepEqual(sent.map((s) => s.events), [['t0']]);
  clock.t += 5; batch.add(events[1]);
  clock.t += 5; batch.add(events[2]);
  assert.equal(sent.length, 1, 'held: less than a batch time since the last message');
  clock.t += EVENT_BATCH_MS - 10; batch.add(events[3]);  // a batch time after the first message
  assert.deepEqual(sent.map((s) => s.events), [['t0'], ['t1', 't2', 't3']]);
  clock.t += 1; batch.add(events[4]);
  clock.t += 1; batch.add(events[5]);
  batch.flush();  // the request's end
  assert.deepEqual(sent.map((s) => s.events), [['t0'], ['t1', 't2', 't3'], ['t4', 't5']]);
  // Each message moves exactly its own events' attention buffers, in order.
  assert.deepEqual(sent.map((s) => s.transfer), [[events[0]], events.slice(1, 4), events.slice(4)]
    .map((group) => group.map((e) => e.crossAttention.weights.buffer)));
  batch.flush();
  assert.equal(sent.length, 3, 'nothing held: no empty message');
});

test('after a quiet spell an event goes out at once again; events without attention move nothing', () => {
  const { clock, sent, batch } = batchOnClock();
  batch.add({ delta: 'a' });
  clock.t += 2 * EVENT_BATCH_MS;
  batch.add({ delta: 'b' });
  assert.deepEqual(sent.map((s) => [s.events, s.transfer.length]), [[['a'], 0], [['b'], 0]]);
});
