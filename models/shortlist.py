"""The lexical shortlist: for every source token, the target tokens its translations use.

The decoder's output projection (vocab x d_model) is the largest matrix of a decoding step. With
a shortlist the engine scores only a sentence's candidates: the union of its source tokens'
lists, the most frequent target tokens, and the source tokens themselves (names and numbers are
copied). Built from co-occurrence in the training pairs, the way Marian/Bergamot shortlists keep
the top translation candidates per source word:

    p(t | s) = pairs where s is in the source and t in the target / pairs with s in the source

Per source token the `k` targets of highest local mutual information
C(s,t) * log(p(t|s) / p(t)) are kept (ties by id), leaving out the `frequent` most frequent
target tokens that every sentence gets anyway. Plain p(t|s) ranks the same frequent words first
for every source token and misses inflection pieces ("arse", "cionar"); measured on en->es:
see models/README.md, "Vocabulary shortlist".

CLI:
  /usr/bin/python3 -m models.shortlist build --tok DIR --direction en-es --out table.npz [--k 200 --frequent 300 --score lmi --min-count 10]
  /usr/bin/python3 -m models.shortlist coverage --tok DIR --direction en-es --table table.npz   # dev recall
  /usr/bin/python3 -m models.shortlist add --model in.heed --table table.npz --out out.heed
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Dict, List, Sequence, Tuple

import numpy as np

from models.heed_ref.heed_format import read_tensors, write_tensors
from models.tokenizer import load_split

DEFAULT_K = 200
DEFAULT_FREQUENT = 300
DEFAULT_SCORE = "lmi"
DEFAULT_MIN_COUNT = 10


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] shortlist: {msg}", file=sys.stderr, flush=True)


def sides(direction: str) -> Tuple[str, str]:
    src, tgt = direction.split("-")
    return src, tgt


def _unique_per_pair(ids: np.ndarray, starts: np.ndarray, first: int, last: int,
                     vocab: int) -> Tuple[np.ndarray, np.ndarray]:
    """Pairs [first, last) of a flat token array -> (pair index - first, token), each token once
    per pair, sorted by pair. ids: (starts[-1],) token ids; starts: (pairs + 1,) where each
    pair's tokens begin."""
    lens = np.diff(starts[first:last + 1])
    pair = np.repeat(np.arange(last - first, dtype=np.int64), lens)
    codes = np.unique(pair * vocab + ids[starts[first]:starts[last]].astype(np.int64))
    return codes // vocab, codes % vocab


