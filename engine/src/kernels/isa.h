// The one place the instruction set is chosen. dispatch.cc holds one kernel table per ISA;
// the public kernel functions call through the table of active_isa().
#pragma once

namespace heed::kernels {

enum class Isa { kScalar, kSse41, kAvx2, kWasmSimd128 };

// Best ISA this CPU supports (and this build compiled), at most the cap set by the environment
// variable HEED_ISA (see isa_cap), unless forced. The variable is read once, on the first call;
// an unknown value throws std::invalid_argument from that call (and every later one).
Isa active_isa();
// The highest ISA that HEED_ISA=`value` allows: "scalar" or "avx2"; null or "" sets no cap.
// Anything else throws std::invalid_argument naming the accepted values: a typo must not
// silently run the fast path that the user meant to rule out.
Isa isa_cap(const char* value);
// Tests and benchmarks pin an ISA, whatever HEED_ISA says (they compare variants on purpose);
// forcing one the CPU lacks falls back to the best supported.
void force_isa(Isa isa);
const char* isa_name(Isa isa);

// WASM only: relaxed SIMD's int8 dot product (kernels/gemm_i8_relaxed_wasm.cc). kAbsent: this
// module does not carry it (heed.wasm, native builds) or it did not compute exactly; kUsed:
// gemm_i8 runs on it; kOff: exact, but switched off by force_relaxed_dot(false). Decided on the
// first call, by running it on known inputs. Every exact lowering is used: with 7-bit
// activations its one dot per 16 products beat the SIMD128 loop ~2x where it is one
// instruction (vpdpbusd, Chromium on this project's CPUs) and where it is three (pmaddubsw,
// Node 20) alike (BENCHMARKS.md, "7-bit activations").
enum class RelaxedDot { kAbsent, kOff, kUsed };
RelaxedDot relaxed_dot();
// Tests and benches: use the relaxed dot wherever it is exact, or never (false).
void force_relaxed_dot(bool use);
// How this engine lowers the relaxed dot, read off its value outside the defined range:
// "vpdpbusd (x86 VNNI)", "sdot (ARM)", "pmaddubsw (x86)", "unknown"; "absent" without it.
const char* relaxed_dot_lowering();
// "wasm-simd128 + relaxed int8 dot" when it is used, else isa_name(active_isa()).
const char* kernels_name();

}  // namespace heed::kernels
