"""Monolingual prose: parsers of each source, the prose filters, the dev/test
exclusion and the CLI end to end on a cache the test writes itself (all
fixture text is made up here)."""

import json
import os
import tempfile
import unittest

from models.data import (mono, mono_ddtp, mono_docs, mono_fortunes, mono_man, mono_wordnet,
                         monofilter, pairstore)


class FilterTest(unittest.TestCase):
    def test_prose_kept_in_its_language(self):
        self.assertIsNone(monofilter.check("The kettle was still warm when we came home.", "en"))
        self.assertIsNone(monofilter.check("La tetera seguía caliente cuando volvimos a casa.", "es"))
        self.assertIsNone(monofilter.check("Der Kessel war noch warm, als wir nach Hause kamen.", "de"))

    def test_reasons(self):
        cases = {
            "Go home now.": "too_short",
            "See https://example.org for the whole story of it.": "url_email",
            "Set the value with foo_bar = 3 in the file.": "markup_code",
            "Run make install in the top directory of the tree.": None,
            "Use <b>bold</b> text in the title of the page.": "markup_code",
            "Call the init() function before the loop starts.": "markup_code",
            "1997 2001 2005 2009 2013 and 2017 were the years.": "few_letters",
            "Installing the base system": "fragment",
            "and then the rest of the garden was quiet.": "fragment",
            "THIS IS THE END OF THE STORY, MY FRIEND.": "shouting",
            "Copyright 2004 by the authors of this little book.": "boilerplate",
            "This program is free software and you can share it.": "boilerplate",
            "La tetera seguía caliente cuando volvimos a casa.": "wrong_lang",
            "O gato não está em casa com você hoje.": "wrong_lang",
        }
        for s, want in cases.items():
            self.assertEqual(monofilter.check(s, "en"), want, s)
        self.assertEqual(monofilter.check("the dog slept by the fire all night", "en", need_end=False), None)
        self.assertEqual(monofilter.check("the dog slept by the fire all night", "en"), "fragment")

    def test_dev_exclusion(self):
        ex = monofilter.DevExclusion()
        ex.add("The old bridge over the river was closed for repairs last spring.")
        self.assertEqual(ex.reason("the old bridge over the river was closed for repairs, last spring!"),
                         "dev_exact")
        # a dev sentence quoted inside a longer one shares an 8-word run
        self.assertEqual(ex.reason("They said the old bridge over the river was closed for a week."),
                         "dev_ngram")
        # 7 shared words in a row are not enough
        self.assertIsNone(ex.reason("We knew the old bridge over the river was long."))
        self.assertEqual(ex.count, 1)


