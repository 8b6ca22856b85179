// Cutting a paragraph's translation back into the paragraph's text nodes (translatePage): the
// translation's units, each scored by the attention its tokens put on each node's source
// words, split into runs in reading order, each node keeping its own edges of white space.
import { monotoneAssign } from './alignment.js';

/** A fixed node's score for its own span, and minus it for every other word (distribute). */
const FIXED = 1e6;
/** What a node outside an inline tag adds to each word's score there (distribute). */
const UNTAGGED_PRIOR = 0.1;

/**
 * The translation in the one node with words, inside that node's own leading and trailing
 * whitespace; whitespace-only nodes keep theirs (what distribute() gives for one node).
 * @param {string} translation @param {string[]} originals @returns {string[]}
 */
export function keepEdges(translation, originals) {
  return originals.map((o) => (/\S/u.test(o)
    ? (o.match(/^\s*/u)?.[0] ?? '') + translation.trim() + (o.match(/\s*$/u)?.[0] ?? '') : o));
}

/**
 * The units a translation is cut at: words, and runs of punctuation apart from them, so that
 * "documento." can leave its period to the text node after a link.
 * @param {string} text @returns {{begin: number, end: number}[]}
 */
export function unitSpans(text) {
  const units = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*|[^\s\p{L}\p{N}\p{M}]+/gu)) {
    units.push({ begin: m.index, end: m.index + m[0].length });
  }
  return units;
}

/**
 * `units` (sorted, as unitSpans gives them) with the units that overlap one span of `whole`
 * merged into one: a protected span ("Save as" kept as written) moves between nodes as a whole.
 * A unit that runs over a span's edge is cut there first: in "`Ctrl`+`C`," the punctuation runs
 * "`+`" and "`," belong partly to a span and partly to the text between or after.
 * @param {{begin: number, end: number}[]} units @param {{begin: number, end: number}[]} whole
 */
export function mergeUnits(units, whole) {
  // One pass over both, in order (a long paragraph may have thousands of each).
  const spans = [...whole].sort((a, b) => a.begin - b.begin);
  const edges = [...new Set(spans.flatMap((w) => [w.begin, w.end]))].sort((a, b) => a - b);
  /** @type {{begin: number, end: number}[]} */
  const cut = [];
  let e = 0;
  for (const u of units) {
    while (e < edges.length && edges[e] <= u.begin) ++e;
    let from = u.begin;
    for (; e < edges.length && edges[e] < u.end; ++e) {
      cut.push({ begin: from, end: edges[e] });
      from = edges[e];
    }
    cut.push({ begin: from, end: u.end });
  }
  /** @type {{begin: number, end: number, within?: {begin: number, end: number}}[]} */
  const out = [];
  let s = 0;
  for (const u of cut) {
    while (s < spans.length && spans[s].end <= u.begin) ++s;
    const within = s < spans.length && spans[s].begin < u.end ? spans[s] : undefined;
    const prev = out[out.length - 1];
    if (within && prev?.within === within) prev.end = Math.max(prev.end, u.end);
    else out.push({ begin: u.begin, end: u.end, within });
  }
  return out.map(({ begin, end }) => ({ begin, end }));
}

/**
 * Cuts `translation` into one string per original text node. Each target word scores each node
 * by the attention its tokens put on the source tokens inside that node; words are then split
 * into contiguous runs in reading order (monotoneAssign). Nodes keep their own leading and
 * trailing whitespace so the inline tags stay separated as before.
 * @param {string} translation
 * @param {{span: {begin: number, end: number}, attention: number[], sourceSpans: {begin: number, end: number}[]}[]} tokens
 *   each token's word in `translation` (tokenWordSpans), and its attention over the source tokens
 * @param {string[]} originals
 * @param {{begin: number, end: number}[]} [whole]  spans of `translation` never cut between two
 *   nodes: the protected spans (names, do-not-translate terms, glossary targets)
 * @param {boolean[]} [tagged]  [nodes] the nodes inside an inline tag: a word that looks at
 *   neither of two nodes it could go to goes to the one outside ("La herramienta
 *   <b>update-passwd</b>": "herramienta" looks at "tool", after both; UNTAGGED_PRIOR)
 * @param {Map<number, {begin: number, end: number}>} [fixed]  nodes whose text is known to be
 *   one span of `translation` (inline code carried verbatim): that span goes to that node and
 *   nothing else does, so the words before it go to the nodes before
 * @returns {string[]}
 */
