// A line of links or labels side by side is a list, not a sentence (translatePage): a menu
// written `<nav><a>Home</a> <a>Blog</a> <a>Contact us</a></nav>`, a breadcrumb `<a>Home</a> /
// <a>Docs</a>`, a row of tags. Read as one text it is one sentence ("Home Blog Contact us" came
// out "Contacto en casa de Blog", a label and a link "Quantity Forgot your password?" "¿Cuantidad
// olvida su contraseña?"); read item by item, each
// is translated alone, and a whole item the model's memory holds ("Leave a Reply") comes out
// as people translated it. Text between the items without a letter (spaces, "/", "|", "·") is
// left as it is.

/** Elements that make a list's items when they alone hold the line's words. */
const ITEMS = new Set(['A', 'LABEL']);

/** Whether `text` holds a letter or a digit. */
const hasWord = (/** @type {string} */ text) => /[\p{L}\p{N}]/u.test(text);

/** The child of `block` that holds `node`, or null for a node right under `block`. */
function childHolding(/** @type {Element} */ block, /** @type {Node} */ node) {
  let at = node.parentElement;
  if (at === block) return null;
  while (at && at.parentElement !== block) at = at.parentElement;
  return at;
}

/**
 * The line's nodes as one line, or, where every word of it is inside links or labels that are
 * children of `block` (two or more of them), one line per such element.
 * @template {Text|Element} N
 * @param {Element} block @param {N[]} line  text nodes (and inline code elements) in order
 * @returns {N[][]}
 */
export function splitLinkList(block, line) {
  if (line.some((node) => node.nodeType !== Node.TEXT_NODE)) return [line];  // inline code: a sentence's words
  const holders = line.map((node) => childHolding(block, node));
  /** @type {Map<Element, N[]>} */
  const items = new Map();
  for (let i = 0; i < line.length; ++i) {
    const item = holders[i];
    if (!hasWord(/** @type {Text} */ (line[i]).data)) continue;
    if (!item || !ITEMS.has(item.tagName.toUpperCase())) return [line];
    if (!items.has(item)) items.set(item, []);
  }
  if (items.size < 2) return [line];
  line.forEach((node, i) => items.get(/** @type {Element} */ (holders[i]))?.push(node));
  return [...items.values()];
}