class ParserTest(unittest.TestCase):
    def test_fortunes(self):
        text = ("A warm cup of tea\nfixes most mornings.\n\t-- Aunt Bea\n%\n"
                "Q: Why did the hen cross?\nA: To reach the barn.\n%\n"
                "First stanza line one,\nline two.\n\nSecond stanza here.\n%\n")
        self.assertEqual(mono_fortunes.entries(text),
                         ["A warm cup of tea fixes most mornings.", "Why did the hen cross?",
                          "To reach the barn.", "First stanza line one, line two.", "Second stanza here."])

    def test_man(self):
        page = "\n".join([
            '.TH FROB 1 "2020" "frob 1.0"',
            '.\\" a comment nobody reads',
            ".SH NAME", "frob \\- turn widgets into gadgets",
            ".SH SYNOPSIS", ".B frob", "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            "\\fBfrob\\fR reads each widget",
            "and writes a gadget.",
            ".BR frob (1)",
            "never stops early, nor does",
            ".MR widget 7 .",
            ".PP", "It is quite fast \\(em most of the time.",
            ".TP", ".B \\-v", "Print more about what happens.",
            ".nf", "frob -v input > output", ".fi",
            ".SH SEE ALSO", ".BR gadget (5)"])
        self.assertEqual(mono_man.prose(page), [
            "frob reads each widget and writes a gadget. frob(1) never stops early, nor does widget(7).",
            "It is quite fast — most of the time.",
            "-v",
            "Print more about what happens."])
        self.assertEqual(mono_man.prose(".so man1/other.1\n"), [])

    def test_wordnet(self):
        self.assertIsNone(mono_wordnet.parse_line("  1 This header line is a licence text.\n"))
        line = ('00001740 03 n 01 puddle 0 002 @ 00001930 n 0000 | a small pool of water; '
                '"the children jumped into every puddle"; "a puddle formed"  \n')
        self.assertEqual(mono_wordnet.parse_line(line),
                         ("a small pool of water", ["the children jumped into every puddle", "a puddle formed"]))

    def test_ddtp(self):
        desc = ("tool for tea\n Brews tea quickly.\n It keeps it warm.\n .\n"
                " Features:\n  * a timer\n  * a bell")
        self.assertEqual(mono_ddtp.paragraphs(desc),
                         ["Brews tea quickly. It keeps it warm.", "Features:", "a timer", "a bell"])

    def test_docs_plan(self):
        files = {"debian-handbook": ["usr/share/doc/debian-handbook/html/en-US/intro.html",
                                     "usr/share/doc/debian-handbook/html/es-ES/intro.html",
                                     "usr/share/doc/debian-handbook/html/es-ES/images/a.png"],
                 "debian-reference-es": ["usr/share/debian-reference/ch01.es.html"]}
        self.assertEqual(mono_docs.plan(files, "es"), {
            "debian-handbook": ["usr/share/doc/debian-handbook/html/es-ES/intro.html"],
            "debian-reference-es": ["usr/share/debian-reference/ch01.es.html"]})


class CliTest(unittest.TestCase):
    def test_end_to_end_from_cached_raw(self):
        with tempfile.TemporaryDirectory() as d:
            pairstore.write(mono.raw_path(d, "en", "fortunes"), [
                ["fortunes:f/a", "The cat sat near the warm stove. The cat sat near the warm stove."],
                ["fortunes:f/a", "A quiet lake at dawn is worth the early walk. Run ls -la /tmp now."],
                ["fortunes:f/b", "Our neighbour painted the fence green in a single afternoon."]])
            pairstore.write(mono.raw_path(d, "en", "ddtp"), [
                ["ddtp:x", "The cat sat near the warm stove. This tool converts images."]])
            os.makedirs(os.path.join(d, "corpus", "en-es"))
            with open(os.path.join(d, "corpus", "en-es", "dev.tsv"), "w") as f:
                f.write("html:x\tOur neighbour painted the fence green in a single afternoon.\tNuestro vecino.\n")
            flores = os.path.join(d, "flores")
            os.makedirs(flores)
            with open(os.path.join(flores, "dev.en"), "w") as f:
                f.write("Long ago a quiet lake at dawn is worth the early walk and the cold.\n")
            out = os.path.join(d, "out")
            mono.main(["--lang", "en", "--cache", d, "--out", out, "--no-fetch",
                       "--sources", "fortunes,ddtp", "--exclude-dev", flores])
            with open(os.path.join(out, "mono.en.txt")) as f:
                self.assertEqual(f.read().splitlines(),
                                 ["The cat sat near the warm stove.", "This tool converts images."])
            with open(os.path.join(out, "stats.en.json")) as f:
                st = json.load(f)
            fs = st["by_source"]["fortunes:f"]
            self.assertEqual((fs["kept"], fs["drop:duplicate"], fs["drop:dev_exact"], fs["drop:dev_ngram"]),
                             (1, 1, 1, 1))
            self.assertEqual(st["by_kind"]["ddtp"]["drop:duplicate"], 1)
            self.assertEqual(st["exclusion"]["pipeline_sentences"], 2)
            self.assertEqual(st["exclusion"]["given_sentences"], 1)
            self.assertEqual(st["sentences"], 2)


if __name__ == "__main__":
    unittest.main()