export function distribute(translation, tokens, originals, whole = [], tagged = [], fixed = new Map()) {
  const starts = [];
  let at = 0;
  for (const o of originals) { starts.push(at); at += o.length; }
  const nodeOf = (/** @type {number} */ offset) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1] <= offset) ++k;
    return k;
  };
  const source = originals.join('');
  // Only nodes with words take part; whitespace-only ones keep their text.
  const content = originals.map((o, i) => (/\S/u.test(o) ? i : -1)).filter((i) => i >= 0);
  const slotOfNode = new Map(content.map((node, slot) => [node, slot]));
  // The slots a source token's characters are in, each with its share of them, spaces aside: a
  // piece's span starts at the space before its word ("▁Save" in "Select <b>Save</b>"), which
  // may end the node before, and a name kept whole may run across a tag ("The United States" of
  // "The <b>United States</b>").
  /** @type {Map<string, [number, number][]>} */
  const shares = new Map();
  const sharesOf = (/** @type {{begin: number, end: number}} */ s) => {
    const key = `${s.begin},${s.end}`;
    let out = shares.get(key);
    if (!out) {
      /** @type {Map<number, number>} */
      const counts = new Map();
      let total = 0;
      for (let at = s.begin; at < s.end; ++at) {
        if (/\s/u.test(source[at])) continue;
        const slot = slotOfNode.get(nodeOf(at));
        if (slot === undefined) continue;
        counts.set(slot, (counts.get(slot) ?? 0) + 1);
        total += 1;
      }
      out = [...counts].map(([slot, n]) => [slot, n / total]);
      shares.set(key, out);
    }
    return out;
  };
  const words = mergeUnits(unitSpans(translation), whole);
  const score = words.map(() => new Float32Array(content.length));
  for (const tok of tokens) {
    // Every unit of the token's word ("rápida" and "." of "rápida.").
    words.forEach((u, w) => {
      if (!(u.begin < tok.span.end && tok.span.begin < u.end)) return;
      tok.sourceSpans.forEach((s, j) => {
        if (s.end <= s.begin) return;  // EOS
        for (const [slot, share] of sharesOf(s)) score[w][slot] += share * (tok.attention[j] ?? 0);
      });
    });
  }
  // A node all of whose source tokens run on into another node has no words of its own to
  // take: it may stay empty (the name goes where most of it was).
  const owned = new Set(), crossed = new Set();
  for (const parts of shares.values()) {
    if (parts.length === 1) owned.add(parts[0][0]);
    else parts.forEach(([slot]) => crossed.add(slot));
  }
  const optional = content.map((_, slot) => crossed.has(slot) && !owned.has(slot));
  // A tenth of a token's attention for each node outside a tag: a word that gives the nodes it
  // may go to next to nothing (its source word lies where reading order forbids) stays out of
  // the tag. Measured on 16 sentences (web/README.md): 0.001 left "La <b>herramienta
  // update-passwd</b>", 0.02 and 0.05 "escriba <b>en help@example.org</b>"; 0.1 moved no word
  // that looked at its tag.
  const untagged = content.map((node) => (tagged[node] ? 0 : UNTAGGED_PRIOR));
  for (const row of score) untagged.forEach((bonus, slot) => { row[slot] += bonus; });
  for (const [node, span] of fixed) {
    const slot = slotOfNode.get(node);
    if (slot === undefined) continue;
    words.forEach((u, w) => { score[w][slot] += u.begin < span.end && span.begin < u.end ? FIXED : -FIXED; });
  }
  const slotOfWord = monotoneAssign(score, content.length, optional);
  const texts = originals.map((o) => (/\S/u.test(o) ? '' : o));
  content.forEach((node, slot) => {
    const first = slotOfWord.indexOf(slot);
    if (first < 0) return;
    const last = slotOfWord.lastIndexOf(slot);
    // A node's leading space stays, unless its first unit is punctuation the translation glues
    // to the word before (" theme." after inline code whose translation ends the sentence: "`dark`.").
    const glued = first > 0 && !/[\p{L}\p{N}]/u.test(translation[words[first].begin] ?? '') &&
      !/\s/u.test(translation.slice(words[first - 1].end, words[first].begin));
    const lead = /^\s/u.test(originals[node]) && node !== content[0] && !glued ? ' ' : '';
    let trail = /\s$/u.test(originals[node]) && slot !== content.length - 1 ? ' ' : '';
    // Words that the translation separates must stay separated even where the original
    // nodes touched ("<b>Save</b>now" is rare, but a word may move next to a tag).
    const next = content[slot + 1];
    const gap = next === undefined ? '' : originals.slice(node, next + 1).join('').slice(
      originals[node].trimEnd().length, -(originals[next].trimStart().length) || undefined);
    // Where the translation separates this node's last word from the next node's first word
    // but the original put no space between the nodes, keep the words apart.
    const spaced = last + 1 < words.length && /\s/u.test(translation.slice(words[last].end, words[last + 1].begin));
    if (!trail && next !== undefined && !/\s/u.test(gap) && spaced) trail = ' ';
    texts[node] = lead + translation.slice(words[first].begin, words[last].end) + trail;
  });
  // Text before the first word and after the last (the input's own edges) stays around it.
  const firstNode = content[0], lastNode = content[content.length - 1];
  texts[firstNode] = (originals[firstNode].match(/^\s*/u)?.[0] ?? '') + texts[firstNode];
  texts[lastNode] = texts[lastNode] + (originals[lastNode].match(/\s*$/u)?.[0] ?? '');
  return texts;
}
