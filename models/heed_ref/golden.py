"""Generate tests/golden/: tiny random models, their .heed files and expected outputs.

  nice /usr/bin/python3 -m models.heed_ref.golden [--out tests/golden] [--check]

Everything is made here from fixed seeds (no third-party text): a word list, sentences drawn
from it, a sentencepiece model trained on them, two tiny random Transformers (post-norm + ReLU,
pre-norm + GELU), each exported as f32 and int8, and for a few input strings the greedy and
beam outputs, fp32 logits and cross-attention of the f32 model, and the int8 simulation's
greedy output and logits. The same command writes byte-identical files on the same machine.
--check regenerates into a temporary folder and compares: model files byte for byte, expected
floats within a tolerance (other CPUs and torch versions round differently). File layout:
tests/golden/README.md.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import sys
import tempfile

import sentencepiece as spm
import torch

from models.heed_ref import export, quant_sim, search
from models.heed_ref.transformer import HeedConfig, Transformer

# A made-up vocabulary; accented words exercise multi-byte UTF-8 pieces.
WORDS = ("the a one small big red blue green old new dog cat bird child house tree river song "
         "book road city light runs sings reads sees finds eats sleeps walks under over near "
         "with and but not very today now here there canción niño niña über café año día "
         "mañana corazón señor größe élan naïve").split()

CASES = [
    "the dog runs.",
    "A small child reads the old book near the river, and the cat sleeps.",
    "El niño canta una canción über alles 🎵 ¡qué día!",
    "The bird sings. The city sleeps! Where is the road?",
    "Zebra 42 runs at 7:30 ☕",
    "mañana the señor sees a very big green tree",
]

BASE = dict(src_lang="en", tgt_lang="es", d_model=32, n_heads=4, d_ff=64, encoder_layers=2,
            decoder_layers=2, vocab_size=336, max_positions=256, layer_norm_eps=1e-5,
            pad_id=0, bos_id=1, eos_id=2, unk_id=3)
# name -> (config changes, weight seed, eos bias boost). The second variant also differs in heads and encoder
# depth, so an engine that mixes up config keys fails. Seeds were picked among 60 (pre_gelu's
# among 100 again when activations became 7-bit, 2026-11-26) for wide top-1 margins (fp32 and
# int8), no int8 logit moved by 1-ulp noise, and varied greedy outputs. The boost raises output.bias[eos]
# so that some greedy and beam hypotheses end with eos within MAX_LENGTH (stop rules tested);
# PIECE_BOOST raises the bias of non-byte pieces, so outputs mix words and raw bytes.
PIECE_BOOST = 3.0
VARIANTS = {
    "post_relu": (dict(norm="post", activation="relu"), 40, 22.0),
    "pre_gelu": (dict(norm="pre", activation="gelu", n_heads=2, encoder_layers=1), 91, 22.0),
}
MAX_LENGTH = 9      # tokens before eos in the golden data (keeps the files small)
BEAM_SIZE = 4
ALPHA = 0.6
DIGITS = 7          # significant digits of stored floats
TOP_K = 8           # int8 data: logits kept per step


def make_sentences(n: int = 3000, seed: int = 7):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(3, 12))]
        # Lower case only: the alphabet stays small, leaving vocabulary for multi-letter pieces;
        # capitals in the test inputs then exercise byte fallback.
        out.append(" ".join(words) + rng.choice(".!?,"))
    return out


def train_tokenizer(vocab_size: int) -> bytes:
    import io
    model = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(make_sentences()), model_writer=model, vocab_size=vocab_size,
        model_type="unigram", byte_fallback=True, character_coverage=1.0,
        # identity: no NFKC table in the model (keeps files small; text passes through as is)
        normalization_rule_name="identity",
        pad_id=0, bos_id=1, eos_id=2, unk_id=3, num_threads=1, minloglevel=2)
    return model.getvalue()


def init_weights(model: Transformer, seed: int, eos_boost: float = 0.0,
                 piece_boost: float = 0.0, piece_ids=()) -> None:
    """Random weights whose logits are peaked and whose greedy outputs vary. Embedding rows
    have equal norms (no 'hub' token that wins every step), kept small so positions matter;
    the last LayerNorm's gain is large, which scales the (tied) logits up."""
    g = torch.Generator().manual_seed(seed)
    cfg = model.cfg
    final = ("decoder.final_norm.weight" if cfg.norm == "pre"
             else f"decoder.layers.{cfg.decoder_layers - 1}.norm3.weight")
    with torch.no_grad():
        for name, p in model.named_parameters():             # fixed order -> reproducible
            r = torch.randn(p.shape, generator=g)
            if name == "embed.weight":
                # float64, rounded once: torch versions compute fp32 norms with different
                # summation orders, which would change the file by an ulp.
                r = r.double()
                p.copy_((r / r.norm(dim=1, keepdim=True) * 0.3 * math.sqrt(cfg.d_model)).float())
            elif p.dim() == 2:
                p.copy_(r / math.sqrt(p.shape[1]))
            elif name == final:
                p.copy_(6.0 * r)
            elif "norm" in name and name.endswith(".weight"):
                p.copy_(1.0 + r)
            else:
                p.copy_(0.1 * r)
        model.output.bias[cfg.eos_id] += eos_boost
        model.output.bias[list(piece_ids)] += piece_boost


