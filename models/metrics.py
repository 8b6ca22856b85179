"""Corpus BLEU and chrF2, computed the way sacreBLEU (2.x, default settings) computes them.

Why our own: the CPU machines have no sacrebleu (no PyPI), but scores must be comparable with
published sacreBLEU numbers. `bleu()` / `chrf()` use sacrebleu when it is importable (the device
machine has it) unless `impl="ours"`; the tests check that both agree.

BLEU (sacreBLEU defaults): 13a tokenization (mteval-v13a), case-sensitive, n-grams 1..4,
corpus-level clipped counts, brevity penalty exp(1 - r/c) when c < r, "exp" smoothing (the k-th
order with zero matches gets precision 100 / (2^k * total)), score = BP * geometric mean.
chrF2 (sacreBLEU defaults): character n-grams 1..6 of the line with all whitespace removed,
word order 0, beta 2; a segment's hypothesis count at an order where its reference has no
n-grams is taken as 0 (sacreBLEU 2.x's _get_match_statistics); precision and recall are averaged over the orders where both hypothesis
and reference have n-grams, then F_beta = (1 + b^2) P R / (b^2 P + R). Both are 0..100.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from typing import Dict, List, Sequence

# --- 13a tokenizer -------------------------------------------------------------------------
# Same rules, in the same order, as mteval-v13a's tokenization (and sacreBLEU's Tokenizer13a).
_13A_RULES = [
    # punctuation and symbols become their own tokens: { | } ~ [ \ ] ^ _ ` space..& ( ) * + : ; < = > ? @ /
    (re.compile(r"([\{-\~\[-\` -\&\(-\+\:-\@\/])"), r" \1 "),
    (re.compile(r"([^0-9])([\.,])"), r"\1 \2 "),   # period/comma not preceded by a digit
    (re.compile(r"([\.,])([^0-9])"), r" \1 \2"),   # period/comma not followed by a digit
    (re.compile(r"([0-9])(-)"), r"\1 \2 "),        # dash after a digit
]


def tokenize_13a(line: str) -> str:
    line = line.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    if "&" in line:
        line = (line.replace("&quot;", '"').replace("&amp;", "&")
                .replace("&lt;", "<").replace("&gt;", ">"))
    line = f" {line} "
    for rx, repl in _13A_RULES:
        line = rx.sub(repl, line)
    return " ".join(line.split())


# --- BLEU ----------------------------------------------------------------------------------
def _ngrams(tokens: Sequence[str], n: int) -> Counter:
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def bleu_stats(hyp: str, ref: str, order: int = 4):
    """-> (correct[order], total[order], hyp_len, ref_len) of one segment, after 13a."""
    h, r = tokenize_13a(hyp.rstrip()).split(), tokenize_13a(ref.rstrip()).split()
    correct, total = [0] * order, [0] * order
    for n in range(1, order + 1):
        hc, rc = _ngrams(h, n), _ngrams(r, n)
        correct[n - 1] = sum(min(c, rc[g]) for g, c in hc.items())   # clipped matches
        total[n - 1] = max(0, len(h) - n + 1)
    return correct, total, len(h), len(r)


def bleu_from_stats(correct: List[int], total: List[int], sys_len: int, ref_len: int) -> Dict:
    """Corpus BLEU from summed statistics, sacreBLEU's compute_bleu with smooth_method='exp'."""
    order = len(correct)
    if sys_len < ref_len:
        bp = math.exp(1 - ref_len / sys_len) if sys_len > 0 else 0.0
    else:
        bp = 1.0
    precisions = [0.0] * order
    if not any(correct):
        return {"score": 0.0, "precisions": precisions, "bp": bp, "sys_len": sys_len, "ref_len": ref_len}
    smooth = 1.0
    for n in range(order):
        if total[n] == 0:
            break                                  # remaining precisions stay 0 -> score ~0
        if correct[n] == 0:
            smooth *= 2                            # "exp" smoothing: 1/2, 1/4, ... of one match
            precisions[n] = 100.0 / (smooth * total[n])
        else:
            precisions[n] = 100.0 * correct[n] / total[n]
    # sacreBLEU's my_log: log(0) is a huge negative number, not an error.
    logs = [math.log(p) if p > 0 else -9999999999 for p in precisions]
    score = bp * math.exp(sum(logs) / order)
    return {"score": score, "precisions": precisions, "bp": bp, "sys_len": sys_len, "ref_len": ref_len}