def cooccurrence_flat(src_ids: np.ndarray, src_lens: np.ndarray, tgt_ids: np.ndarray,
                      tgt_lens: np.ndarray, vocab: int, chunk: int = 100_000
                      ) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The counts of `cooccurrence` from the flat arrays of the token .npz files (ids of all
    pairs concatenated, lens per pair), with no Python loop per pair: each chunk of pairs becomes
    one array of s * vocab + t codes (every source token of a pair crossed with every target
    token of the same pair) that a single bincount adds up. 950k pairs: ~30 s of CPU, 40-80 s on
    the shared 2-core machine: about twice as fast as the loop per pair it replaced, with
    identical counts."""
    pairs = len(src_lens)
    if len(tgt_lens) != pairs:
        raise ValueError(f"{pairs} source sentences but {len(tgt_lens)} target sentences")
    counts = np.zeros(vocab * vocab, dtype=np.int64)
    src_df = np.zeros(vocab, dtype=np.int64)
    tgt_df = np.zeros(vocab, dtype=np.int64)
    starts = lambda lens: np.concatenate([[0], np.cumsum(lens, dtype=np.int64)])
    src_starts, tgt_starts = starts(src_lens), starts(tgt_lens)
    for first in range(0, pairs, chunk):
        last = min(pairs, first + chunk)
        s_pair, s_tok = _unique_per_pair(src_ids, src_starts, first, last, vocab)
        t_pair, t_tok = _unique_per_pair(tgt_ids, tgt_starts, first, last, vocab)
        src_df += np.bincount(s_tok, minlength=vocab)
        tgt_df += np.bincount(t_tok, minlength=vocab)
        # Pair p's target tokens: t_tok[t_start[p] : t_start[p] + t_len[p]].
        t_len = np.bincount(t_pair, minlength=last - first)
        t_start = np.cumsum(t_len) - t_len
        # Source entry i is repeated once per target token of its pair ...
        rep = t_len[s_pair]
        out_src = np.repeat(s_tok, rep)
        # ... and its j-th copy (output position first_copy[i] + j) is paired with that pair's
        # j-th target token: index t_start[pair] + position - first_copy[i].
        first_copy = np.cumsum(rep) - rep
        out_tgt = t_tok[np.arange(int(rep.sum()), dtype=np.int64) + np.repeat(t_start[s_pair] - first_copy, rep)]
        counts += np.bincount(out_src * vocab + out_tgt, minlength=vocab * vocab)
    return counts.reshape(vocab, vocab), src_df, tgt_df


def flatten(arrays: Sequence[np.ndarray]) -> Tuple[np.ndarray, np.ndarray]:
    """A list of per-sentence id arrays -> (concatenated ids, lengths)."""
    lens = np.array([len(a) for a in arrays], dtype=np.int64)
    ids = np.concatenate(arrays) if len(arrays) else np.zeros(0, np.int64)
    return ids, lens


def cooccurrence(src: Sequence[np.ndarray], tgt: Sequence[np.ndarray], vocab: int,
                 chunk: int = 100_000) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """-> (counts (vocab, vocab) int64 of pairs holding s and t, source document frequency
    (vocab), target document frequency (vocab)). Each token counts once per pair."""
    return cooccurrence_flat(*flatten(src), *flatten(tgt), vocab, chunk)


def load_flat(path: str, lang: str) -> Dict[str, Tuple[np.ndarray, np.ndarray]]:
    """One split of the token .npz (models/tokenizer.py) as {"en": (ids, lens), lang: (ids, lens)},
    without splitting it into a million small arrays."""
    z = np.load(path)
    return {side: (z[side], z[side + "_len"].astype(np.int64)) for side in ("en", lang)}


def build_table(counts: np.ndarray, src_df: np.ndarray, tgt_df: np.ndarray, k: int,
                frequent: int, always: Sequence[int] = (), score: str = DEFAULT_SCORE,
                pairs: int = 0, min_count: int = DEFAULT_MIN_COUNT) -> Dict[str, np.ndarray]:
    """-> {"offsets": int32 (V+1), "targets": int32 (n), "frequent": int32 (f)}; the file stores
    targets as U16 (FORMAT.md, "Vocabulary shortlist").
    score "p": p(t|s); "lmi": local mutual information C(s,t) * log(p(t|s) / p(t)), which also
    ranks high the generic pieces (inflections) that go with a source token more than chance."""
    vocab = counts.shape[0]
    p_t = tgt_df / max(1, pairs or int(src_df.max()))
    freq = np.argsort(-tgt_df, kind="stable")[:frequent]
    freq_ids = np.unique(np.concatenate([freq, np.asarray(always, dtype=np.int64)])).astype(np.int32)
    in_frequent = np.zeros(vocab, dtype=bool)
    in_frequent[freq_ids] = True
    offsets, targets = [0], []
    for s in range(vocab):
        row = counts[s].astype(np.float64) / max(1, src_df[s])     # p(t | s)
        if score == "lmi":
            with np.errstate(divide="ignore", invalid="ignore"):
                row = np.where(counts[s] > 0, counts[s] * np.log(row / np.maximum(p_t, 1e-12)), 0.0)
        row[in_frequent] = 0.0
        row[counts[s] < min_count] = 0.0                           # one-off co-occurrences are noise
        keep = [t for t in np.argsort(-row, kind="stable")[:k] if row[t] > 0]
        if not in_frequent[s]:
            keep.append(s)                                         # copy: names, numbers, URLs
        ids = np.unique(np.asarray(keep, dtype=np.int32))
        targets.append(ids)
        offsets.append(offsets[-1] + len(ids))
    return {"offsets": np.asarray(offsets, dtype=np.int32),
            "targets": np.concatenate(targets).astype(np.int32) if targets else np.zeros(0, np.int32),
            "frequent": freq_ids}


def candidates(table: Dict[str, np.ndarray], source_ids: Sequence[int], always: Sequence[int] = ()) -> np.ndarray:
    """The sorted candidate ids of one sentence: what the engine computes (decode/shortlist.cc)."""
    off, tg = table["offsets"], table["targets"]
    parts = [table["frequent"], np.asarray(always, dtype=np.int32)]
    parts += [tg[off[s]:off[s + 1]] for s in source_ids if 0 <= s < len(off) - 1]
    return np.unique(np.concatenate(parts))


def coverage(table: Dict[str, np.ndarray], src: Sequence[np.ndarray], tgt: Sequence[np.ndarray],
             always: Sequence[int]) -> Dict[str, float]:
    """Share of reference target tokens (and of whole sentences) inside their candidate sets."""
    covered = total = whole = 0
    sizes = []
    for s_ids, t_ids in zip(src, tgt):
        cand = candidates(table, [int(x) for x in s_ids], always)
        sizes.append(len(cand))
        hit = np.isin(t_ids, cand)
        covered += int(hit.sum())
        total += len(t_ids)
        whole += bool(hit.all())
    return {"token_recall": covered / max(1, total), "sentence_recall": whole / max(1, len(src)),
            "mean_candidates": float(np.mean(sizes)) if sizes else 0.0,
            "max_candidates": int(np.max(sizes)) if sizes else 0}


def special_ids(tok_dir: str) -> List[int]:
    """EOS, BOS, UNK from the tokenizer's meta (FORMAT.md: bos 1, eos 2, unk 3 by default)."""
    meta_path = os.path.join(tok_dir, "meta.json")
    meta = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
    return [int(meta.get("eos_id", 2)), int(meta.get("bos_id", 1)), int(meta.get("unk_id", 3))]


