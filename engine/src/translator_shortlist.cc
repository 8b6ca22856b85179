#include "translator_shortlist.h"

#include <stdexcept>

#include "core/check.h"

namespace heed {

std::unique_ptr<decode::Shortlist> bind_shortlist(const io::ModelFile& file) {
  const io::TensorView* offsets = file.find("shortlist.offsets");
  const io::TensorView* targets = file.find("shortlist.targets");
  const io::TensorView* frequent = file.find("shortlist.frequent");
  if (offsets == nullptr && targets == nullptr && frequent == nullptr) return nullptr;
  const int vocab = file.config().vocab_size;
  auto one_dim = [](const io::TensorView* t, io::DType dtype) {
    return t != nullptr && t->dtype == dtype && t->shape.size() == 1;
  };
  if (!one_dim(offsets, io::DType::kI32) || !one_dim(targets, io::DType::kU16) ||
      !one_dim(frequent, io::DType::kI32) || offsets->shape[0] != vocab + 1) {
    throw_error(Error::Code::kInvalidModel,
                "shortlist needs tensors shortlist.offsets I32 [vocab_size + 1], shortlist.targets U16 [n] "
                "and shortlist.frequent I32 [f]");
  }
  try {
    return std::make_unique<decode::Shortlist>(offsets->as<std::int32_t>(), targets->as<std::uint16_t>(),
                                               targets->shape[0], frequent->as<std::int32_t>(),
                                               frequent->shape[0], vocab);
  } catch (const std::invalid_argument& e) {
    throw_error(Error::Code::kInvalidModel, e.what());
  }
}

}  // namespace heed
