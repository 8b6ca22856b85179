#include "core/check.h"

namespace heed {

void throw_error(Error::Code code, const std::string& message) { throw Error(code, message); }

}  // namespace heed
