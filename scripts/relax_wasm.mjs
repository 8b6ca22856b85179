// Writes the relaxed-SIMD copy of a linked wasm module: inside every function whose name holds
// "relaxed_dot_site" (engine/src/kernels/gemm_i8_relaxed_wasm.cc), each v128.bitselect becomes
// i32x4.relaxed_dot_i8x16_i7x16_add_s, the instruction clang 14 cannot emit (same stack
// types: three v128 in, one out). The functions are found through the module's name section
// (the link keeps it with --profiling-funcs) and decoded instruction by instruction, so a byte
// pair inside an immediate is never taken for an opcode; an instruction the decoder does not
// know stops the build rather than risk a wrong patch.
//
//   node scripts/relax_wasm.mjs IN.wasm RELAXED.wasm [--strip | --keep-names]
// RELAXED.wasm is written without the name section; --strip also rewrites IN.wasm without it
// (the names are only needed here); --keep-names keeps them in RELAXED.wasm (for a CPU profile
// with function names). Prints what it patched.
import fs from 'node:fs';

const SITE = 'relaxed_dot_site';
const BITSELECT = 0x52;                              // 0xfd 0x52: v128.bitselect
const RELAXED_DOT_ADD = encodeUleb(0x113);           // 0xfd 0x113: i32x4.relaxed_dot_i8x16_i7x16_add_s

/** @param {number} value */
function encodeUleb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

