"""Training bundle for one direction: what a run on the accelerator machine carries (its limit is
64 MiB a call, ours 60 MiB so the code and a little more fit beside it).

    /usr/bin/python3 -m models.data.bundle --lang es --direction es-en \\
        [--mix $HEED_CACHE/mix/es-en] [--spm PATH | --vocab 8000] [--out DIR] \\
        [--exclude-dev ../shared/eval/flores-dev] [--max-mib 60]

Input: mix.py's folder (train.tsv, dev.tsv, test.tsv). Output (default
$HEED_CACHE/bundle/<direction>/, or an ignored in-repo path such as models/work/bundle-es-en
to carry it):
  spm.model      the tokenizer: --spm reuses one (a .model, or a .heed's own tokenizer: a
                 bundle to fine-tune models/shipped/es-en.heed uses --spm that file),
                 --vocab N trains one on the mix with the mix's tags as single pieces
  train.npz, dev.npz   uint16 token ids in tokenizer.py's format (en, xx, *_len, src, sources),
                 so `models.train --tok DIR --lang xx --direction ...` trains on it directly
  meta.json      vocab size, pair and token counts, bytes, the tags
The test split is not carried: evaluation runs where the corpus is.

Checks, after writing (a failed check exits non-zero and says why):
  size     all files together <= --max-mib;
  leakage  every pair of train.npz is decoded back to text (tags removed) and compared with
           every dev/test sentence we know: the corpus's dev/test, all $HEED_CACHE/corpus/*/
           dev/test splits, and each --exclude-dev path (FLORES dev, given by path only, read
           only to keep it out). Same rule as mono.py: equal after normalisation or 8
           consecutive shared words.
"""

import argparse
import json
import os
import shutil
import sys

from . import config
from .mix import DEFAULT_CONFIG
from .mono import add_corpus_splits, load_exclusion

FILES = ("spm.model", "train.npz", "dev.npz", "meta.json")


def tags_of(config_path):
    with open(config_path, encoding="utf-8") as f:
        cfg = json.load(f)
    return tuple(sorted({i["tag"] for i in cfg["ingredients"] if i.get("tag")}))


def strip_tag(s, tags):
    for t in tags:
        if s.startswith(t + " "):
            return s[len(t) + 1:]
    return s


def leaks(bundle, lang, exclusion, tags):
    """-> list of (pair index, side, text) of train.npz pairs that match a dev/test sentence."""
    from models import tokenizer
    sp = tokenizer.load_spm(os.path.join(bundle, "spm.model"))
    data = tokenizer.load_split(os.path.join(bundle, "train.npz"), lang)
    found = []
    for side in ("en", lang):
        texts = sp.decode([x.tolist() for x in data[side]])
        for i, s in enumerate(texts):
            if exclusion.reason(strip_tag(s, tags)):
                found.append((i, side, s))
    return found


def size_mib(bundle):
    return sum(os.path.getsize(os.path.join(bundle, f)) for f in FILES if os.path.exists(os.path.join(bundle, f))) / 2**20


def build(mix_dir, out, lang, spm=None, vocab=None, tags=(), log=config.log):
    from models import tokenizer
    os.makedirs(out, exist_ok=True)
    if spm and spm.endswith(".heed"):
        # the tokenizer inside a model file: a bundle for fine-tuning that model
        from models.heed_ref.heed_format import TOKENIZER, read_raw
        header, data, _ = read_raw(spm)
        b, e = header[TOKENIZER]["data_offsets"]
        with open(os.path.join(out, "spm.model"), "wb") as f:
            f.write(bytes(data[b:e]))
    elif spm:
        shutil.copyfile(spm, os.path.join(out, "spm.model"))
    else:
        text = os.path.join(out, "spm_sample.txt")
        n = tokenizer.write_sample(os.path.join(mix_dir, "train.tsv"), text, 1000000)
        log("bundle: training a %d-piece tokenizer on %d sentences (tags as pieces: %s)" % (vocab, n, ", ".join(tags)))
        # small mixes (the CI slice) cannot fill a big vocabulary: soft limit there
        tokenizer.spm_train(text, os.path.join(out, "spm"), vocab, hard_vocab_limit=n > 20 * vocab,
                            user_symbols=tags)
        os.remove(text)
        os.remove(os.path.join(out, "spm.vocab"))
    sp = tokenizer.load_spm(os.path.join(out, "spm.model"))
    meta = {"lang": lang, "vocab_size": sp.GetPieceSize(), "spm": "spm.model", "tags": list(tags),
            "tag_pieces": {t: sp.encode(t, out_type=str) for t in tags}, "splits": {}}
    for split in ("train", "dev"):
        meta["splits"][split] = tokenizer.encode_split(sp, os.path.join(mix_dir, split + ".tsv"),
                                                       os.path.join(out, split + ".npz"), lang)
        log("bundle: %s %s" % (split, meta["splits"][split]))
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1, ensure_ascii=False)
    meta["total_mib"] = round(size_mib(out), 2)
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1, ensure_ascii=False)
    return meta


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lang", default="es")
    ap.add_argument("--direction", required=True)
    ap.add_argument("--cache", default=None)
    ap.add_argument("--mix", help="mix.py output folder (default $CACHE/mix/<direction>)")
    ap.add_argument("--config", default=DEFAULT_CONFIG, help="mix config (for its tags)")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--spm", help="reuse this sentencepiece model (.model, or the one inside a .heed)")
    g.add_argument("--vocab", type=int, help="train a tokenizer of this size on the mix")
    ap.add_argument("--out", help="default $CACHE/bundle/<direction>")
    ap.add_argument("--exclude-dev", action="append", default=[], metavar="PATH")
    ap.add_argument("--max-mib", type=float, default=60.0)
    ap.add_argument("--check-only", action="store_true", help="only run the checks on --out")
    a = ap.parse_args(argv)
    cache = config.cache_dir(a.cache)
    mix_dir = os.path.abspath(a.mix or os.path.join(cache, "mix", a.direction))
    out = os.path.abspath(a.out or os.path.join(cache, "bundle", a.direction))
    tags = tags_of(a.config)
    if not a.check_only and not (a.spm or a.vocab):
        ap.error("give --spm PATH or --vocab N (or --check-only)")
    if not a.check_only:
        build(mix_dir, out, a.lang, a.spm, a.vocab, tags)
    mib = size_mib(out)
    config.log("bundle %s: %.2f MiB in %s (limit %.0f)" % (a.direction, mib, out, a.max_mib))
    if mib > a.max_mib:
        sys.stderr.write("bundle: %.2f MiB is over the %.0f MiB limit\n" % (mib, a.max_mib))
        return 1
    exclusion, info = load_exclusion(cache, a.exclude_dev)
    add_corpus_splits(exclusion, mix_dir)
    bad = leaks(out, a.lang, exclusion, tags)
    config.log("bundle %s: leakage check against %d dev/test sentences (%s): %d matches"
               % (a.direction, exclusion.count, ", ".join(info["given_paths"]) or "own splits only", len(bad)))
    if bad:
        for i, side, s in bad[:10]:
            sys.stderr.write("  train pair %d (%s): %s\n" % (i, side, s))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