def _bleu_ours(hyps: Sequence[str], refs: Sequence[str]) -> float:
    correct, total, sys_len, ref_len = [0] * 4, [0] * 4, 0, 0
    for h, r in zip(hyps, refs):
        c, t, hl, rl = bleu_stats(h, r)
        correct = [a + b for a, b in zip(correct, c)]
        total = [a + b for a, b in zip(total, t)]
        sys_len, ref_len = sys_len + hl, ref_len + rl
    return bleu_from_stats(correct, total, sys_len, ref_len)["score"]


# --- chrF ----------------------------------------------------------------------------------
def chrf_stats(hyp: str, ref: str, order: int = 6) -> List[int]:
    """-> [hyp_count, ref_count, matches] per char order 1..order (flattened), whitespace removed."""
    h, r = "".join(hyp.split()), "".join(ref.split())
    stats = []
    for n in range(1, order + 1):
        hc = Counter(h[i:i + n] for i in range(len(h) - n + 1))
        rc = Counter(r[i:i + n] for i in range(len(r) - n + 1))
        # sacreBLEU 2.x: where the reference has no n-grams of this order, the hypothesis
        # count is reported as 0 too, so the order drops out of the average (see chrf_from_stats)
        stats += [sum(hc.values()) if rc else 0, sum(rc.values()), sum((hc & rc).values())]
    return stats


def chrf_from_stats(stats: Sequence[int], beta: float = 2.0) -> float:
    order = len(stats) // 3
    avg_p = avg_r = 0.0
    eff = 0
    for i in range(order):
        n_hyp, n_ref, n_match = stats[3 * i:3 * i + 3]
        if n_hyp > 0 and n_ref > 0:                # sacreBLEU's effective-order averaging
            avg_p += n_match / n_hyp
            avg_r += n_match / n_ref
            eff += 1
    if eff == 0:
        return 0.0
    avg_p, avg_r = avg_p / eff, avg_r / eff
    if avg_p + avg_r == 0:
        return 0.0
    b2 = beta * beta
    return 100.0 * (1 + b2) * avg_p * avg_r / (b2 * avg_p + avg_r)


def _chrf_ours(hyps: Sequence[str], refs: Sequence[str]) -> float:
    total = [0] * 18
    for h, r in zip(hyps, refs):
        total = [a + b for a, b in zip(total, chrf_stats(h, r))]
    return chrf_from_stats(total)


# --- public API ----------------------------------------------------------------------------
def _sacrebleu():
    try:
        import sacrebleu  # noqa: F401  (present on the device machine, absent on CPU ones)
        return sacrebleu
    except ImportError:
        return None


def _check(hyps, refs):
    hyps, refs = list(hyps), list(refs)
    if len(hyps) != len(refs):
        raise ValueError(f"{len(hyps)} hypotheses but {len(refs)} references")
    return hyps, refs


def bleu(hyps: Sequence[str], refs: Sequence[str], impl: str = "auto") -> float:
    """Corpus BLEU (0..100) of hypotheses against one reference each. impl: auto|ours|sacrebleu."""
    hyps, refs = _check(hyps, refs)
    sb = _sacrebleu() if impl in ("auto", "sacrebleu") else None
    if impl == "sacrebleu" and sb is None:
        raise ImportError("sacrebleu is not installed")
    if sb is not None:
        return float(sb.corpus_bleu(hyps, [refs]).score)
    return _bleu_ours(hyps, refs)


def chrf(hyps: Sequence[str], refs: Sequence[str], impl: str = "auto") -> float:
    """Corpus chrF2 (0..100). impl: auto|ours|sacrebleu."""
    hyps, refs = _check(hyps, refs)
    sb = _sacrebleu() if impl in ("auto", "sacrebleu") else None
    if impl == "sacrebleu" and sb is None:
        raise ImportError("sacrebleu is not installed")
    if sb is not None:
        return float(sb.corpus_chrf(hyps, [refs]).score)
    return _chrf_ours(hyps, refs)


def which_impl() -> str:
    return "sacrebleu" if _sacrebleu() is not None else "ours"
