"""HTML -> list of text blocks in document order (stdlib html.parser).

Why: translated HTML manuals (GIMP help, Debian handbook/reference) are
generated from the same DocBook source as the English ones, so the i-th
paragraph/list item/heading of both files correspond when the counts agree.
Code listings (<pre>) and <script>/<style> are skipped: not language.
"""

import html.parser
import re

BLOCK = {"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dt", "dd",
         "title", "caption", "figcaption", "blockquote", "div"}
SKIP = {"pre", "script", "style"}  # inline <code> stays: it is part of the sentence


class _Blocks(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks, self.cur, self.skip = [], [], 0

    def flush(self):
        t = re.sub(r"\s+", " ", "".join(self.cur)).strip()
        if t:
            self.blocks.append(t)
        self.cur = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIP:
            self.skip += 1
        elif tag in BLOCK or tag == "br":
            self.flush()

    def handle_endtag(self, tag):
        if tag in SKIP:
            self.skip = max(0, self.skip - 1)
        elif tag in BLOCK:
            self.flush()

    def handle_data(self, data):
        if not self.skip:
            self.cur.append(data)


def blocks(text):
    p = _Blocks()
    p.feed(text)
    p.close()
    p.flush()
    return p.blocks