def rnd(x: float) -> float:
    """Rounded to DIGITS significant digits; repr of the result is short and stable."""
    return float(format(float(x), f".{DIGITS}g"))


def rows(t) -> list:
    return [[rnd(v) for v in row.tolist()] for row in t]


def top2_margin(logits: torch.Tensor) -> float:
    top = torch.topk(logits, 2).values
    return float(top[0] - top[1])


def int8_sensitivity(qmodel, src_ids, hyp, trials: int = 4, seed: int = 0):
    """How far the int8 simulation's logits move when its fp32 activations change by ~1 ulp
    (as another summation order, the engine's, changes them): mostly ~1e-5, but a value that
    lands on the other side of a rounding boundary changes one int8 activation by 1, which can
    move logits by tenths. Teacher-forces the sim's own greedy path.
    Returns (max |dlogit|, number of trials that moved some logit by more than 1e-3)."""
    tgt = torch.tensor([[qmodel.cfg.bos_id] + hyp.tokens[:len(hyp.step_logits) - 1]])
    base = torch.stack(hyp.step_logits)                            # (T, V)
    gen = torch.Generator().manual_seed(seed)
    worst, moved = 0.0, 0
    with torch.no_grad():
        for _ in range(trials):
            with quant_sim.perturbed_activations(2.0 ** -24, gen):
                logits = qmodel(torch.tensor([src_ids]), tgt)[0]
            d = float((logits - base).abs().max())
            worst, moved = max(worst, d), moved + (d > 1e-3)
    return worst, moved


def greedy_record(h, full: bool) -> dict:
    """full: every step's logits (V) and attention (S); else only each step's TOP_K logits
    as [token, logit] pairs (the int8 data: its tolerance is loose, and size matters)."""
    rec = {"tokens": h.tokens, "finished": h.finished,
           "log_probs": [rnd(v) for v in h.log_probs], "score": rnd(h.score),
           "min_margin": rnd(min(top2_margin(l) for l in h.step_logits))}
    if full:
        rec["logits"] = rows(h.step_logits)
        rec["attention"] = rows(h.step_attention)
    else:
        rec["top_logits"] = []
        for l in h.step_logits:
            top = torch.topk(l, TOP_K)          # values descending; ties -> see README
            rec["top_logits"].append([[int(i), rnd(v)] for v, i in zip(top.values, top.indices)])
    return rec


def dump(obj) -> str:
    """Indented JSON with every list of plain numbers on one line (readable and compact)."""
    text = json.dumps(obj, ensure_ascii=False, indent=1)
    return re.sub(r"\[[-0-9.eE+,\s]*\]",
                  lambda m: "[" + ",".join(x.strip() for x in m.group(0)[1:-1].split(",")) + "]"
                  if m.group(0)[1:-1].strip() else "[]", text) + "\n"


