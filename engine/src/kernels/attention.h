// Fused scaled dot-product attention for one head: scores, scale, mask, softmax, weighted sum.
#pragma once

namespace heed::kernels {

// q: (tq, dh) rows q_stride apart; k, v: (tk, dh) rows kv_stride apart;
// out: (tq, dh) rows out_stride apart; probs: (tq, tk) contiguous, receives the softmax weights
// (it is also the kernel's workspace, so it is never null).
// causal: query i sees keys 0 .. i + (tk - tq), so one decoding step (tq = 1) sees every cached key.
// Scores are scaled by 1 / sqrt(dh).
void attention(float* out, float* probs, const float* q, const float* k, const float* v, int tq,
               int tk, int dh, int q_stride, int kv_stride, int out_stride, bool causal);
void attention_ref(float* out, float* probs, const float* q, const float* k, const float* v,
                   int tq, int tk, int dh, int q_stride, int kv_stride, int out_stride,
                   bool causal);

}  // namespace heed::kernels