def add_to_model(model_in: str, table: Dict[str, np.ndarray], model_out: str) -> None:
    """Rewrites a .heed file with the table's tensors; every other tensor is copied unchanged."""
    config, tensors = read_tensors(model_in, keep=lambda name: not name.startswith("shortlist."))
    for key, dtype, np_dtype in (("offsets", "I32", "<i4"), ("targets", "U16", "<u2"), ("frequent", "I32", "<i4")):
        arr = np.ascontiguousarray(table[key], dtype=np_dtype)
        tensors[f"shortlist.{key}"] = (dtype, list(arr.shape), arr.tobytes())
    write_tensors(model_out, config, tensors)


def load_table(path: str) -> Dict[str, np.ndarray]:
    z = np.load(path)
    return {k: z[k] for k in ("offsets", "targets", "frequent")}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--tok", required=True)
    b.add_argument("--direction", required=True)
    b.add_argument("--out", required=True)
    b.add_argument("--k", type=int, default=DEFAULT_K)
    b.add_argument("--frequent", type=int, default=DEFAULT_FREQUENT)
    b.add_argument("--score", choices=("lmi", "p"), default=DEFAULT_SCORE)
    b.add_argument("--min-count", type=int, default=DEFAULT_MIN_COUNT)
    c = sub.add_parser("coverage")
    c.add_argument("--tok", required=True)
    c.add_argument("--direction", required=True)
    c.add_argument("--table", required=True)
    c.add_argument("--split", default="dev")
    a = sub.add_parser("add")
    a.add_argument("--model", required=True)
    a.add_argument("--table", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)

    if args.cmd == "add":
        add_to_model(args.model, load_table(args.table), args.out)
        log(f"{args.out}: {os.path.getsize(args.out)} bytes")
        return
    src_lang, tgt_lang = sides(args.direction)
    lang = tgt_lang if src_lang == "en" else src_lang
    always = special_ids(args.tok)
    if args.cmd == "build":
        split = load_flat(os.path.join(args.tok, "train.npz"), lang)
        vocab = int(json.load(open(os.path.join(args.tok, "meta.json")))["vocab_size"])
        t0 = time.time()
        counts, src_df, tgt_df = cooccurrence_flat(*split[src_lang], *split[tgt_lang], vocab)
        pairs = len(split[src_lang][1])
        log(f"co-occurrence of {pairs} pairs in {time.time() - t0:.0f} s")
        table = build_table(counts, src_df, tgt_df, args.k, args.frequent, always, args.score,
                            pairs=pairs, min_count=args.min_count)
        np.savez(args.out, **table)
        log(f"{args.out}: {len(table['targets'])} entries, {len(table['frequent'])} frequent")
    else:
        split = load_split(os.path.join(args.tok, f"{args.split}.npz"), lang)
        print(json.dumps(coverage(load_table(args.table), split[src_lang], split[tgt_lang], always)))


if __name__ == "__main__":
    main()