def build(out_dir: str, log=print) -> None:
    os.makedirs(out_dir, exist_ok=True)
    tok_bytes = train_tokenizer(BASE["vocab_size"])
    sp = spm.SentencePieceProcessor(model_proto=tok_bytes)
    piece_ids = [i for i in range(sp.get_piece_size()) if not (sp.is_byte(i) or sp.is_control(i)
                                                               or sp.is_unknown(i))]
    for name, (switches, seed, eos_boost) in VARIANTS.items():
        cfg = HeedConfig(**{**BASE, **switches})
        model = Transformer(cfg)
        init_weights(model, seed, eos_boost, PIECE_BOOST, piece_ids)
        files = {w: f"model_{name}_{w}.heed" for w in ("f32", "int8")}
        for w, fname in files.items():
            export.save_model(model, tok_bytes, os.path.join(out_dir, fname), int8=(w == "int8"))
        # Expected outputs come from the models as read back from the files.
        f32_model, _ = export.load_model(os.path.join(out_dir, files["f32"]))
        q_model, _ = export.load_model(os.path.join(out_dir, files["int8"]))
        cases, margins, noise, moved = [], [], [], 0
        for text in CASES:
            src = sp.encode(text) + [cfg.eos_id]
            g = search.greedy(f32_model, src, max_length=MAX_LENGTH, alpha=ALPHA)
            b = search.beam_search(f32_model, src, beam_size=BEAM_SIZE, alpha=ALPHA,
                                   max_length=MAX_LENGTH)
            qg = search.greedy(q_model, src, max_length=MAX_LENGTH, alpha=ALPHA)
            margins.append(min(top2_margin(l) for l in qg.step_logits))
            d, m = int8_sensitivity(q_model, src, qg)
            noise.append(d)
            moved += m
            agree = next((i for i, (x, y) in enumerate(zip(g.tokens, qg.tokens)) if x != y),
                         min(len(g.tokens), len(qg.tokens)))
            diff = max(float((a - c).abs().max()) for a, c in
                       zip(g.step_logits[:agree + 1], qg.step_logits[:agree + 1]))
            log(f"{name:9s} int8 min margin {margins[-1]:7.3f}  1-ulp sensitivity {d:.1e} ({m} moved)"
                f"  f32 vs int8: same tokens {g.tokens == qg.tokens}, first {agree} agree,"
                f" max |dlogit| there {diff:.3f}  | {text[:30]!r}")
            cases.append({
                "text": text, "source_ids": src, "source_pieces": [sp.id_to_piece(i) for i in src],
                "f32": {"greedy": {**greedy_record(g, True), "text": sp.decode(g.tokens)},
                        "beam": {"tokens": b.tokens, "finished": b.finished, "score": rnd(b.score),
                                 "text": sp.decode(b.tokens)}},
                "int8": {"greedy": {**greedy_record(qg, False), "text": sp.decode(qg.tokens)}},
            })
        expected = {
            "generator": "nice /usr/bin/python3 -m models.heed_ref.golden",
            # The .heed files are the same bytes under torch 1.13 and 2.x; the floats below can
            # differ in the last digit with another torch (other kernels), so say which made them.
            "made_with": {"torch": torch.__version__.split("+")[0], "sentencepiece": spm.__version__},
            "variant": name, "config": json.loads(cfg.to_json()),
            "models": files, "max_length": MAX_LENGTH, "beam_size": BEAM_SIZE,
            "length_penalty": ALPHA, "attention_layer": cfg.decoder_layers - 1,
            "int8_min_margin": rnd(min(margins)),
            "int8_sensitivity": {"relative_noise": 2.0 ** -24, "runs": 4 * len(CASES),
                                 "runs_moved_over_1e-3": moved, "max_abs_logit_change": rnd(max(noise))},
            "cases": cases,
        }
        with open(os.path.join(out_dir, f"expected_{name}.json"), "w", encoding="utf-8") as f:
            f.write(dump(expected))
        log(f"{name}: int8 min top-1 margin {min(margins):.3f}; 1-ulp sensitivity: max |dlogit| "
            f"{max(noise):.1e}, {moved}/{4 * len(CASES)} runs moved a logit > 1e-3")


