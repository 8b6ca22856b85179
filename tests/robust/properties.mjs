// The bad-input table (bad_inputs.json): how a row's input is built and which properties its
// translation must have. One checker for every engine build (native CLI, wasm module).

/** @typedef {{model: string, input: string, keep?: string[], case?: 'upper'|'title', note?: string,
 *   prefix?: string, repeat?: number, suffix?: string, quotes?: boolean}} Row */

/** The row's input text. @param {Row} row */
export function inputOf(row) {
  return ((row.prefix ?? '') + row.input.repeat(row.repeat ?? 1) + (row.suffix ?? '')).trimEnd();
}

/** Word 3-grams of `text` (case-folded) with their counts. @param {string} text */
function trigrams(text) {
  const words = text.toLowerCase().split(/\s+/u).filter(Boolean);
  const counts = new Map();
  for (let i = 0; i + 3 <= words.length; i++) {
    const g = words.slice(i, i + 3).join(' ');
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

/**
 * Every property the row's output breaks, as messages ([] when it passes):
 * - every `keep` string appears in the output unchanged;
 * - no U+FFFD unless the input has one; no C0 control character the input lacks;
 * - no word 3-gram occurs 3+ times unless the source repeats itself as much (the languages
 *   differ, so a source that repeats one of its own 3-grams n times licenses n repeats);
 * - no two spaces in a row unless the input has them (a dropped placeholder left "de  en");
 * - no soft hyphen, zero-width space, word joiner or U+FEFF: the model reads words without them,
 *   and one left glued to a word had torn it ("La informática­es disponibilidad­capaz");
 * - no space right after Spanish's opening ¡ or ¿, and no mark doubled ("¡¡") unless the input
 *   has one so ("Buenos días, ¡ todos!", "¡¡buenos días!" before the rules that place them);
 * - quotes: as many quotation marks (" « » “ ” „) as the input, whatever their style;
 * - length: at most 3 × the input's characters + 40;
 * - case: 'upper' -> no lower-case letter outside kept spans; 'title' -> into English, every
 *   word of 4+ letters outside kept spans starts with a capital; into Spanish, whose titles
 *   capitalise their first word and names only, the output starts with a capital and every
 *   other capitalised word of it is one the input has (a name kept as written).
 * @param {Row} row @param {string} output
 */
export function violations(row, output) {
  const input = inputOf(row);
  const out = [];
  for (const k of row.keep ?? []) if (!output.includes(k)) out.push(`lost protected span ${JSON.stringify(k)}`);
  if (output.includes('\uFFFD') && !input.includes('\uFFFD')) out.push('U+FFFD in the output');
  for (const c of output.match(/[\u0000-\u0008\u000e-\u001f]/gu) ?? []) {
    if (!input.includes(c)) out.push(`control character U+${c.codePointAt(0).toString(16)} appeared`);
  }
  const licensed = Math.max(2, ...trigrams(input).values());
  for (const [g, n] of trigrams(output)) {
    if (n >= 3 && n > licensed) out.push(`3-gram "${g}" repeated ${n} times (source repeats at most ${licensed})`);
  }
  if (output.includes('  ') && !input.includes('  ')) out.push('two spaces in a row that the input lacks');
  for (const c of output.match(/[\u00AD\u200B\u2060\uFEFF]/gu) ?? []) out.push(`invisible U+${c.codePointAt(0).toString(16)} in the output`);
  for (const m of output.match(/[¡¿](?= )|¡¡|¿¿/gu) ?? []) {
    if (!input.includes(m.length === 1 ? `${m} ` : m)) out.push(`opening mark ${JSON.stringify(m)} with a space after it or doubled`);
  }
  const marks = (/** @type {string} */ t) => (t.match(/["«»“”„]/gu) ?? []).length;
  if (row.quotes && marks(output) !== marks(input)) out.push(`${marks(output)} quotation marks for the input's ${marks(input)}`);
  if (output.length > 3 * input.length + 40) out.push(`output of ${output.length} chars for ${input.length}`);
  let plain = output;
  for (const k of row.keep ?? []) plain = plain.split(k).join(' ');
  if (row.case === 'upper' && /\p{Ll}/u.test(plain)) out.push('ALL-CAPS input, output has lower case');
  if (row.case === 'title' && row.model.endsWith('-en')) {
    const bad = plain.split(/[\s¿¡"(]+/u).filter((w) => /^\p{L}{4,}/u.test(w) && !/^\p{Lu}/u.test(w));
    if (bad.length) out.push(`Title Case input, output words not capitalised: ${bad.join(', ')}`);
  } else if (row.case === 'title') {
    const inputWords = new Set(input.match(/\p{L}+/gu) ?? []);
    const [first = '', ...rest] = plain.match(/\p{L}+/gu) ?? [];
    if (!/^\p{Lu}/u.test(first)) out.push(`Title Case input, output does not start with a capital: ${first}`);
    const raised = rest.filter((w) => /^\p{Lu}/u.test(w) && !inputWords.has(w));
    if (raised.length) out.push(`Title Case input into Spanish, words capitalised as in an English title: ${raised.join(', ')}`);
  }
  return out;
}
