"""Back- (and forward-) translation of monolingual prose with Heed's native engine, on the CPU.

    /usr/bin/python3 -m models.data.backtranslate --model models/shipped/en-es.heed \\
        --input $HEED_CACHE/mono/mono.en.tsv --sample 5000 --out $HEED_CACHE/bt/en-es.mono-en \\
        [--mode bt|ft] [--jobs 2] [--greedy | --beam 4] [--chunk 250]

The model's source language is the input's language. --mode says which side of the written
pairs is synthetic:
  bt (default)  the output becomes the *source* of the reverse direction: English prose through
                the en-es model gives (synthetic es, real en) pairs for training es->en.
  ft            the output is a synthetic *target* for the model's own direction (forward
                translation of source-side prose): English prose -> (real en, synthetic es)
                pairs for training en->es.

Output: OUT/pairs.tsv in the corpus format (`source_name<TAB>en<TAB>xx`), source_name
`bt:<label>` or `ft:<label>` (label = the mono source, e.g. `docs:libreoffice-help`), so the
mixer (mix.py) can tell synthetic pairs from real ones and tag them; OUT/stats.json.
The text itself carries no tag here: the tag is added to the *source side of the training
direction* by mix.py (mix.json "tag"), so one pairs.tsv serves any tagging choice.

How: the input (or a fixed-seed random --sample of it: mono files are ordered by source) is cut
into chunks OUT/chunks/NNNNN.in; --jobs engine processes (`heed translate`, one per core,
niced) translate one chunk each, writing NNNNN.out.tmp and renaming it to NNNNN.out when the
chunk is complete. A rerun skips every chunk whose .out exists with as many lines as its .in,
so an interrupted run resumes where it stopped (at chunk granularity); chunks made for another
input or translator are discarded. A finished run (pairs.tsv + stats.json over the same
sentences by the same translator and decoding) is not redone, whatever --chunk or --jobs say. Progress on stderr:
sentences done, sentences/s, ETA.

--apertium translates with Debian's rule-based Apertium (`apertium -u eng-spa` / `spa-eng`,
package apertium-eng-spa) instead of a model: ~600 sentences/s a process, and a teacher of
everyday vocabulary the students lack (policía, periódico). Its pairs are named `apt:<label>`
whatever the --mode, so the mix can weigh and tag them apart from the engine's.
--apertium-known-only runs Apertium without -u, so that it marks what it could not translate
(`*word` unknown, `#word` not generated, `@word` no bilingual entry), and keeps only lines
without such a mark: as a forward teacher (real English, Apertium's Spanish) its unmarked
output copied English words into Spanish, and a student trained on it learned to copy.

Synthetic lines go through clean.check (length ratio, identical copy, wrong language, ...),
so engine failures (empty lines, untranslated copies, runaway repeats) do not enter training.
"""

import argparse
import hashlib
import re
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time

from . import clean, config

APERTIUM_PAIRS = {"en-es": "eng-spa", "es-en": "spa-eng"}
DEFAULT_ENGINE = os.path.join(os.path.dirname(__file__), "..", "..", "build", "engine", "tools", "heed")


def read_mono(path):
    """-> list of (label, sentence). A .tsv is `label<TAB>sentence`; any other file is one
    sentence a line (label 'mono')."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            if path.endswith(".tsv") and "\t" in line:
                label, s = line.split("\t", 1)
            else:
                label, s = "mono", line
            rows.append((label, s.replace("\t", " ")))
    return rows


def sample_rows(rows, n, seed):
    """A fixed-seed sample in the input's order (n <= 0: all)."""
    if n <= 0 or n >= len(rows):
        return rows
    keep = sorted(random.Random(seed).sample(range(len(rows)), n))
    return [rows[i] for i in keep]


