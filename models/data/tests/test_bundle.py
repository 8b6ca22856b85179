"""Training bundle on a tiny generated mix: files, size limit, contents (ids decode back to the
mix's text, tags are single pieces), and the dev/test leakage check (own splits and a given
path, as FLORES would be)."""

import json
import os
import random
import shutil
import tempfile
import unittest

from models.data import bundle

WORDS_EN = "the a cat dog house garden river tree sleeps runs sees green small old near".split()
WORDS_ES = "el un gato perro casa jardín río árbol duerme corre ve verde pequeño viejo cerca".split()


@unittest.skipIf(shutil.which("spm_train") is None, "Debian's sentencepiece tools (spm_train) not installed")
class BundleTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        d = self.tmp.name
        self.cache = os.path.join(d, "cache")
        self.mix = os.path.join(d, "mix")
        self.out = os.path.join(d, "bundle")
        os.makedirs(self.mix)
        rng = random.Random(4)
        rows = []
        for i in range(400):
            idx = [rng.randrange(len(WORDS_EN)) for _ in range(rng.randint(3, 9))]
            en = " ".join(WORDS_EN[k] for k in idx).capitalize() + "."
            es = " ".join(WORDS_ES[k] for k in idx).capitalize() + "."
            rows.append(("bt:x" if i % 4 == 0 else "ui:y", ("<bt> " + es) if i % 4 == 0 else es, en))
        self.rows = rows
        self.write("train.tsv", ["%s\t%s\t%s" % (n, en, es) for n, es, en in rows])
        self.write("dev.tsv", ["d\tThe purple elephant dances at midnight.\tEl elefante morado baila a medianoche."])
        self.write("test.tsv", ["t\tA violet giraffe sings at dawn.\tUna jirafa violeta canta al alba."])
        self.config = os.path.join(d, "mix.json")
        with open(self.config, "w") as f:
            json.dump({"ingredients": [{"name": "bt", "file": "x", "tag": "<bt>"}]}, f)

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, lines):
        with open(os.path.join(self.mix, name), "w", encoding="utf-8") as f:
            f.writelines(line + "\n" for line in lines)

    def run_bundle(self, *extra):
        return bundle.main(["--lang", "es", "--direction", "es-en", "--cache", self.cache, "--mix", self.mix,
                            "--config", self.config, "--out", self.out, "--vocab", "400", *extra])

    def test_contents_size_and_clean_leak_check(self):
        self.assertEqual(self.run_bundle(), 0)
        self.assertEqual(sorted(os.listdir(self.out)), sorted(bundle.FILES))
        with open(os.path.join(self.out, "meta.json")) as f:
            meta = json.load(f)
        self.assertEqual(meta["splits"]["train"]["pairs"], 400)
        self.assertEqual(meta["splits"]["dev"]["pairs"], 1)
        self.assertEqual(meta["tag_pieces"]["<bt>"][-1], "<bt>")     # one piece for the tag
        self.assertLess(meta["total_mib"], 1)
        from models import tokenizer
        sp = tokenizer.load_spm(os.path.join(self.out, "spm.model"))
        data = tokenizer.load_split(os.path.join(self.out, "train.npz"), "es")
        self.assertEqual(sp.decode(data["es"][0].tolist()), self.rows[0][1])
        self.assertEqual(sp.decode(data["en"][7].tolist()), self.rows[7][2])
        self.assertEqual(data["sources"], ["bt:x", "ui:y"])

    def test_tokenizer_taken_from_a_model_file(self):
        # a bundle for fine-tuning a shipped model must use that model's own tokenizer
        from models.heed_ref.export import save_model
        from models.heed_ref.transformer import HeedConfig, Transformer
        self.assertEqual(self.run_bundle(), 0)
        with open(os.path.join(self.out, "spm.model"), "rb") as f:
            spm_bytes = f.read()
        heed = os.path.join(self.tmp.name, "es-en.heed")
        save_model(Transformer(HeedConfig(d_model=8, n_heads=2, d_ff=8, encoder_layers=1, decoder_layers=1,
                                          vocab_size=400, max_positions=16)), spm_bytes, heed)
        out2 = os.path.join(self.tmp.name, "bundle2")
        self.assertEqual(bundle.main(["--lang", "es", "--direction", "es-en", "--cache", self.cache, "--mix", self.mix,
                                      "--config", self.config, "--out", out2, "--spm", heed]), 0)
        with open(os.path.join(out2, "spm.model"), "rb") as f:
            self.assertEqual(f.read(), spm_bytes)

    def test_size_limit(self):
        self.assertEqual(self.run_bundle("--max-mib", "0.001"), 1)

    def test_leak_from_own_split_is_caught(self):
        with open(os.path.join(self.mix, "train.tsv"), "a", encoding="utf-8") as f:
            f.write("ui:z\tThe purple elephant dances at midnight!\tEl elefante.\n")
        self.assertEqual(self.run_bundle(), 1)

    def test_leak_from_given_path_is_caught(self):
        # a sentence of the bundle appears in an outside dev set (FLORES is given like this)
        outside = os.path.join(self.tmp.name, "outside-dev")
        os.makedirs(outside)
        with open(os.path.join(outside, "dev.en"), "w") as f:
            f.write("Unrelated words about the weather today.\n" + self.rows[5][2] + "\n")
        self.assertEqual(self.run_bundle(), 0)
        self.assertEqual(self.run_bundle("--check-only", "--exclude-dev", outside), 1)


if __name__ == "__main__":
    unittest.main()


@unittest.skipUnless(os.environ.get("HEED_BUNDLE"), "set HEED_BUNDLE=DIR (and HEED_FLORES=DIR) to check a real bundle")
class RealBundleTest(unittest.TestCase):
    """A built bundle against its own dev/test (the mix folder beside it, $HEED_CACHE's corpora)
    and FLORES when HEED_FLORES gives its path (never read otherwise: a clone has no ../shared).
      HEED_BUNDLE=$HEED_CACHE/bundle/es-en HEED_FLORES=../shared/eval/flores-dev \\
      /usr/bin/python3 -m unittest models.data.tests.test_bundle"""

    def test_no_dev_or_test_sentence_in_bundle(self):
        out = os.environ["HEED_BUNDLE"]
        direction = os.path.basename(out.rstrip("/"))
        lang = [x for x in direction.split("-") if x != "en"][0]
        mix_dir = os.path.join(os.path.dirname(os.path.dirname(out.rstrip("/"))), "mix", direction)
        args = ["--lang", lang, "--direction", direction, "--out", out, "--mix", mix_dir, "--check-only"]
        if os.environ.get("HEED_FLORES"):
            args += ["--exclude-dev", os.environ["HEED_FLORES"]]
        self.assertEqual(bundle.main(args), 0)
