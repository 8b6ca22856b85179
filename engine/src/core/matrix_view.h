// Non-owning views of row-major float matrices, the shape type kernels and nn/ pass around
// instead of (pointer, rows, cols, stride) parameter lists.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace heed {

// rows × cols values owned elsewhere; row r starts at data + r * stride (stride >= cols).
// A stride wider than cols selects columns in place: one attention head of a (t, d_model)
// matrix is the view {data + h * d_head, t, d_head, d_model}, no copy.
template <typename T>
struct BasicMatrixView {
  T* data = nullptr;
  int rows = 0;
  int cols = 0;
  int stride = 0;

  T* row(int r) const { return data + static_cast<std::size_t>(r) * stride; }

  // A writable view is readable too.
  operator BasicMatrixView<const T>() const
    requires(!std::is_const_v<T>)
  {
    return {data, rows, cols, stride};
  }
};

using MatrixView = BasicMatrixView<float>;
using ConstMatrixView = BasicMatrixView<const float>;
using Int8MatrixView = BasicMatrixView<std::int8_t>;
using ConstInt8MatrixView = BasicMatrixView<const std::int8_t>;

// The view of a contiguous (rows, cols) matrix, and whether a view is one.
template <typename T>
BasicMatrixView<T> contiguous_view(T* data, int rows, int cols) {
  return {data, rows, cols, cols};
}
template <typename T>
bool is_contiguous(BasicMatrixView<T> view) {
  return view.stride == view.cols;
}

}  // namespace heed
