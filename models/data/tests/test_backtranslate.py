"""Back-translation driver: chunking, parallel jobs, resume, pair orientation and filtering,
with a fake engine (a small shell script written by the test: it "translates" by mapping a few
made-up words), so the test needs no built engine and no model."""

import json
import os
import stat
import subprocess
import tempfile
import unittest

from models.data import backtranslate

# Fake `heed translate`: replaces English words by Spanish ones (the reverse for a model
# named es-en), logs each call, and fails on a
# line containing FAIL (to check that a broken chunk is not kept).
FAKE = r"""#!/bin/sh
echo call >> "$(dirname "$0")/calls.log"
while IFS= read -r line; do
  case "$line" in *FAIL*) exit 3 ;; esac
  case "$3" in
    *es-en*) printf '%s\n' "$line" | sed -e 's/el /the /g; s/gato/cat/g; s/duerme/sleeps/g; s/la casa/the house/g; s/en /in /g' ;;
    *) printf '%s\n' "$line" | sed -e 's/the/el/g; s/cat/gato/g; s/sleeps/duerme/g; s/house/casa/g; s/in /en /g' ;;
  esac
done
"""


class BacktranslateTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.engine = os.path.join(self.dir, "heed")
        with open(self.engine, "w") as f:
            f.write(FAKE)
        os.chmod(self.engine, os.stat(self.engine).st_mode | stat.S_IEXEC)
        self.mono = os.path.join(self.dir, "mono.en.tsv")
        with open(self.mono, "w") as f:
            for i in range(23):
                f.write("fortunes:x\tthe cat number %d sleeps in the house\n" % i)
        self.out = os.path.join(self.dir, "bt")

    def tearDown(self):
        self.tmp.cleanup()

    def run_bt(self, *extra):
        return backtranslate.main(["--model", os.path.join(self.dir, "en-es.heed"), "--input", self.mono,
                                   "--out", self.out, "--engine", self.engine, "--chunk", "5",
                                   "--jobs", "2", "--nice", "0", *extra])

    def calls(self):
        with open(os.path.join(self.dir, "calls.log")) as f:
            return len(f.readlines())

    def test_pairs_oriented_labelled_and_resumed(self):
        self.assertEqual(self.run_bt(), 0)
        with open(os.path.join(self.out, "pairs.tsv")) as f:
            rows = [line.rstrip("\n").split("\t") for line in f]
        self.assertEqual(len(rows), 23)
        # bt: real English stays in the en column, the engine's output is the es column
        self.assertEqual(rows[7], ["bt:fortunes:x", "the cat number 7 sleeps in the house",
                                   "el gato number 7 duerme en el casa"])
        self.assertEqual(self.calls(), 5)                       # 23 lines in chunks of 5
        # a rerun finds every chunk complete and starts no engine
        self.assertEqual(self.run_bt(), 0)
        self.assertEqual(self.calls(), 5)
        # a finished run is not redone, even with another chunk size
        self.assertEqual(self.run_bt("--chunk", "7"), 0)
        self.assertEqual(self.calls(), 5)
        # an interrupted run (no pairs.tsv yet): a lost chunk output is redone, and only that one
        os.remove(os.path.join(self.out, "chunks", "00002.out"))
        os.remove(os.path.join(self.out, "pairs.tsv"))
        self.assertEqual(self.run_bt(), 0)
        self.assertEqual(self.calls(), 6)
        with open(os.path.join(self.out, "stats.json")) as f:
            self.assertEqual(json.load(f)["kept"], 23)

    def test_another_sample_or_translator_is_redone(self):
        self.assertEqual(self.run_bt(), 0)
        self.assertEqual(self.run_bt("--sample", "10"), 0)                # other sentences
        self.assertEqual(self.calls(), 5 + 2)
        self.assertEqual(self.run_bt("--sample", "10", "--greedy"), 0)    # other decoding
        self.assertEqual(self.calls(), 5 + 2 + 2)
        with open(os.path.join(self.out, "stats.json")) as f:
            st = json.load(f)
        self.assertEqual((st["input"], st["decoding"], st["sample"]["lines"]), (10, "greedy", 10))

    def test_a_new_model_at_the_same_path_is_redone(self):
        model = os.path.join(self.dir, "en-es.heed")
        with open(model, "wb") as f:
            f.write(b"model one")
        self.assertEqual(self.run_bt(), 0)
        self.assertEqual(self.run_bt(), 0)
        self.assertEqual(self.calls(), 5)
        with open(model, "wb") as f:
            f.write(b"model two")                                    # a retrained model, same file name
        self.assertEqual(self.run_bt(), 0)
        self.assertEqual(self.calls(), 10)

    def test_apertium_road(self):
        # a fake `apertium -u eng-spa` first on PATH: the same word mapping, pairs named apt:
        bindir = os.path.join(self.dir, "bin")
        os.makedirs(bindir)
        fake = os.path.join(bindir, "apertium")
        with open(fake, "w") as f:
            f.write('#!/bin/sh\n[ "$1 $2" = "-u eng-spa" ] || exit 9\necho call >> "%s"\n'
                    "sed -e 's/the/el/g; s/cat/gato/g; s/sleeps/duerme/g; s/house/casa/g; s/in /en /g'\n"
                    % os.path.join(self.dir, "calls.log"))
        os.chmod(fake, 0o755)
        old_path = os.environ["PATH"]
        os.environ["PATH"] = bindir + os.pathsep + old_path
        try:
            self.assertEqual(backtranslate.main(["--apertium", "--direction", "en-es", "--input", self.mono,
                                                 "--out", self.out, "--chunk", "10", "--nice", "0"]), 0)
        finally:
            os.environ["PATH"] = old_path
        with open(os.path.join(self.out, "pairs.tsv")) as f:
            rows = [line.rstrip("\n").split("\t") for line in f]
        self.assertEqual(len(rows), 23)
        self.assertEqual(rows[3], ["apt:fortunes:x", "the cat number 3 sleeps in the house",
                                   "el gato number 3 duerme en el casa"])
        self.assertEqual(self.calls(), 3)
        with open(os.path.join(self.out, "stats.json")) as f:
            st = json.load(f)
        self.assertEqual((st["model"], st["decoding"]), ("apertium", "rules"))
        with self.assertRaises(SystemExit) as no_pair:
            backtranslate.main(["--apertium", "--direction", "en-de", "--input", self.mono, "--out", self.out])
        self.assertIn("no en-de pair", str(no_pair.exception))

    def test_apertium_known_only_drops_marked_lines(self):
        # without -u, a fake Apertium marks "number" as unknown on even sentence numbers only:
        # those lines are dropped, the others kept; a # or @ already in the source is no mark
        bindir = os.path.join(self.dir, "bin")
        os.makedirs(bindir)
        fake = os.path.join(bindir, "apertium")
        with open(fake, "w") as f:
            f.write('#!/bin/sh\n[ "$1" = "eng-spa" ] || exit 9\n'
                    "sed -e 's/the/el/g; s/cat/gato/g; s/number \\([0-9]*[02468]\\) /*number \\1 /'\n")
        os.chmod(fake, 0o755)
        with open(self.mono, "a") as f:
            f.write("fortunes:y\tthe cat #1 likes @home\n")
        old_path = os.environ["PATH"]
        os.environ["PATH"] = bindir + os.pathsep + old_path
        try:
            self.assertEqual(backtranslate.main(["--apertium", "--apertium-known-only", "--direction", "en-es",
                                                 "--input", self.mono, "--out", self.out, "--nice", "0"]), 0)
        finally:
            os.environ["PATH"] = old_path
        with open(os.path.join(self.out, "pairs.tsv")) as f:
            rows = [line.rstrip("\n").split("\t") for line in f]
        self.assertEqual([r[1] for r in rows], ["the cat number %d sleeps in the house" % i for i in range(1, 23, 2)]
                         + ["the cat #1 likes @home"])
        self.assertEqual(rows[0][2], "el gato number 1 sleeps in el house")
        with open(os.path.join(self.out, "stats.json")) as f:
            st = json.load(f)
        self.assertEqual((st["decoding"], st["drop:apertium_unknown"]), ("rules, known words only", 12))
        self.assertEqual(backtranslate.apertium_marks("the cat", "el *gato y #perro"), ["*gato", "#perro"])
        with self.assertRaises(SystemExit):
            self.run_bt("--apertium-known-only")

    def test_ft_mode_and_xx_source(self):
        # an es-en model on Spanish text: the input is the es column, the output the en column
        with open(self.mono, "w") as f:
            f.write("docs:y\tel gato duerme en la casa de Ana\n")
        backtranslate.main(["--model", os.path.join(self.dir, "es-en.heed"), "--input", self.mono,
                            "--out", self.out, "--engine", self.engine, "--mode", "ft", "--nice", "0"])
        with open(os.path.join(self.out, "pairs.tsv")) as f:
            self.assertEqual(f.read(), "ft:docs:y\tthe cat sleeps in the house de Ana\tel gato duerme en la casa de Ana\n")

    def test_engine_failure_keeps_no_partial_chunk(self):
        with open(self.mono, "a") as f:
            f.write("fortunes:x\tthe cat FAIL here in the house\n")   # line 24: chunk 00004
        with self.assertRaises(RuntimeError):
            self.run_bt()
        chunks = os.path.join(self.out, "chunks")
        self.assertFalse(os.path.exists(os.path.join(chunks, "00004.out")))
        self.assertFalse(os.path.exists(os.path.join(self.out, "pairs.tsv")))

    def test_untranslated_copies_are_dropped(self):
        with open(self.mono, "w") as f:
            f.write("m\tNothing here maps to anything at all.\nm\tthe cat sleeps in the house.\n")
        self.run_bt()
        with open(os.path.join(self.out, "pairs.tsv")) as f:
            self.assertEqual(len(f.readlines()), 1)
        with open(os.path.join(self.out, "stats.json")) as f:
            self.assertEqual(json.load(f)["drop:identical"], 1)

    def test_sample_is_fixed_and_ordered(self):
        rows = [("m", str(i)) for i in range(100)]
        a = backtranslate.sample_rows(rows, 10, 1)
        self.assertEqual(a, backtranslate.sample_rows(rows, 10, 1))
        self.assertEqual(a, sorted(a, key=lambda r: int(r[1])))
        self.assertEqual(len(set(a)), 10)


if __name__ == "__main__":
    unittest.main()