def count_lines(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def file_sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def sample_signature(rows):
    return {"lines": len(rows), "first": rows[0][1], "last": rows[-1][1]}


def finished_run(out, rows, who):
    """-> the stats of a complete earlier run over the same sentences by the same translator, or
    None. A finished pairs.tsv is kept whatever --chunk or --jobs were: only new work is redone."""
    path = os.path.join(out, "stats.json")
    if not (os.path.exists(path) and os.path.exists(os.path.join(out, "pairs.tsv"))):
        return None
    with open(path) as f:
        stats = json.load(f)
    if stats.get("sample") != sample_signature(rows):
        return None
    return stats if all(stats.get(k) == v for k, v in who.items()) else None


def write_chunks(rows, out, chunk, who):
    """Writes OUT/chunks/NNNNN.in (+ labels in OUT/chunks/NNNNN.lab) unless an identical split
    for the same translator exists (same input and translator -> finished outputs stay valid).
    -> chunk names."""
    d = os.path.join(out, "chunks")
    os.makedirs(d, exist_ok=True)
    manifest = os.path.join(out, "chunks.json")
    sig = {"lines": len(rows), "chunk": chunk, "first": rows[0][1] if rows else "",
           "last": rows[-1][1] if rows else "", "translator": who}
    names = ["%05d" % i for i in range((len(rows) + chunk - 1) // chunk)]
    if os.path.exists(manifest):
        with open(manifest) as f:
            if json.load(f) == sig:
                return names
        # a different input or translator: old outputs would pair the wrong lines
        for n in os.listdir(d):
            os.remove(os.path.join(d, n))
    for k, name in enumerate(names):
        part = rows[k * chunk:(k + 1) * chunk]
        with open(os.path.join(d, name + ".in"), "w", encoding="utf-8") as f:
            f.writelines(s + "\n" for _, s in part)
        with open(os.path.join(d, name + ".lab"), "w", encoding="utf-8") as f:
            f.writelines(lab + "\n" for lab, _ in part)
    with open(manifest, "w") as f:
        json.dump(sig, f)
    return names


def chunk_done(d, name):
    out = os.path.join(d, name + ".out")
    return os.path.exists(out) and count_lines(out) == count_lines(os.path.join(d, name + ".in"))


def translate_chunks(names, out, cmd, jobs, progress_every=5.0):
    """Runs `cmd < NNNNN.in > NNNNN.out.tmp` for every unfinished chunk, at most `jobs` at a
    time. -> (sentences translated in this call, seconds)."""
    d = os.path.join(out, "chunks")
    todo = [n for n in names if not chunk_done(d, n)]
    sizes = {n: count_lines(os.path.join(d, n + ".in")) for n in names}
    total = sum(sizes[n] for n in todo)
    already = sum(sizes.values()) - total
    if already:
        config.log("backtranslate: %d sentences already done (%d chunks), %d to go"
                   % (already, len(names) - len(todo), total))
    running, done, t0, last = {}, 0, time.time(), 0.0
    try:
        done = _loop(todo, running, sizes, d, cmd, jobs, total, t0, progress_every)
    finally:
        # interrupted (Ctrl-C, SIGTERM, an engine failure): stop the engines; their
        # .out.tmp files are never renamed, so a rerun redoes exactly those chunks
        for p, fin, fout in running.values():
            p.terminate()
            p.wait()
    sys.stderr.write("\n")
    return done, time.time() - t0


def _loop(todo, running, sizes, d, cmd, jobs, total, t0, progress_every):
    done, last = 0, 0.0
    while todo or running:
        while todo and len(running) < jobs:
            n = todo.pop(0)
            fin = open(os.path.join(d, n + ".in"), "rb")
            fout = open(os.path.join(d, n + ".out.tmp"), "wb")
            running[n] = (subprocess.Popen(cmd, stdin=fin, stdout=fout), fin, fout)
        time.sleep(0.2)
        for n, (p, fin, fout) in list(running.items()):
            if p.poll() is None:
                continue
            fin.close()
            fout.close()
            del running[n]
            tmp = os.path.join(d, n + ".out.tmp")
            if p.returncode != 0 or count_lines(tmp) != sizes[n]:
                raise RuntimeError("engine failed on chunk %s (exit %s, %d/%d lines): %s"
                                   % (n, p.returncode, count_lines(tmp), sizes[n], " ".join(cmd)))
            os.replace(tmp, os.path.join(d, n + ".out"))
            done += sizes[n]
        now = time.time()
        if now - last >= progress_every or (not todo and not running):
            last = now
            # partial chunks count too: the CLI writes a line per sentence as it goes
            partial = sum(count_lines(os.path.join(d, n + ".out.tmp")) for n in running)
            rate = (done + partial) / max(now - t0, 1e-9)
            left = total - done - partial
            eta = left / rate if rate > 0 else float("inf")
            sys.stderr.write("\rbacktranslate: %d/%d sentences | %.1f sent/s | ETA %s   "
                             % (done + partial, total, rate,
                                "%d:%02d" % divmod(int(eta), 60) if eta != float("inf") else "?"))
            sys.stderr.flush()
    return done


# Apertium's marks (without -u) on a word it could not handle: unknown to its analyser (*),
# not generated (#), no bilingual entry (@).
APERTIUM_MARK = re.compile(r"(?<![\w*#@])[*#@]\w+")


def apertium_marks(src, hyp):
    """Marked words in Apertium's output that the source does not itself contain."""
    return [m for m in APERTIUM_MARK.findall(hyp) if m not in src]


def assemble(names, out, mode, src_is_en, lang, known_only=False):
    """chunks -> OUT/pairs.tsv (`bt:<label>\\ten\\txx`), filtered. -> stats dict.
    known_only: drop lines where Apertium marked a word it could not translate."""
    d = os.path.join(out, "chunks")
    stats = {"input": 0, "kept": 0, "words_real": 0, "words_synthetic": 0}
    with open(os.path.join(out, "pairs.tsv.tmp"), "w", encoding="utf-8") as f:
        for n in names:
            with open(os.path.join(d, n + ".in"), encoding="utf-8") as a, \
                    open(os.path.join(d, n + ".out"), encoding="utf-8") as b, \
                    open(os.path.join(d, n + ".lab"), encoding="utf-8") as c:
                for src, hyp, lab in zip(a, b, c):
                    src, hyp = src.rstrip("\n"), hyp.rstrip("\n").replace("\t", " ").strip()
                    stats["input"] += 1
                    en, xx = (src, hyp) if src_is_en else (hyp, src)
                    reason = "apertium_unknown" if known_only and apertium_marks(src, hyp) else clean.check(en, xx, lang)
                    if reason:
                        stats["drop:" + reason] = stats.get("drop:" + reason, 0) + 1
                        continue
                    stats["kept"] += 1
                    stats["words_real"] += len(src.split())
                    stats["words_synthetic"] += len(hyp.split())
                    f.write("%s:%s\t%s\t%s\n" % (mode, lab.rstrip("\n"), en, xx))
    os.replace(os.path.join(out, "pairs.tsv.tmp"), os.path.join(out, "pairs.tsv"))
    return stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    translator = ap.add_mutually_exclusive_group(required=True)
    translator.add_argument("--model", help=".heed model whose source is the input's language")
    translator.add_argument("--apertium", action="store_true", help="translate with Apertium (needs --direction)")
    ap.add_argument("--apertium-known-only", action="store_true",
                    help="with --apertium: keep only lines where Apertium knew every word (no -u; marked lines dropped)")
    ap.add_argument("--direction", help="the translation's direction, e.g. en-es (default: from the model file name)")
    ap.add_argument("--input", required=True, help="mono.<lang>.tsv (label<TAB>sentence) or .txt")
    ap.add_argument("--out", required=True, help="work/output folder (chunks/, pairs.tsv, stats.json)")
    ap.add_argument("--mode", choices=("bt", "ft"), default="bt")
    ap.add_argument("--sample", type=int, default=0, help="random sentences to take (0: all)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--chunk", type=int, default=250, help="sentences per engine process")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="engine processes (one per core)")
    ap.add_argument("--engine", default=os.environ.get("ENGINE", DEFAULT_ENGINE))
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--greedy", action="store_true", help="beam 1 (faster; see README for measured speeds)")
    g.add_argument("--beam", type=int, default=0, help="beam size (default: the engine's, 4)")
    ap.add_argument("--nice", type=int, default=10, help="nice level of the engine processes")
    a = ap.parse_args(argv)
    # SIGTERM (a killed background run) unwinds like Ctrl-C, so the engines are stopped too
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    who = {"model": "apertium" if a.apertium else a.model, "mode": a.mode,
           "decoding": ("rules, known words only" if a.apertium_known_only else "rules") if a.apertium
           else "greedy" if a.greedy else "beam %d" % (a.beam or 4)}
    if a.apertium_known_only and not a.apertium:
        raise SystemExit("--apertium-known-only needs --apertium")
    if not a.apertium and os.path.exists(a.model):
        who["model_sha256"] = file_sha256(a.model)     # a path can name a newer model
    if a.apertium and not a.direction:
        raise SystemExit("--apertium needs --direction (en-es or es-en)")
    direction = a.direction or os.path.basename(a.model).split(".")[0]
    src_l, tgt_l = direction.split("-")
    if "en" not in (src_l, tgt_l) or src_l == tgt_l:
        raise SystemExit("--direction must be en-xx or xx-en, got %r" % direction)
    lang = tgt_l if src_l == "en" else src_l
    if a.apertium:
        pair = APERTIUM_PAIRS.get(direction)
        if pair is None:
            raise SystemExit("Apertium in Debian has no %s pair (only %s)" % (direction, ", ".join(APERTIUM_PAIRS)))
        if shutil.which("apertium") is None:
            raise SystemExit("apertium not installed (apt-get install apertium apertium-eng-spa)")
        cmd = ["nice", "-n", str(a.nice), "apertium", *([] if a.apertium_known_only else ["-u"]), pair]
    elif not os.access(a.engine, os.X_OK):
        raise SystemExit("engine CLI not found: %s (build it with scripts/build.sh)" % a.engine)
    else:
        cmd = ["nice", "-n", str(a.nice), a.engine, "translate", "--model", a.model]
        cmd += ["--greedy"] if a.greedy else (["--beam", str(a.beam)] if a.beam else [])
    os.makedirs(a.out, exist_ok=True)
    rows = sample_rows(read_mono(a.input), a.sample, a.seed)
    if not rows:
        raise SystemExit("no input sentences in %s" % a.input)
    done = finished_run(a.out, rows, who)
    if done:
        config.log("backtranslate: %s already holds these %d sentences translated by %s (%d pairs kept)"
                   % (a.out, len(rows), who["model"], done["kept"]))
        return 0
    names = write_chunks(rows, a.out, a.chunk, who)
    config.log("backtranslate: %d sentences in %d chunks, %d jobs: %s"
               % (len(rows), len(names), a.jobs, " ".join(cmd)))
    n, secs = translate_chunks(names, a.out, cmd, a.jobs)
    stats = assemble(names, a.out, "apt" if a.apertium else a.mode, src_l == "en", lang, a.apertium_known_only)
    stats.update(who)
    stats.update({"direction": direction, "input_file": a.input, "jobs": a.jobs, "sample": sample_signature(rows),
                  "translated_now": n, "seconds_now": round(secs, 1),
                  "sentences_per_s_now": round(n / secs, 2) if n and secs else None})
    with open(os.path.join(a.out, "stats.json"), "w") as f:
        json.dump(stats, f, indent=1)
    config.log("backtranslate: %d/%d pairs kept -> %s" % (stats["kept"], stats["input"],
                                                          os.path.join(a.out, "pairs.tsv")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
