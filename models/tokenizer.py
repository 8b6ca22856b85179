"""Shared en/xx SentencePiece model (Debian's spm_train) and compact token-id arrays.

    /usr/bin/python3 -m models.tokenizer measure --lang es [--vocabs 8000,16000]
    /usr/bin/python3 -m models.tokenizer train   --lang es [--vocab 16000]
    /usr/bin/python3 -m models.tokenizer encode  --lang es
    /usr/bin/python3 -m models.tokenizer all     --lang es        # train + encode

Inputs:  $HEED_CACHE/corpus/en-xx/{train,dev,test}.tsv  (source_name<TAB>en<TAB>xx)
Outputs: $HEED_CACHE/tok/en-xx/spm.model (+ .vocab), {train,dev,test}.npz, meta.json,
         corpus/ (the frozen copy of the TSVs they were made from; eval.py's default test set)

Choices (why):
- unigram, not BPE: sentencepiece's default and what its authors recommend; it scores whole
  segmentations, so frequent words stay whole and rare ones split into likely morphemes
  (Spanish inflection), and it allows subword sampling later. The engine only calls
  sentencepiece's encoder, which handles either type.
- byte_fallback: no <unk> ever reaches the model; unseen characters become UTF-8 byte pieces
  and decode back losslessly. pad 0 / bos 1 / eos 2 / unk 3: FORMAT.md's defaults.
- split_digits: numbers are spelled digit by digit, so "2023" and "1024" share pieces and
  the model learns to copy digits instead of memorising number tokens.
- One model for both sides (shared vocabulary): needed for the tied embedding / output layer
  and it lets names, placeholders (%s, {0}) and code be copied through.

The .npz per split holds uint16 arrays (vocab < 65536), so ~1 M pairs fit the 64 MiB that
travels to a GPU machine: `en`/`xx` all ids concatenated (no eos), `en_len`/`xx_len` one
length per pair, `src` the index of each pair's source_name in `sources`.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
from typing import Dict, List, Tuple

import numpy as np

DEFAULT_CACHE = "/work/cache/heed"
SPLITS = ("train", "dev", "test")


def cache_dir() -> str:
    return os.environ.get("HEED_CACHE") or DEFAULT_CACHE


def log(msg: str) -> None:
    sys.stderr.write(time.strftime("[%H:%M:%S] ") + msg + "\n")
    sys.stderr.flush()


def read_tsv(path: str) -> Tuple[List[str], List[str], List[str]]:
    """-> (source names, en lines, xx lines). Rows with a wrong column count are skipped."""
    names, en, xx = [], [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                continue
            names.append(parts[0])
            en.append(parts[1])
            xx.append(parts[2])
    return names, en, xx


def write_sample(train_tsv: str, out_txt: str, max_pairs: int, seed: int = 1) -> int:
    """Both sides of up to max_pairs random training pairs, one sentence a line. -> lines."""
    _, en, xx = read_tsv(train_tsv)
    idx = list(range(len(en)))
    if len(idx) > max_pairs:
        idx = random.Random(seed).sample(idx, max_pairs)
    with open(out_txt, "w", encoding="utf-8") as f:
        for i in idx:
            f.write(en[i] + "\n")
            f.write(xx[i] + "\n")
    return 2 * len(idx)


def spm_train(text: str, prefix: str, vocab: int, model_type: str = "unigram",
              threads: int = 2, hard_vocab_limit: bool = True, user_symbols: Tuple[str, ...] = ()) -> None:
    """user_symbols: strings kept as single pieces (mix.py's tags "<bt>", "<bible>"), so a tag
    costs one source token and can never be split into pieces that also spell real text."""
    cmd = ["nice", "-n", "5", "spm_train", f"--input={text}", f"--model_prefix={prefix}",
           f"--vocab_size={vocab}", f"--model_type={model_type}",
           "--character_coverage=0.9999", "--byte_fallback=true", "--split_digits=true",
           "--pad_id=0", "--bos_id=1", "--eos_id=2", "--unk_id=3",
           "--input_sentence_size=4000000", "--shuffle_input_sentence=true",
           f"--num_threads={threads}", "--minloglevel=1",
           # tiny corpora (the --slice run) cannot always fill the vocabulary
           f"--hard_vocab_limit={'true' if hard_vocab_limit else 'false'}"]
    if user_symbols:
        cmd.append("--user_defined_symbols=" + ",".join(user_symbols))
    subprocess.run(cmd, check=True)


def load_spm(path: str):
    import sentencepiece as spm
    return spm.SentencePieceProcessor(model_file=path)


def encode_lines(sp, lines: List[str]) -> Tuple[np.ndarray, np.ndarray]:
    """-> (all ids concatenated uint16 (sum L,), lengths uint16 (N,)). No bos/eos added."""
    ids = sp.encode(lines, out_type=int, num_threads=2)
    lens = np.fromiter((len(x) for x in ids), dtype=np.int64, count=len(ids))
    if lens.max(initial=0) > 65535:
        raise ValueError("a sentence has more than 65535 pieces")
    flat = np.fromiter((t for x in ids for t in x), dtype=np.uint16, count=int(lens.sum()))
    return flat, lens.astype(np.uint16)


def encode_split(sp, tsv: str, out_npz: str, lang: str) -> Dict:
    names, en, xx = read_tsv(tsv)
    sources = sorted(set(names))
    index = {s: i for i, s in enumerate(sources)}
    en_ids, en_len = encode_lines(sp, en)
    xx_ids, xx_len = encode_lines(sp, xx)
    src = np.array([index[n] for n in names], dtype=np.uint16)
    return save_split(out_npz, lang, {"en": en_ids, "en_len": en_len, lang: xx_ids, lang + "_len": xx_len,
                                      "src": src, "sources": np.array(sources)})


def save_split(out_npz: str, lang: str, arrays: Dict[str, np.ndarray]) -> Dict:
    """Writes a split's arrays (en, en_len, LANG, LANG_len, src, sources) atomically; -> its
    meta.json entry (pairs, tokens per side, bytes)."""
    tmp = out_npz + ".tmp.npz"
    np.savez_compressed(tmp, **arrays)
    os.replace(tmp, out_npz)
    return {"pairs": len(arrays["src"]), "en_tokens": int(arrays["en_len"].sum(dtype=np.int64)),
            f"{lang}_tokens": int(arrays[lang + "_len"].sum(dtype=np.int64)), "bytes": os.path.getsize(out_npz)}


def load_split(path: str, lang: str):
    """-> dict with lists of numpy id arrays per side: {"en": [...], lang: [...], "src": ..., "sources": ...}."""
    z = np.load(path)
    out = {"src": z["src"], "sources": [str(s) for s in z["sources"]]}
    for side in ("en", lang):
        ids, lens = z[side], z[side + "_len"].astype(np.int64)
        cuts = np.cumsum(lens)[:-1]
        out[side] = np.split(ids, cuts) if len(lens) else []
    return out


def tokens_per_sentence(sp, lines: List[str]) -> float:
    return sum(len(x) for x in sp.encode(lines, out_type=int)) / max(1, len(lines))


def snapshot_corpus(corpus: str, out: str, tries: int = 10) -> str:
    """Copy {train,dev,test}.tsv (+ stats.json) to out/corpus and return that dir.
    Why: the corpus builder replaces its files while it runs; the train/dev/test split must
    come from one build (dev/test pairs were removed from that build's train), so everything
    downstream (encoding, eval's test set) reads the frozen copy."""
    dst = os.path.join(out, "corpus")
    os.makedirs(dst, exist_ok=True)
    names = [n for n in ("train.tsv", "dev.tsv", "test.tsv", "stats.json")
             if os.path.exists(os.path.join(corpus, n))]
    stamp = lambda: [(os.stat(os.path.join(corpus, n)).st_mtime_ns, os.stat(os.path.join(corpus, n)).st_size)
                     for n in names]
    for _ in range(tries):
        before = stamp()
        # all files of one build have close mtimes; a gap means a build is half written
        if max(m for m, _ in before) - min(m for m, _ in before) < 600e9:
            for n in names:
                shutil.copy2(os.path.join(corpus, n), os.path.join(dst, n + ".tmp"))
            if stamp() == before:
                for n in names:
                    os.replace(os.path.join(dst, n + ".tmp"), os.path.join(dst, n))
                log(f"corpus snapshot: {', '.join(names)} -> {dst}")
                return dst
        log("corpus is being rewritten; waiting 30 s")
        time.sleep(30)
    raise RuntimeError(f"{corpus} kept changing; no consistent snapshot")


def cmd_measure(a, corpus: str, out: str) -> None:
    """Train one model per vocab size on the same sample; report pieces/sentence on dev."""
    os.makedirs(out, exist_ok=True)
    text = os.path.join(out, "measure_sample.txt")
    n = write_sample(os.path.join(corpus, "train.tsv"), text, a.sample)
    log(f"measure: sample of {n} sentences")
    _, dev_en, dev_xx = read_tsv(os.path.join(corpus, "dev.tsv"))
    results = {}
    for v in [int(x) for x in a.vocabs.split(",")]:
        t = time.time()
        prefix = os.path.join(out, f"measure_{v}")
        spm_train(text, prefix, v, a.model_type)
        sp = load_spm(prefix + ".model")
        bytes_share = sum(sp.IsByte(t) for x in sp.encode(dev_xx + dev_en, out_type=int) for t in x)
        r = {"train_s": round(time.time() - t, 1),
             "en_pieces_per_sent": round(tokens_per_sentence(sp, dev_en), 2),
             a.lang + "_pieces_per_sent": round(tokens_per_sentence(sp, dev_xx), 2),
             "byte_pieces_on_dev": bytes_share,
             # embedding/output layer params at d_model 256: what the vocab costs
             "embed_params_d256": v * 256}
        results[v] = r
        log(f"measure: vocab {v}: {r}")
    with open(os.path.join(out, "measure.json"), "w") as f:
        json.dump({"sample_sentences": n, "model_type": a.model_type, "results": results}, f, indent=1)
    print(json.dumps(results, indent=1))


def cmd_train(a, corpus: str, out: str) -> None:
    os.makedirs(out, exist_ok=True)
    t = time.time()
    text = os.path.join(out, "spm_sample.txt")
    n = write_sample(os.path.join(corpus, "train.tsv"), text, a.sample)
    log(f"train: {n} sentences, vocab {a.vocab}, {a.model_type}")
    spm_train(text, os.path.join(out, "spm"), a.vocab, a.model_type, hard_vocab_limit=not a.soft_vocab)
    os.remove(text)
    sp = load_spm(os.path.join(out, "spm.model"))
    log(f"train: done in {time.time() - t:.0f}s, vocab {sp.GetPieceSize()}")


def cmd_encode(a, corpus: str, out: str) -> None:
    sp = load_spm(os.path.join(out, "spm.model"))
    meta = {"lang": a.lang, "vocab_size": sp.GetPieceSize(), "model_type": a.model_type,
            "spm": "spm.model", "splits": {}}
    for split in SPLITS:
        t = time.time()
        meta["splits"][split] = encode_split(sp, os.path.join(corpus, split + ".tsv"),
                                             os.path.join(out, split + ".npz"), a.lang)
        log(f"encode: {split} {meta['splits'][split]} in {time.time() - t:.0f}s")
    meta["total_bytes"] = sum(s["bytes"] for s in meta["splits"].values()) + \
        os.path.getsize(os.path.join(out, "spm.model"))
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    log(f"encode: total {meta['total_bytes'] / 2**20:.1f} MiB in {out}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", choices=["measure", "train", "encode", "all"])
    ap.add_argument("--lang", default="es")
    ap.add_argument("--corpus", help="dir with train/dev/test.tsv (default $HEED_CACHE/corpus/en-LANG)")
    ap.add_argument("--out", help="output dir (default $HEED_CACHE/tok/en-LANG)")
    ap.add_argument("--vocab", type=int, default=16000)
    ap.add_argument("--vocabs", default="8000,16000", help="measure: sizes to compare")
    ap.add_argument("--sample", type=int, default=1000000, help="max training pairs fed to spm_train")
    ap.add_argument("--model-type", default="unigram", choices=["unigram", "bpe"])
    ap.add_argument("--no-snapshot", action="store_true", help="read --corpus directly (no frozen copy)")
    ap.add_argument("--soft-vocab", action="store_true", help="allow a smaller vocab (tiny corpora)")
    a = ap.parse_args(argv)
    corpus = a.corpus or os.path.join(cache_dir(), "corpus", "en-" + a.lang)
    out = a.out or os.path.join(cache_dir(), "tok", "en-" + a.lang)
    if a.cmd == "measure":
        cmd_measure(a, corpus, out)
        return
    if not a.no_snapshot:
        corpus = snapshot_corpus(corpus, out)
    if a.cmd in ("train", "all"):
        cmd_train(a, corpus, out)
    if a.cmd in ("encode", "all"):
        cmd_encode(a, corpus, out)


if __name__ == "__main__":
    main()
