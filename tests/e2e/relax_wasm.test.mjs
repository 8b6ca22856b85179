// scripts/relax_wasm.mjs on small modules written here byte by byte: it rewrites the bitselects
// of functions named *relaxed_dot_site* (and only those, and only real instructions, not bytes
// of an immediate), drops the name section (or keeps it when asked), and refuses what it cannot decode.
import test from 'node:test';
import assert from 'node:assert/strict';
import { relax } from '../../scripts/relax_wasm.mjs';

const uleb = (n) => { const out = []; do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n); return out; };
const vec = (items) => [...uleb(items.length), ...items.flat()];
const section = (id, bytes) => [id, ...uleb(bytes.length), ...bytes];
const str = (s) => [...uleb(s.length), ...Buffer.from(s)];
const v128Const = (byte) => [0xfd, 0x0c, ...new Array(16).fill(byte)];
const BITSELECT = [0xfd, 0x52];
const RELAXED_DOT_ADD = [0xfd, 0x93, 0x02];

/** A module of functions () -> v128 with the given bodies (an imported function first), and a
 * name section giving their names unless `names` is null. */
function moduleOf(bodies, names) {
  const code = bodies.map((b) => { const body = [0x00, ...b, 0x0b]; return [...uleb(body.length), ...body]; });
  const nameMap = vec((names ?? []).map((n, i) => [...uleb(i + 1), ...str(n)]));  // index 0: the import
  return Buffer.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([[0x60, 0x00, 0x01, 0x7b], [0x60, 0x00, 0x00]])),      // () -> v128, () -> ()
    ...section(2, vec([[...str('env'), ...str('f'), 0x00, 0x01]])),          // an imported function
    ...section(3, vec(bodies.map(() => [0x00]))),
    ...section(10, vec(code)),
    ...(names ? section(0, [...str('name'), 0x01, ...uleb(nameMap.length), ...nameMap]) : []),
  ]);
}

/** Three v128 on the stack, then `op`; an i32.const whose LEB bytes hold 0xfd 0x52, dropped. */
const bodyWith = (op) => [0x41, 0xfd, 0x52, 0x1a, ...v128Const(1), ...v128Const(0xfd), ...v128Const(0x52), ...op];

test('bitselects in patch sites become the relaxed dot, elsewhere they stay; names are dropped', () => {
  const input = moduleOf([bodyWith(BITSELECT), bodyWith(BITSELECT), bodyWith(BITSELECT)],
    ['heed::relaxed_dot_site_rows<2>(int*)', 'plain_function', 'heed::relaxed_dot_site_probe()']);
  assert.ok(WebAssembly.validate(input));
  const { relaxed, stripped, patched } = relax(input);
  assert.deepEqual([...patched], [['heed::relaxed_dot_site_rows<2>(int*)', 1], ['heed::relaxed_dot_site_probe()', 1]]);
  // The patched module: the same bodies with the opcode swapped, the unnamed function's and the
  // immediates untouched, no name section; the stripped one only loses its names.
  assert.deepEqual(relaxed, moduleOf([bodyWith(RELAXED_DOT_ADD), bodyWith(BITSELECT), bodyWith(RELAXED_DOT_ADD)], null));
  assert.deepEqual(stripped, moduleOf([bodyWith(BITSELECT), bodyWith(BITSELECT), bodyWith(BITSELECT)], null));
  assert.ok(WebAssembly.validate(stripped));
  // --keep-names (a profiling build): the same patch, the names kept.
  assert.deepEqual(relax(input, { keepNames: true }).relaxed,
    moduleOf([bodyWith(RELAXED_DOT_ADD), bodyWith(BITSELECT), bodyWith(RELAXED_DOT_ADD)],
      ['heed::relaxed_dot_site_rows<2>(int*)', 'plain_function', 'heed::relaxed_dot_site_probe()']));
});

test('an unknown opcode in a patch site, a site without a bitselect, or no names stop the patch', () => {
  const probe = bodyWith(BITSELECT);
  assert.throws(() => relax(moduleOf([probe, [0x12, ...bodyWith(BITSELECT)]], ['relaxed_dot_site_probe', 'relaxed_dot_site_x'])),
    /opcode 0x12 is not known/);
  assert.throws(() => relax(moduleOf([probe, v128Const(0)], ['relaxed_dot_site_probe', 'relaxed_dot_site_empty'])),
    /relaxed_dot_site_empty: no bitselect to patch/);
  assert.throws(() => relax(moduleOf([probe], ['some_other_name'])), /no relaxed_dot_site_probe function found/);
  assert.throws(() => relax(moduleOf([probe], null)), /no function names: link with --profiling-funcs/);
});