# Regenerated floats agree with the committed ones when |want - got| <= FLOAT_ATOL +
# FLOAT_RTOL * |want|: the same torch on another CPU runs other BLAS kernels (an Intel Xeon gave
# -0.2845662 where an AMD EPYC gave -0.2845666), and another torch other kernels again.
FLOAT_ATOL, FLOAT_RTOL = 2e-4, 1e-5
# Fields that describe the run that wrote a file, not the models' outputs: never compared.
RUN_FIELDS = ("made_with", "int8_sensitivity")


def _diff_json(want, got, where: str, problems: list, floats: list) -> None:
    """Structure, ints, strings and bools must be equal; floats are collected in `floats` as
    (|difference|, allowed, where, want, got) for the caller to judge."""
    if isinstance(want, float) or isinstance(got, float):
        if isinstance(want, (int, float)) and isinstance(got, (int, float)) \
                and not isinstance(want, bool) and not isinstance(got, bool):
            floats.append((abs(want - got), FLOAT_ATOL + FLOAT_RTOL * abs(want), where, want, got))
        else:
            problems.append(f"{where}: {want!r} != {got!r}")
    elif isinstance(want, dict) and isinstance(got, dict):
        if sorted(want) != sorted(got):
            problems.append(f"{where}: keys {sorted(want)} != {sorted(got)}")
            return
        for k in want:
            _diff_json(want[k], got[k], f"{where}.{k}", problems, floats)
    elif isinstance(want, list) and isinstance(got, list):
        if len(want) != len(got):
            problems.append(f"{where}: {len(want)} items != {len(got)}")
            return
        for i, (a, b) in enumerate(zip(want, got)):
            _diff_json(a, b, f"{where}[{i}]", problems, floats)
    elif want != got or type(want) is not type(got):
        problems.append(f"{where}: {want!r} != {got!r}")


def compare(expected_dir: str, generated_dir: str):
    """Compares a regenerated golden folder with the committed one. Model files (our bytes:
    fixed seeds, elementwise init, deterministic quantization) must be identical; in the JSON,
    tokens, texts and structure must be equal and floats within the tolerance above.
    Returns (problems, largest): largest is the biggest float difference as (|difference|,
    allowed, where, want, got), or None when no float differs."""
    names = sorted(n for n in os.listdir(expected_dir) if n.startswith(("expected_", "model_")))
    got_names = sorted(n for n in os.listdir(generated_dir) if n.startswith(("expected_", "model_")))
    problems, floats = [], []
    if names != got_names:
        problems.append(f"files {names} != generated {got_names}")
    for name in sorted(set(names) & set(got_names)):
        with open(os.path.join(expected_dir, name), "rb") as f:
            want = f.read()
        with open(os.path.join(generated_dir, name), "rb") as f:
            got = f.read()
        if want == got:
            continue
        if not name.endswith(".json"):
            problems.append(f"{name}: different bytes")
            continue
        want, got = json.loads(want), json.loads(got)
        for key in RUN_FIELDS:
            want.pop(key, None), got.pop(key, None)
        _diff_json(want, got, name, problems, floats)
    largest = max(floats, key=lambda f: f[0], default=None)
    problems += [f"{w}: |{a!r} - {b!r}| = {d:.3g} > {allowed:.3g}"
                 for d, allowed, w, a, b in floats if d > allowed]
    return problems, largest


def describe(largest) -> str:
    if largest is None:
        return "no float differs"
    d, allowed, where, want, got = largest
    return (f"largest float difference {d:.3g} at {where} ({want!r} vs {got!r}; "
            f"tolerance {FLOAT_ATOL:g} + {FLOAT_RTOL:g}*|want| = {allowed:.3g})")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="tests/golden")
    ap.add_argument("--check", action="store_true", help="regenerate to a temp dir and compare")
    args = ap.parse_args(argv)
    torch.set_num_threads(1)
    if not args.check:
        build(args.out)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        build(tmp, log=lambda *a: None)
        problems, largest = compare(args.out, tmp)
    for p in problems:
        print("differs:", p)
    print(describe(largest))
    if problems:
        return 1
    print("golden files are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
