"""Mixing: weights, short-label weight, caps, tags on the right side per direction, optional
ingredients, dev/test exclusion (a generated corpus in a temporary cache)."""

import json
import os
import tempfile
import unittest
from collections import Counter

from models.data import mix


def write(path, lines):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(line + "\n" for line in lines)


class MixTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        c = self.cache = self.tmp.name
        self.corpus = os.path.join(c, "corpus", "en-es")
        ui = ["gettext:app%d\tSave file number %d now\tGuardar el archivo número %d ahora" % (i, i, i) for i in range(100)]
        labels = ["qt:app\tOpen item %d\tAbrir elemento %d" % (i, i) for i in range(200)]    # 3 words: short
        prose = ["html:doc\tThe garden number %d was quiet and green in spring.\t"
                 "El jardín número %d estaba tranquilo y verde en primavera." % (i, i) for i in range(50)]
        bible = ["bible\tAnd it came to pass on day %d that they rested.\tY aconteció el día %d que descansaron." % (i, i)
                 for i in range(100)]
        leak = ["html:doc\tThe secret dev sentence is right here.\tLa frase secreta de dev está aquí."]
        write(os.path.join(self.corpus, "train.tsv"), ui + labels + prose + bible + leak)
        write(os.path.join(self.corpus, "dev.tsv"), ["html:x\tThe secret dev sentence is right here.\tLa frase secreta."])
        write(os.path.join(self.corpus, "test.tsv"), ["html:y\tA test line.\tUna línea de prueba."])
        write(os.path.join(c, "bt", "es-en.mono-es", "pairs.tsv"),
              ["bt:fortunes\tThe cat %d sleeps.\tEl gato %d duerme." % (i, i) for i in range(30)])
        self.cfg = {"short_words": 3, "seed": 1, "augment": {}, "ingredients": [
            {"name": "ui", "file": "{corpus}/train.tsv", "types": ["gettext", "qt"], "weight": 1.0, "short_weight": 0.25},
            {"name": "prose", "file": "{corpus}/train.tsv", "types": ["html"], "weight": 3.0},
            {"name": "bible", "file": "{corpus}/train.tsv", "types": ["bible"], "max_pairs": 10, "tag": "<bible>"},
            {"name": "bt", "file": "{cache}/bt/{lang}-en.mono-{lang}/pairs.tsv", "directions": ["en-xx"],
             "tag": "<bt>", "optional": True},
            {"name": "bt", "file": "{cache}/bt/en-{lang}.mono-en/pairs.tsv", "directions": ["xx-en"],
             "tag": "<bt>", "optional": True},
        ]}

    def tearDown(self):
        self.tmp.cleanup()

    def build(self, direction, cfg=None):
        rows, stats = mix.build(cfg or self.cfg, "es", direction, self.corpus, self.cache, log=lambda m: None)
        return rows, stats

    def test_weights_caps_tags_en_es(self):
        rows, stats = self.build("en-es")
        kinds = Counter(r[0].split(":")[0] for r in rows)
        self.assertEqual(kinds["prose"], 150)                          # 50 pairs, weight 3
        self.assertEqual(kinds["bible"], 10)                           # capped
        self.assertEqual(kinds["bt"], 30)
        ui_long = sum(1 for r in rows if r[0].startswith("ui:gettext"))
        ui_short = sum(1 for r in rows if r[0].startswith("ui:qt"))
        self.assertEqual(ui_long, 100)
        self.assertTrue(30 <= ui_short <= 70, ui_short)                # 200 short labels at 0.25
        # en-es: the tag is on the English (source) side, the Spanish target is the real text
        bt = [r for r in rows if r[0].startswith("bt:")]
        self.assertTrue(all(r[1].startswith("<bt> The cat") and r[2].startswith("El gato") for r in bt))
        self.assertTrue(all(r[1].startswith("<bible> And it") for r in rows if r[0].startswith("bible:")))
        # the dev sentence that leaked into train.tsv is not in the mix
        self.assertFalse(any("secret" in r[1] for r in rows))
        self.assertEqual(stats["ingredients"][1]["dev_excluded"], 1)
        # deterministic
        self.assertEqual(rows, self.build("en-es")[0])

    def test_es_en_tags_spanish_side_and_skips_missing_optional(self):
        rows, stats = self.build("es-en")
        self.assertTrue(all(r[2].startswith("<bible> Y aconteció") for r in rows if r[0].startswith("bible:")))
        self.assertFalse(any(r[0].startswith("bt:") for r in rows))    # no en mono BT file
        self.assertTrue(stats["ingredients"][-1]["missing"])

    def test_lexicon_columns_and_no_augmentation(self):
        write(os.path.join(self.cache, "lexicon", "lex.tsv"), ["Haus\thouse\tn\tword\tfd", "Katze\tcat\tn\tword\tfd"])
        cfg = dict(self.cfg, augment={"upper": 1.0}, ingredients=[
            {"name": "lexicon", "file": "{cache}/lexicon/lex.tsv", "format": "lexicon", "columns": "xx,en",
             "augment": False}])
        rows, _ = self.build("en-es", cfg)
        self.assertEqual(sorted(rows), [("lexicon:lex", "cat", "Katze"), ("lexicon:lex", "house", "Haus")])

    def test_missing_required_ingredient_fails(self):
        cfg = dict(self.cfg, ingredients=[{"name": "x", "file": "{cache}/nothing.tsv"}])
        with self.assertRaises(SystemExit):
            self.build("en-es", cfg)

    def test_augmentation_and_cli(self):
        cfg = dict(self.cfg, augment={"mask": 1.0})
        path = os.path.join(self.cache, "mix.json")
        with open(path, "w") as f:
            json.dump(cfg, f)
        out = os.path.join(self.cache, "out")
        mix.main(["--lang", "es", "--direction", "en-es", "--config", path, "--cache", self.cache, "--out", out])
        with open(os.path.join(out, "train.tsv"), encoding="utf-8") as f:
            rows = [line.rstrip("\n").split("\t") for line in f]
        masked = [r for r in rows if r[0].startswith("bt:aug-mask")]
        self.assertEqual(len(masked), 30)
        # augmentation runs before tagging: the tag is not taken for a span, the numbers are
        self.assertEqual(masked[0][1:], ["<bt> The cat %1 sleeps.", "El gato %1 duerme."])
        self.assertTrue(os.path.exists(os.path.join(out, "dev.tsv")))
        with open(os.path.join(out, "stats.json")) as f:
            self.assertEqual(json.load(f)["pairs"], len(rows))

    def test_sources_keep_only_the_named_source_prefixes(self):
        side = os.path.join(self.cache, "corpus-next", "en-es", "train.tsv")
        write(side, ["php:roundcube\tFollow us\tSíguenos", "gettext:wordpress-l10n\tEdit your page\tEdita tu página",
                     "gettext:gimp\tEdit the layer\tEditar la capa", "php:x\tThe secret dev sentence is right here.\tLa"])
        cfg = dict(self.cfg, ingredients=[
            {"name": "web", "file": "{cache}/corpus-next/en-{lang}/train.tsv",
             "sources": ["php:", "gettext:wordpress-l10n"], "weight": 1.0}])
        rows, stats = self.build("es-en", cfg)
        self.assertEqual(sorted(rows), [("web:gettext:wordpress-l10n", "Edit your page", "Edita tu página"),
                                        ("web:php:roundcube", "Follow us", "Síguenos")])
        self.assertEqual(stats["ingredients"][0]["dev_excluded"], 1)    # the corpus's dev line stays out

    def test_min_words_keeps_only_a_catalogues_prose(self):
        write(os.path.join(self.corpus, "train.tsv"), [
            "gettext:game\tThe caravan leaves at dawn, are you ready to go?\t¿La caravana sale al alba, estás listo?",
            "gettext:game\t\"Stay back,\" she said. \"The river is rising.\"\t«Atrás», dijo. «El río está subiendo».",
            "gettext:app\tSave the file before you close the window\tGuarda el archivo antes de cerrar la ventana",
            "gettext:app\tCould not open %s because the disk is full.\tNo se pudo abrir %s porque el disco está lleno.",
            "gettext:app\tClick <b>Apply</b> to keep the new settings now.\tPulse <b>Aplicar</b> para mantenerlos.",
            "gettext:app\tThe server is down.\tEl servidor no funciona.",
            "qt:app\tSet the value of the_option in the file now.\tFije el valor de the_option en el archivo."])
        cfg = dict(self.cfg, ingredients=[
            {"name": "stories", "file": "{corpus}/train.tsv", "types": ["gettext", "qt"], "min_words": 6}])
        rows, stats = self.build("en-es", cfg)
        self.assertEqual(sorted(r[1] for r in rows), [
            '"Stay back," she said. "The river is rising."',
            "The caravan leaves at dawn, are you ready to go?"])
        self.assertEqual(stats["ingredients"][0]["read"], 2)
        # without min_words the same ingredient takes every pair
        cfg["ingredients"][0].pop("min_words")
        self.assertEqual(len(self.build("en-es", cfg)[0]), 7)

    def test_augmented_copy_or_nfkc_form_of_a_held_out_sentence_is_dropped(self):
        # "Open %1 now" is a dev sentence; masking the train pair "Open photo.png now" would recreate it.
        # "st" / "º" becomes "st" / "o" in the tokenizer (NFKC); the test split holds "o".
        write(os.path.join(self.corpus, "dev.tsv"), ["qt:x\tOpen %1 now\tAbrir %1 ahora"])
        write(os.path.join(self.corpus, "test.tsv"), ["qt:y\tor\to"])
        write(os.path.join(self.corpus, "train.tsv"), ["qt:a\tOpen photo.png now\tAbrir photo.png ahora",
                                                        "qt:b\tst\tº", "qt:c\tSave 3 notes today\tGuardar 3 notas hoy"])
        cfg = dict(self.cfg, augment={"mask": 1.0}, ingredients=[
            {"name": "ui", "file": "{corpus}/train.tsv", "types": ["qt"]}])
        rows, stats = self.build("en-es", cfg)
        self.assertIn(("ui:qt:a", "Open photo.png now", "Abrir photo.png ahora"), rows)
        self.assertNotIn("Open %1 now", [r[1] for r in rows])
        self.assertIn(("ui:aug-mask:qt:c", "Save %1 notes today", "Guardar %1 notas hoy"), rows)
        self.assertFalse(any(r[2] == "º" for r in rows))
        self.assertEqual(stats["ingredients"][0]["dev_excluded_augmented"], 1)
        self.assertEqual(stats["ingredients"][0]["dev_excluded"], 1)


if __name__ == "__main__":
    unittest.main()
