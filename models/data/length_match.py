"""Thin a bundle's synthetic pairs so their length ratios look like human translations'.

Back-translated pairs carry the length habits of the system that wrote their synthetic side.
Measured on the fine-tuning bundles (target pieces / source pieces, tags not counted):

  en->es  human prose 1.078, UI 1.113   Apertium's English as source (`<apt>`) 0.958
  es->en  human prose 0.927, UI 0.893   the en->es model's Spanish as source (`<bt>`) 0.977

A student trained on `<apt>` learns that Spanish is shorter than its English (the en->es
fine-tunes shortened FLORES outputs, ratio 0.876 -> 0.856), and one trained on `<bt>` that
English is longer than its Spanish (es->en writes 1.10x the references' length). This keeps
each synthetic pair with probability min(1, p_human(r) / p_synthetic(r)), r the pair's log
length ratio binned in steps of 0.05: bins the synthetic text over-fills are thinned to the
human share and the rest is kept whole. That moves a shifted ingredient part of the way
(en->es `<apt>` 0.958 -> 0.996, 62% of its pairs kept); matching the mean exactly would keep
5% of them.

  python3 -m models.data.length_match --bundle DIR --out DIR --direction en-es [--human ui,prose] [--synthetic apt,bt]
      [--carry DIR]

Writes DIR/{train.npz,dev.npz,spm.model,meta.json}; meta.json gains "length_match" with the
ratios before and after and the pairs kept per ingredient. --carry DIR also writes the bundle as
the accelerator machine takes it (models/gpu_finetune.sh): train.npz uncompressed, then
xz-compressed (train.npz.xz, preset 9 extreme, under half of numpy's zip) beside the other three files, so both
directions fit the 64 MiB a call carries with the repository.
"""
import argparse
import io
import json
import lzma
import os
import shutil
import sys
from typing import Dict, List

import numpy as np

from models import tokenizer

BIN = 0.05


def ingredient_of(sources: np.ndarray, src: np.ndarray) -> np.ndarray:
    """Per pair, its ingredient's name: the part of its source label before the first ':'."""
    names = np.array([s.split(":", 1)[0] for s in sources.tolist()])
    return names[src]


def length_ratios(src_len: np.ndarray, tgt_len: np.ndarray, tag_len: np.ndarray) -> np.ndarray:
    """log(target pieces / source pieces), the source's tag pieces not counted. (n,) float64"""
    s = np.maximum(src_len.astype(np.float64) - tag_len, 1.0)
    t = np.maximum(tgt_len.astype(np.float64), 1.0)
    return np.log(t / s)


def keep_probability(human: np.ndarray, synthetic: np.ndarray) -> np.ndarray:
    """Per synthetic pair, min(1, p_human / p_synthetic) of its log-ratio bin."""
    lo = min(human.min(), synthetic.min())
    bins = lambda r: np.floor((r - lo) / BIN).astype(np.int64)
    hb, sb = bins(human), bins(synthetic)
    n = max(hb.max(), sb.max()) + 1
    p_h = np.bincount(hb, minlength=n) / len(hb)
    p_s = np.bincount(sb, minlength=n) / len(sb)
    return np.minimum(1.0, p_h[sb] / p_s[sb])


def token_ratio(src_len, tgt_len, tag_len, mask) -> float:
    return round(float(tgt_len[mask].sum() / max(1.0, (src_len[mask] - tag_len[mask]).sum())), 3)


def length_match(bundle: str, out: str, direction: str, human: List[str], synthetic: List[str], seed: int = 1) -> Dict:
    with open(os.path.join(bundle, "meta.json")) as f:
        meta = json.load(f)
    z = dict(np.load(os.path.join(bundle, "train.npz")))
    lang = meta["lang"]
    # The tags sit on the source side, in front of the sentence.
    tag_pieces = {t.strip("<>"): len(p) for t, p in meta.get("tag_pieces", {}).items()}
    ingredient = ingredient_of(z["sources"], z["src"])                    # (n,)
    tag_len = np.array([tag_pieces.get(g, 0) for g in ingredient.tolist()], dtype=np.float64)
    src_side, tgt_side = direction.split("-")
    if {src_side, tgt_side} != {"en", lang}:
        raise SystemExit(f"{bundle} holds en-{lang}, not {direction}")
    s_len, t_len = z[src_side + "_len"], z[tgt_side + "_len"]
    r = length_ratios(s_len, t_len, tag_len)

    is_human = np.isin(ingredient, human)
    if not is_human.any():
        raise SystemExit(f"{bundle}: none of the human ingredients {human}")
    rng = np.random.default_rng(seed)
    keep = np.ones(len(r), dtype=bool)
    report = {"direction": direction, "human": human,
              "human_ratio": token_ratio(s_len, t_len, tag_len, is_human), "ingredients": {}}
    for g in synthetic:
        m = ingredient == g
        if not m.any():
            continue
        kept = rng.random(m.sum()) < keep_probability(r[is_human], r[m])
        keep[np.nonzero(m)[0][~kept]] = False
        report["ingredients"][g] = {
            "pairs": int(m.sum()), "kept": int(kept.sum()),
            "ratio_before": token_ratio(s_len, t_len, tag_len, m),
            "ratio_after": token_ratio(s_len, t_len, tag_len, m & keep)}

    # The kept pairs' tokens: each pair's keep flag repeated over its pieces.
    os.makedirs(out, exist_ok=True)
    arrays = {"src": z["src"][keep], "sources": z["sources"]}
    for side in ("en", lang):
        arrays[side] = z[side][np.repeat(keep, z[side + "_len"].astype(np.int64))]
        arrays[side + "_len"] = z[side + "_len"][keep]
    meta["splits"]["train"] = tokenizer.save_split(os.path.join(out, "train.npz"), lang, arrays)
    for name in ("dev.npz", meta.get("spm", "spm.model")):
        if os.path.exists(os.path.join(bundle, name)):
            shutil.copyfile(os.path.join(bundle, name), os.path.join(out, name))
    report["pairs"] = {"before": int(len(keep)), "after": int(keep.sum())}
    meta["length_match"] = report
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1, ensure_ascii=False)
    return report


def write_carry(bundle: str, carry: str) -> str:
    """The bundle in `bundle` as models/gpu_finetune.sh reads it, in `carry`; returns the .xz path."""
    os.makedirs(carry, exist_ok=True)
    for name in ("meta.json", "spm.model", "dev.npz"):
        shutil.copyfile(os.path.join(bundle, name), os.path.join(carry, name))
    raw = io.BytesIO()
    np.savez(raw, **dict(np.load(os.path.join(bundle, "train.npz"))))
    out = os.path.join(carry, "train.npz.xz")
    # The strongest preset: the carry is what limits a call (64 MiB with the repository), and
    # round 6's es-en bundle came to 33.3 MB at preset 6, 28.0 MB at 9 extreme (2.4 minutes).
    with lzma.open(out + ".tmp", "wb", preset=9 | lzma.PRESET_EXTREME) as f:
        f.write(raw.getvalue())
    os.replace(out + ".tmp", out)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--direction", required=True, help="the direction the bundle was built for")
    ap.add_argument("--human", default="ui,prose", help="ingredients whose ratios are the model")
    ap.add_argument("--synthetic", default="apt,bt", help="ingredients to thin")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--carry", help="also write the bundle for the accelerator machine here")
    a = ap.parse_args(argv)
    rep = length_match(a.bundle, a.out, a.direction, a.human.split(","), a.synthetic.split(","), a.seed)
    if a.carry:
        rep["carry"] = write_carry(a.out, a.carry)
    json.dump(rep, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