/** A cursor over bytes: LEB128 reads and plain skips. */
class Reader {
  /** @param {Buffer} bytes @param {number} pos @param {number} end */
  constructor(bytes, pos = 0, end = bytes.length) { this.b = bytes; this.pos = pos; this.end = end; }
  byte() {
    if (this.pos >= this.end) throw new Error('unexpected end of wasm data');
    return this.b[this.pos++];
  }
  uleb() {
    let result = 0, shift = 0, byte;
    do { byte = this.byte(); result += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
    return result;
  }
  /** Signed LEB128 of any width: only skipped, so its value is not needed. */
  skipLeb() { while (this.byte() & 0x80); }
  skip(n) { this.pos += n; if (this.pos > this.end) throw new Error('unexpected end of wasm data'); }
  name() { const n = this.uleb(); const s = this.b.toString('utf8', this.pos, this.pos + n); this.skip(n); return s; }
}

/** @param {Buffer} bytes @returns {{id: number, start: number, body: number, end: number}[]} */
function sections(bytes) {
  if (bytes.readUInt32LE(0) !== 0x6d736100 || bytes.readUInt32LE(4) !== 1) throw new Error('not a wasm module (version 1)');
  const out = [];
  const r = new Reader(bytes, 8);
  while (r.pos < bytes.length) {
    const start = r.pos, id = r.byte(), size = r.uleb();
    out.push({ id, start, body: r.pos, end: r.pos + size });
    r.skip(size);
  }
  return out;
}

/** The number of imported functions: function indices in the name section count them first. */
function importedFunctions(bytes, imports) {
  if (!imports) return 0;
  const r = new Reader(bytes, imports.body, imports.end);
  let functions = 0;
  for (let i = r.uleb(); i > 0; i--) {
    r.name(); r.name();
    const kind = r.byte();
    if (kind === 0) { functions++; r.uleb(); }                          // function: type index
    else if (kind === 1) { r.byte(); const flags = r.uleb(); r.uleb(); if (flags & 1) r.uleb(); }  // table
    else if (kind === 2) { const flags = r.uleb(); r.uleb(); if (flags & 1) r.uleb(); }           // memory
    else if (kind === 3) { r.byte(); r.byte(); }                        // global: type, mutability
    else if (kind === 4) { r.byte(); r.uleb(); }                        // tag
    else throw new Error(`unknown import kind ${kind}`);
  }
  return functions;
}

/** Function index -> name, from the "name" custom section's function names. */
function functionNames(bytes, all) {
  const names = new Map();
  for (const s of all.filter((x) => x.id === 0)) {
    const r = new Reader(bytes, s.body, s.end);
    if (r.name() !== 'name') continue;
    while (r.pos < s.end) {
      const sub = r.byte(), size = r.uleb(), end = r.pos + size;
      if (sub === 1) for (let n = r.uleb(); n > 0; n--) { const index = r.uleb(); names.set(index, r.name()); }
      r.pos = end;
    }
  }
  return names;
}

/** Skips a block type: 0x40, a value type, or a type index (a signed LEB). */
function skipBlockType(r) {
  const b = r.b[r.pos];
  if (b === 0x40 || (b >= 0x6f && b <= 0x7f)) r.pos++;
  else r.skipLeb();
}
const skipMemarg = (r) => { r.uleb(); r.uleb(); };

/** Offsets (in `body`) of every v128.bitselect's 0xfd byte in one function body. */
function bitselects(body) {
  const r = new Reader(body);
  for (let groups = r.uleb(); groups > 0; groups--) { r.uleb(); r.byte(); }  // locals
  const found = [];
  while (r.pos < body.length) {
    const at = r.pos, op = r.byte();
    if (op <= 0x01 || op === 0x05 || op === 0x0b || op === 0x0f || op === 0x19 || op === 0x1a || op === 0x1b || op === 0xd1) continue;
    if (op >= 0x02 && op <= 0x04) skipBlockType(r);                     // block, loop, if
    else if (op === 0x06) skipBlockType(r);                             // try
    else if ((op >= 0x07 && op <= 0x09) || op === 0x18) r.uleb();       // catch, throw, rethrow, delegate
    else if (op === 0x0c || op === 0x0d || op === 0x10 || op === 0xd2) r.uleb();  // br, br_if, call, ref.func
    else if (op === 0x0e) { for (let n = r.uleb(); n >= 0; n--) r.uleb(); }  // br_table: targets + default
    else if (op === 0x11) { r.uleb(); r.uleb(); }                       // call_indirect
    else if (op === 0x1c) { for (let n = r.uleb(); n > 0; n--) r.byte(); }  // typed select
    else if (op >= 0x20 && op <= 0x26) r.uleb();                        // locals, globals, tables
    else if (op >= 0x28 && op <= 0x3e) skipMemarg(r);                   // loads and stores
    else if (op === 0x3f || op === 0x40 || op === 0xd0) r.byte();       // memory.size/grow, ref.null
    else if (op === 0x41 || op === 0x42) r.skipLeb();                   // i32/i64.const
    else if (op === 0x43) r.skip(4);
    else if (op === 0x44) r.skip(8);
    else if (op >= 0x45 && op <= 0xc4) { /* numeric: no immediates */ }
    else if (op === 0xfc) {
      const sub = r.uleb();
      if (sub <= 7) { /* saturating truncations */ }
      else if (sub === 8) { r.uleb(); r.byte(); }                       // memory.init
      else if (sub === 9) r.uleb();                                     // data.drop
      else if (sub === 10) { r.byte(); r.byte(); }                      // memory.copy
      else if (sub === 11) r.byte();                                    // memory.fill
      else throw new Error(`${at}: unknown 0xfc ${sub}`);
    } else if (op === 0xfd) {
      const sub = r.uleb();
      if (sub <= 0x0b || sub === 0x5c || sub === 0x5d) skipMemarg(r);   // v128 loads and stores
      else if (sub === 0x0c || sub === 0x0d) r.skip(16);                // v128.const, i8x16.shuffle
      else if (sub >= 0x15 && sub <= 0x22) r.byte();                    // extract/replace lane
      else if (sub >= 0x54 && sub <= 0x5b) { skipMemarg(r); r.byte(); } // load/store lane
      else if (sub === BITSELECT) found.push(at);
      // every other SIMD opcode has no immediate
    } else throw new Error(`${at}: opcode 0x${op.toString(16)} is not known to this decoder`);
  }
  return found;
}

/** @param {Buffer} bytes @param {{keepNames?: boolean}} [options]
 * @returns {{relaxed: Buffer, stripped: Buffer, patched: Map<string, number>}} */
export function relax(bytes, { keepNames = false } = {}) {
  const all = sections(bytes);
  const code = all.find((s) => s.id === 10);
  if (!code) throw new Error('no code section');
  const imported = importedFunctions(bytes, all.find((s) => s.id === 2));
  const names = functionNames(bytes, all);
  if (names.size === 0) throw new Error('no function names: link with --profiling-funcs');
  const r = new Reader(bytes, code.body, code.end);
  const count = r.uleb();
  const bodies = [];
  const patched = new Map();
  for (let i = 0; i < count; i++) {
    const size = r.uleb();
    let body = bytes.subarray(r.pos, r.pos + size);
    r.skip(size);
    const name = names.get(imported + i) ?? '';
    if (name.includes(SITE)) {
      const at = bitselects(body);
      if (at.length === 0) throw new Error(`${name}: no bitselect to patch`);
      const parts = [];
      let from = 0;
      for (const p of at) { parts.push(body.subarray(from, p + 1), RELAXED_DOT_ADD); from = p + 2; }
      parts.push(body.subarray(from));
      body = Buffer.concat(parts);
      patched.set(name, at.length);
    }
    bodies.push(encodeUleb(body.length), body);
  }
  if (![...patched.keys()].some((n) => n.includes(`${SITE}_probe`))) throw new Error(`no ${SITE}_probe function found`);
  const codeBody = Buffer.concat([encodeUleb(count), ...bodies]);
  const isNames = (s) => s.id === 0 && new Reader(bytes, s.body, s.end).name() === 'name';
  const withoutNames = (/** @type {Buffer|null} */ codeSection, keep = false) => Buffer.concat([
    bytes.subarray(0, 8),
    ...all.filter((s) => keep || !isNames(s))
      .map((s) => (s === code && codeSection ? codeSection : bytes.subarray(s.start, s.end))),
  ]);
  const relaxed = withoutNames(Buffer.concat([Buffer.from([10]), encodeUleb(codeBody.length), codeBody]), keepNames);
  return { relaxed, stripped: withoutNames(null), patched };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [input, output, flag] = process.argv.slice(2);
  if (!input || !output || (flag && flag !== '--strip' && flag !== '--keep-names')) {
    console.error('usage: node scripts/relax_wasm.mjs IN.wasm RELAXED.wasm [--strip | --keep-names]');
    process.exit(2);
  }
  const { relaxed, stripped, patched } = relax(fs.readFileSync(input), { keepNames: flag === '--keep-names' });
  fs.writeFileSync(output, relaxed);
  if (flag === '--strip') fs.writeFileSync(input, stripped);
  const total = [...patched.values()].reduce((a, b) => a + b, 0);
  const sites = [...patched].map(([name, n]) => `${name.match(/relaxed_dot_site\w*(<[^>]*>)?/)?.[0] ?? name} ${n}`);
  console.log(`relax_wasm: ${total} relaxed dots in ${patched.size} functions (${sites.join(', ')}) -> ${output}`);
}
