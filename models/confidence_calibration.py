"""Calibrates translatePage's low-confidence mark (web/translate_page.js, LOW_CONFIDENCE).

A block is marked when the mean probability of its target tokens is below a threshold. This
translates a dev set with the native CLI (`heed translate --stream`, beam 4: the page's default),
takes each line's mean token probability and its sentence chrF2 against the reference, and prints,
for a range of thresholds, how many lines would be marked and how bad they are: their mean chrF2
beside the unmarked lines', and the share of marked lines that are in the worst quarter by chrF2
(precision) and of the worst quarter that is marked (recall).

  python3 -m models.confidence_calibration --model models/shipped/en-es.heed \\
      --dev DIR --src en --tgt es [--engine build/engine/tools/heed] [--limit N]

DIR holds <name>.<lang> files, one sentence per line (a dev set; never train on it).
"""
import argparse
import glob
import json
import os
import subprocess
import sys

from models import metrics


def stream_probabilities(engine, model, lines):
    """Mean token probability and output of each line, from `heed translate --stream`."""
    proc = subprocess.run([engine, "translate", "--model", model, "--stream"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, check=True)
    means, outputs, probs = [], [], []
    for row in proc.stdout.split("\n")[:-1]:
        if row.startswith("  ") and "\tp=" in row:
            probs.append(float(row.split("\tp=")[1].split("\t")[0]))
            continue
        means.append(sum(probs) / len(probs) if probs else 1.0)
        outputs.append(row)
        probs = []
    if len(outputs) != len(lines):
        raise SystemExit("expected %d outputs, got %d" % (len(lines), len(outputs)))
    return means, outputs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", required=True)
    ap.add_argument("--dev", required=True, help="folder of <name>.<lang> files")
    ap.add_argument("--src", required=True)
    ap.add_argument("--tgt", required=True)
    ap.add_argument("--engine", default="build/engine/tools/heed")
    ap.add_argument("--limit", type=int, default=0, help="first N lines only")
    ap.add_argument("--thresholds", default="0.3,0.35,0.4,0.45,0.5,0.55,0.6,0.65,0.7",
                    help="comma-separated mean probabilities to try")
    a = ap.parse_args(argv)
    read = lambda lang: open(glob.glob(os.path.join(a.dev, "*.%s" % lang))[0], encoding="utf-8").read().split("\n")
    src, ref = read(a.src), read(a.tgt)
    n = min(len(src), len(ref)) if not a.limit else a.limit
    src, ref = src[:n], ref[:n]
    keep = [i for i in range(n) if src[i].strip() and ref[i].strip()]
    src, ref = [src[i] for i in keep], [ref[i] for i in keep]
    means, outputs = stream_probabilities(a.engine, a.model, src)
    chrf = [metrics.chrf_from_stats(metrics.chrf_stats(h, r)) for h, r in zip(outputs, ref)]
    worst = sorted(chrf)[len(chrf) // 4]          # the worst quarter: chrF2 below this
    bad = [c < worst for c in chrf]
    rows = []
    print("threshold  marked  chrF2 marked  chrF2 unmarked  precision  recall")
    for t in [float(x) for x in a.thresholds.split(",")]:
        marked = [m < t for m in means]
        k = sum(marked)
        mean = lambda xs: sum(xs) / len(xs) if xs else float("nan")
        row = {
            "threshold": t, "marked": k / len(means),
            "chrf_marked": mean([c for c, m in zip(chrf, marked) if m]),
            "chrf_unmarked": mean([c for c, m in zip(chrf, marked) if not m]),
            "precision": mean([b for b, m in zip(bad, marked) if m]),
            "recall": sum(b and m for b, m in zip(bad, marked)) / max(1, sum(bad)),
        }
        rows.append(row)
        print("%9.2f  %5.1f%%  %12.1f  %14.1f  %8.0f%%  %5.0f%%" % (
            t, 100 * row["marked"], row["chrf_marked"], row["chrf_unmarked"], 100 * row["precision"], 100 * row["recall"]))
    print(json.dumps({"lines": len(means), "worst_quarter_below": worst, "rows": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
