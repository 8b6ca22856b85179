// Throwing helpers so every module reports failures the same way (as heed::Error).
#pragma once

#include <string>

#include "heed/error.h"

namespace heed {

[[noreturn]] void throw_error(Error::Code code, const std::string& message);

// Invariant checks that must hold whatever the input: a failure is a bug (kInternal).
#define HEED_CHECK(cond)                                                              \
  do {                                                                                \
    if (!(cond)) ::heed::throw_error(::heed::Error::Code::kInternal,                  \
                                     std::string("internal check failed: ") + #cond + \
                                         " at " + __FILE__ + ":" + std::to_string(__LINE__)); \
  } while (0)

}  // namespace heed
