// The one place the instruction set is chosen. Kernels compiled per ISA register here;
// the public kernel functions dispatch on active_isa().
#pragma once

namespace heed::kernels {

enum class Isa { kScalar, kSse41, kAvx2, kWasmSimd128 };

// Best ISA this CPU supports (and this build compiled), unless forced.
Isa active_isa();
// Tests and benchmarks pin an ISA; forcing one the CPU lacks falls back to the best supported.
void force_isa(Isa isa);
const char* isa_name(Isa isa);

}  // namespace heed::kernels
