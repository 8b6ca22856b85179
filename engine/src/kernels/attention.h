// Fused scaled dot-product attention for one head: scores, scale, softmax, weighted sum.
#pragma once

#include "core/matrix_view.h"

namespace heed::kernels {

// q: (tq, dh); k, v: (tk, dh); out: (tq, dh), each a view whose rows may be strided (one head
// inside (t, d_model) rows). probs: (tq, tk) receives the softmax weights (it is also the
// kernel's workspace). Scores are scaled by 1 / sqrt(dh). Every query sees every key: there is
// no mask, because the engine never needs one (a decoding step's keys are the KV cache, which
// holds only the positions before it).
void attention(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
               ConstMatrixView v);
void attention_ref(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
                   ConstMatrixView v);

}  // namespace heed::kernels
