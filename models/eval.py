"""Score a Heed model on the test split, next to Apertium, per source and overall.

    /usr/bin/python3 -m models.eval --model M.heed [--engine build/engine/tools/heed] [--beam 4]
        [--no-shortlist] [--direction en-es] [--test TSV] [--out DIR] [--limit N] [--no-apertium] [--reference]

The model is run BY THE ENGINE (`heed translate --model M --beam N`, stdin lines -> stdout
lines), i.e. what users get, int8 kernels included. `--reference` instead decodes with the
PyTorch reference (models/heed_ref) reading the same file: for when the engine is not built,
or to compare engine and reference.
Apertium (`apertium -u eng-spa` / `spa-eng`, rule-based, in Debian) translates the same lines.
Writes DIR/eval.json, DIR/eval.md (tables + 20 fixed-seed examples for the model card) and the
raw outputs DIR/hyp.<system>.txt. Scores: chrF2 and BLEU (models/metrics.py, sacreBLEU-compatible).
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
from collections import defaultdict
from typing import Dict, List, Optional

from models import metrics

DEFAULT_CACHE = "/work/cache/heed"
APERTIUM_PAIRS = {"en-es": "eng-spa", "es-en": "spa-eng"}
EXAMPLE_SEED = 20240501
N_EXAMPLES = 20


def log(msg: str) -> None:
    sys.stderr.write(time.strftime("[%H:%M:%S] ") + msg + "\n")
    sys.stderr.flush()


def read_test(path: str, direction: str, limit: Optional[int]):
    """-> (source names, source sentences, reference sentences) for the direction."""
    from models.tokenizer import read_tsv
    names, en, xx = read_tsv(path)
    srcs, refs = (en, xx) if direction.startswith("en-") else (xx, en)
    if limit:
        names, srcs, refs = names[:limit], srcs[:limit], refs[:limit]
    return names, srcs, refs


def run_lines(cmd: List[str], lines: List[str], timeout: float) -> List[str]:
    """Feed lines on stdin, return stdout lines; the count must match (one line per line)."""
    p = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True,
                       timeout=timeout, encoding="utf-8")
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}: {p.stderr[-2000:]}")
    out = p.stdout.split("\n")
    if out and out[-1] == "":
        out.pop()
    if len(out) != len(lines):
        raise RuntimeError(f"{' '.join(cmd)}: {len(out)} output lines for {len(lines)} input lines")
    return out


def translate_engine(engine: str, model: str, beam: int, lines: List[str], shortlist: bool = True) -> List[str]:
    if not os.path.exists(engine):
        raise FileNotFoundError(f"engine CLI {engine} not built (cmake --build build), or use --reference")
    cmd = [engine, "translate", "--model", model, "--beam", str(beam)] + ([] if shortlist else ["--no-shortlist"])
    return run_lines(cmd, lines, timeout=6 * 3600)


def translate_reference(model_path: str, beam: int, lines: List[str]) -> List[str]:
    """The PyTorch reference on the same .heed file (int8 files run the int8 simulation)."""
    import sentencepiece as spm
    import torch
    from models.heed_ref import search
    from models.heed_ref.export import load_model
    torch.set_num_threads(1)                   # a shared, busy machine: 1 thread is faster
    model, tok = load_model(model_path)
    sp = spm.SentencePieceProcessor(model_proto=tok)
    out = []
    for i, line in enumerate(lines):
        ids = sp.encode(line, out_type=int)[:model.cfg.max_positions - 60] + [model.cfg.eos_id]
        h = search.greedy(model, ids) if beam <= 1 else search.beam_search(model, ids, beam_size=beam)
        out.append(sp.decode(h.tokens))
        if (i + 1) % 200 == 0:
            log(f"reference: {i + 1}/{len(lines)}")
    return out


def translate_apertium(direction: str, lines: List[str]) -> List[str]:
    pair = APERTIUM_PAIRS[direction]
    try:
        return run_lines(["apertium", "-u", pair], lines, timeout=3600)
    except RuntimeError as e:
        # Apertium can merge or split lines on odd input; then go line by line (slow, exact).
        log(f"apertium batch failed ({e}); translating line by line")
        return [run_lines(["apertium", "-u", pair], [ln], timeout=60)[0] for ln in lines]


def score(hyps: List[str], refs: List[str]) -> Dict:
    return {"n": len(hyps), "chrf2": round(metrics.chrf(hyps, refs), 2), "bleu": round(metrics.bleu(hyps, refs), 2)}


def score_by_source(names: List[str], hyps: List[str], refs: List[str]):
    """-> overall, per source type (the part before ':'), per full source name."""
    by_type, by_name = defaultdict(list), defaultdict(list)
    for i, n in enumerate(names):
        by_type[n.split(":")[0]].append(i)
        by_name[n].append(i)
    pick = lambda idx: score([hyps[i] for i in idx], [refs[i] for i in idx])
    return (score(hyps, refs), {k: pick(v) for k, v in sorted(by_type.items())},
            {k: pick(v) for k, v in sorted(by_name.items())})


def markdown(report: Dict) -> str:
    systems = list(report["systems"])
    head = "| source | pairs | " + " | ".join(f"{s} chrF2 | {s} BLEU" for s in systems) + " |"
    sep = "|---|---:|" + "---:|---:|" * len(systems)
    rows = [head, sep]
    first = report["systems"][systems[0]]
    keys = [("**all**", "overall", None)] + [(k, "by_type", k) for k in first["by_type"]]
    for label, part, key in keys:
        cells = []
        for s in systems:
            r = report["systems"][s][part] if key is None else report["systems"][s][part][key]
            cells += [f"{r['chrf2']:.1f}", f"{r['bleu']:.1f}"]
        n = first[part]["n"] if key is None else first[part][key]["n"]
        rows.append(f"| {label} | {n} | " + " | ".join(cells) + " |")
    lines = [f"# {report['direction']} test results", "",
             f"Model `{report['model']}`, beam {report['beam']}, decoder: {report['decoder']}; "
             f"metrics: {report['metrics_impl']} (chrF2 = sacreBLEU chrF defaults, BLEU = 13a, exp smoothing).",
             "", *rows, ""]
    if report.get("timing"):
        lines += ["Translation time: " + ", ".join(f"{s} {t['seconds']} s ({t['words_per_s']} words/s)"
                                                   for s, t in report["timing"].items()), ""]
    lines += [f"## {len(report['examples'])} random test examples (seed {EXAMPLE_SEED})", ""]
    esc = lambda s: s.replace("|", "\\|")
    for i, ex in enumerate(report["examples"], 1):
        lines.append(f"{i}. *{ex['source_name']}*  ")
        lines.append(f"   source: {esc(ex['src'])}  ")
        lines.append(f"   reference: {esc(ex['ref'])}  ")
        for s in systems:
            lines.append(f"   {s}: {esc(ex[s])}  ")
        lines.append("")
    return "\n".join(lines)


def default_test_file(cache: str, lang: str) -> str:
    """The test split the models were trained beside: the tokenizer's frozen copy of the corpus.
    Why not corpus/en-LANG/test.tsv: a later corpus build draws a new split, whose test pairs may
    be training pairs of a model trained on the earlier build (it happened: 253 of 2,380)."""
    frozen = os.path.join(cache, "tok", f"en-{lang}", "corpus", "test.tsv")
    if os.path.exists(frozen):
        return frozen
    latest = os.path.join(cache, "corpus", f"en-{lang}", "test.tsv")
    log(f"no frozen split at {frozen}; using {latest}, which only matches models trained on that build")
    return latest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", required=True, help="a .heed model file")
    ap.add_argument("--engine", default="build/engine/tools/heed", help="path of the heed CLI")
    ap.add_argument("--reference", action="store_true", help="decode with the PyTorch reference instead")
    ap.add_argument("--beam", type=int, default=4)
    ap.add_argument("--no-shortlist", action="store_true",
                    help="engine scores the whole vocabulary even if the model has a shortlist (its cost)")
    ap.add_argument("--direction", default="en-es")
    ap.add_argument("--test", help="test TSV (default: the tokenizer's frozen split, "
                    "$HEED_CACHE/tok/en-LANG/corpus/test.tsv)")
    ap.add_argument("--out", help="output dir (default: next to the model, eval-<direction>)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N test pairs")
    ap.add_argument("--no-apertium", action="store_true")
    ap.add_argument("--compare-reference", action="store_true",
                    help="also decode with the PyTorch reference; report identical-output share")
    ap.add_argument("--min-chrf", type=float, default=None, help="exit 1 if heed's chrF2 is lower")
    ap.add_argument("--min-agreement", type=float, default=None,
                    help="exit 1 if fewer engine lines equal the reference's (with --compare-reference)")
    a = ap.parse_args(argv)

    lang = [x for x in a.direction.split("-") if x != "en"][0]
    test = a.test or default_test_file(os.environ.get("HEED_CACHE") or DEFAULT_CACHE, lang)
    out = a.out or os.path.join(os.path.dirname(os.path.abspath(a.model)), f"eval-{a.direction}")
    os.makedirs(out, exist_ok=True)
    names, srcs, refs = read_test(test, a.direction, a.limit)
    n_words = sum(len(s.split()) for s in srcs)
    log(f"{len(srcs)} test pairs ({n_words} source words) from {test}")

    outputs, timing = {}, {}
    t = time.time()
    outputs["heed"] = (translate_reference(a.model, a.beam, srcs) if a.reference
                       else translate_engine(a.engine, a.model, a.beam, srcs, shortlist=not a.no_shortlist))
    timing["heed"] = time.time() - t
    if a.compare_reference and not a.reference:
        t = time.time()
        outputs["reference"] = translate_reference(a.model, a.beam, srcs)
        timing["reference"] = time.time() - t
    if not a.no_apertium:
        if shutil.which("apertium") and a.direction in APERTIUM_PAIRS:
            t = time.time()
            outputs["apertium"] = translate_apertium(a.direction, srcs)
            timing["apertium"] = time.time() - t
        else:
            log("apertium (or its language pair) is not installed: apt-get install apertium apertium-eng-spa")

    report = {"direction": a.direction, "model": os.path.abspath(a.model), "beam": a.beam,
              "decoder": "reference (PyTorch)" if a.reference
              else f"engine {a.engine}" + (" --no-shortlist" if a.no_shortlist else ""),
              "test": os.path.abspath(test), "metrics_impl": metrics.which_impl(), "systems": {},
              "timing": {s: {"seconds": round(v, 1), "words_per_s": round(n_words / max(v, 1e-9))}
                         for s, v in timing.items()}}
    for s, hyps in outputs.items():
        with open(os.path.join(out, f"hyp.{s}.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(hyps) + "\n")
        overall, by_type, by_name = score_by_source(names, hyps, refs)
        report["systems"][s] = {"overall": overall, "by_type": by_type, "by_source": by_name}
        log(f"{s}: chrF2 {overall['chrf2']}  BLEU {overall['bleu']}")
    idx = sorted(random.Random(EXAMPLE_SEED).sample(range(len(srcs)), min(N_EXAMPLES, len(srcs))))
    report["examples"] = [dict(source_name=names[i], src=srcs[i], ref=refs[i],
                               **{s: outputs[s][i] for s in outputs}) for i in idx]
    failed = False
    if "reference" in outputs:
        same = sum(x == y for x, y in zip(outputs["heed"], outputs["reference"])) / max(1, len(srcs))
        report["engine_reference_identical"] = round(same, 4)
        log(f"engine and reference outputs identical on {100 * same:.1f}% of lines")
        if a.min_agreement is not None and same < a.min_agreement:
            log(f"FAIL: agreement {same:.3f} < {a.min_agreement}")
            failed = True
    with open(os.path.join(out, "eval.json"), "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1, ensure_ascii=False)
    with open(os.path.join(out, "eval.md"), "w", encoding="utf-8") as f:
        f.write(markdown(report))
    log(f"wrote {out}/eval.json and eval.md")
    heed_chrf = report["systems"]["heed"]["overall"]["chrf2"]
    if a.min_chrf is not None and heed_chrf < a.min_chrf:
        log(f"FAIL: heed chrF2 {heed_chrf} < {a.min_chrf}")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
