// Run-time ISA choice. Everything else in kernels asks active_isa(); nothing else probes the CPU.
#include "kernels/isa.h"

#include "kernels/isa_kernels.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

namespace heed::kernels {
namespace {

// Which optimised kernel sets this build contains. There are no SSE4.1 kernels yet, so the
// SSE4.1 level is never chosen: a CPU without AVX2 runs the scalar references.
bool compiled(Isa isa) {
  switch (isa) {
    case Isa::kScalar:
      return true;
    case Isa::kAvx2:
#if defined(__x86_64__) || defined(_M_X64)
      return true;
#else
      return false;
#endif
    case Isa::kWasmSimd128:
#if defined(__wasm_simd128__)
      return true;
#else
      return false;
#endif
    case Isa::kSse41:
      return false;
  }
  return false;
}

bool cpu_supports(Isa isa) {
#if defined(__x86_64__) || defined(_M_X64)
  switch (isa) {
    case Isa::kScalar:
      return true;
    case Isa::kSse41:
      return __builtin_cpu_supports("sse4.1");
    case Isa::kAvx2:
      // The AVX2 kernels use FMA too; every AVX2 CPU we know of has it, but ask anyway.
      return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case Isa::kWasmSimd128:
      return false;
  }
  return false;
#else
  // A wasm module that was compiled with SIMD128 only instantiates where it is supported.
  return isa == Isa::kScalar || isa == Isa::kWasmSimd128;
#endif
}

bool usable(Isa isa) { return compiled(isa) && cpu_supports(isa); }

// Best usable ISA not above `limit`, in the order scalar < sse4.1 < avx2 (wasm stands alone,
// above scalar).
Isa best_up_to(Isa limit) {
  if (limit == Isa::kScalar) return Isa::kScalar;
  if (usable(Isa::kWasmSimd128)) return Isa::kWasmSimd128;
  const Isa order[] = {Isa::kAvx2, Isa::kSse41, Isa::kScalar};
  bool reached = false;
  for (Isa isa : order) {
    reached = reached || isa == limit;
    if (reached && usable(isa)) return isa;
  }
  return Isa::kScalar;
}

// Chosen once; kernels read it on every call, so it is a relaxed atomic, not a lock. The only
// read of HEED_ISA: if isa_cap throws, the static stays uninitialised and the next call retries.
std::atomic<Isa>& current() {
  static std::atomic<Isa> isa{best_up_to(isa_cap(std::getenv("HEED_ISA")))};
  return isa;
}

}  // namespace

Isa isa_cap(const char* value) {
  if (value == nullptr || *value == '\0') return Isa::kAvx2;  // the highest x86 level: no cap
  if (std::strcmp(value, "scalar") == 0) return Isa::kScalar;
  if (std::strcmp(value, "avx2") == 0) return Isa::kAvx2;
  throw std::invalid_argument("HEED_ISA=" + std::string(value) +
                              " is not a kernel level: use scalar or avx2, or unset it for the best"
                              " this CPU has");
}

Isa active_isa() { return current().load(std::memory_order_relaxed); }

void force_isa(Isa isa) {
  // Forcing an ISA this CPU or build lacks falls back to the best one below it that works.
  current().store(usable(isa) ? isa : best_up_to(isa), std::memory_order_relaxed);
}

namespace {

// The relaxed dot's check, run once, on the first question about it.
const RelaxedDotCheck& relaxed_dot_checked() {
#if defined(__wasm_simd128__)
  static const RelaxedDotCheck checked = relaxed_dot_check();
#else
  static const RelaxedDotCheck checked;
#endif
  return checked;
}

// Set by force_relaxed_dot(false). Relaxed atomics, as for the ISA.
std::atomic<bool> relaxed_dot_switched_off{false};

}  // namespace

RelaxedDot relaxed_dot() {
  if (!relaxed_dot_checked().exact) return RelaxedDot::kAbsent;
  return relaxed_dot_switched_off.load(std::memory_order_relaxed) ? RelaxedDot::kOff : RelaxedDot::kUsed;
}

const char* relaxed_dot_lowering() {
  // Lane 0 of 4 x 127 x 255 (isa_kernels.h): read unsigned, signed, or pmaddubsw's saturated pairs.
  constexpr std::int32_t kUnsigned = 4 * 127 * 255, kSigned = 4 * 127 * -1, kSaturatedPairs = 2 * 32767;
  const RelaxedDotCheck& checked = relaxed_dot_checked();
  if (!checked.exact) return "absent";
  switch (checked.probe) {
    case kUnsigned:
      return "vpdpbusd (x86 VNNI)";
    case kSigned:
      return "sdot (ARM)";
    case kSaturatedPairs:
      return "pmaddubsw (x86)";
    default:
      return "unknown";
  }
}

void force_relaxed_dot(bool use) { relaxed_dot_switched_off.store(!use, std::memory_order_relaxed); }

const char* kernels_name() {
  if (active_isa() == Isa::kWasmSimd128 && relaxed_dot() == RelaxedDot::kUsed) return "wasm-simd128 + relaxed int8 dot";
  return isa_name(active_isa());
}

const char* isa_name(Isa isa) {
  switch (isa) {
    case Isa::kScalar:
      return "scalar";
    case Isa::kSse41:
      return "sse4.1";
    case Isa::kAvx2:
      return "avx2";
    case Isa::kWasmSimd128:
      return "wasm-simd128";
  }
  return "unknown";
}

}  // namespace heed::kernels
