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

}  // namespace heed::kernels
