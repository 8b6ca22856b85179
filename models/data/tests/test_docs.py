"""Document-structure readers: HTML blocks, Mallard pages, SWORD zText
(each on a fixture the test writes itself)."""

import os
import struct
import tempfile
import unittest
import zlib

from models.data import htmlblocks, src_mallard, sword


class HtmlBlocksTest(unittest.TestCase):
    def test_blocks(self):
        doc = ("<html><head><title>Tools</title><style>p{}</style></head><body>"
               "<h1>Paint</h1><p>Use the <code>brush</code> tool.<br>Then save.</p>"
               "<pre>gimp --help</pre><ul><li>One</li><li>Two &amp; three</li></ul></body></html>")
        self.assertEqual(htmlblocks.blocks(doc),
                         ["Tools", "Paint", "Use the brush tool.", "Then save.", "One", "Two & three"])


class MallardTest(unittest.TestCase):
    def test_blocks(self):
        page = ('<page xmlns="http://projectmallard.org/1.0/" id="x"><info>'
                '<credit><name>A. Writer</name></credit><desc>Short desc.</desc></info>'
                '<title>Print</title><p>Press <key>Ctrl</key>+<key>P</key> to print.</p>'
                '<screen>lpr file</screen><list><item><p>First</p></item></list></page>')
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "x.page")
            with open(path, "w") as f:
                f.write(page)
            self.assertEqual(src_mallard.blocks(path),
                             ["Short desc.", "Print", "Press Ctrl+P to print.", "First"])


def write_ztext(d, entries):
    """entries: list of raw OSIS strings, one per index slot, one block."""
    blob, vidx = b"", b""
    for e in entries:
        raw = e.encode("utf-8")
        vidx += struct.pack("<IIH", 0, len(blob), len(raw))
        blob += raw
    comp = zlib.compress(blob)
    with open(os.path.join(d, "nt.bzz"), "wb") as f:
        f.write(comp)
    with open(os.path.join(d, "nt.bzs"), "wb") as f:
        f.write(struct.pack("<3I", 0, len(comp), len(blob)))
    with open(os.path.join(d, "nt.bzv"), "wb") as f:
        f.write(vidx)


class SwordTest(unittest.TestCase):
    def test_read_module(self):
        with tempfile.TemporaryDirectory() as d:
            write_ztext(d, ["", "<milestone/>",
                            '<div osisID="Matt" sID="b1" type="book"/>',
                            '<chapter n="1" osisID="Matt.1" sID="Matt.1"/>',
                            '<w lemma="x">In</w> the start.<note placement="foot">a note</note>',
                            "Second verse.",
                            '<chapter n="2" osisID="Matt.2" sID="Matt.2"/>',
                            'Next chapter. <chapter eID="Matt.2"/><div eID="b1" type="book"/>'])
            got = sword.read_module(d)
        self.assertEqual(got, {("Matt", 1, 1): "In the start.", ("Matt", 1, 2): "Second verse.",
                               ("Matt", 2, 1): "Next chapter."})


if __name__ == "__main__":
    unittest.main()
