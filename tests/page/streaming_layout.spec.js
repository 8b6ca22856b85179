// The demo's output while a long translation streams (web/app/output_view.js): finished lines
// move into blocks of their own so that the browser does not lay the whole text out per frame.
// What a reader sees must not change: the same line breaks, the same copied text.
import { test, expect } from '@playwright/test';
import { openReadyPage, translate } from './helpers.js';

const SENTENCES = [
  'Save the document before closing the window.',
  'The password must contain at least eight characters.',
  'Open the file menu and select a new name for the copy.',
  'The update could not be installed because the disk is full.',
  'Click the button below to connect your account.',
  'No results were found for your search.',
];

test('a long translation streams into blocks of whole lines that read as one paragraph; copying and a new width join them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openReadyPage(page);
  // Three paragraphs, the second two lines in one (a break inside a block, and between blocks).
  const paragraph = SENTENCES.join(' ');
  await translate(page, `${paragraph}\n\n${SENTENCES.slice(0, 3).join(' ')}\n${SENTENCES.slice(3).join(' ')}\n\n${paragraph}`);
  const blocks = await page.locator('#output > .chunk').count();
  expect(blocks).toBeGreaterThan(2);

  // Every word where the same text in one block puts it (a copy of the output laid out beside it).
  const layout = await page.evaluate(() => {
    const out = /** @type {HTMLElement} */ (document.getElementById('output'));
    const ref = /** @type {HTMLElement} */ (out.cloneNode(false));
    ref.removeAttribute('id');
    const block = document.createElement('div');
    block.className = 'chunk';
    for (const chunk of out.children) for (const node of chunk.childNodes) block.append(node.cloneNode(true));
    ref.append(block);
    ref.style.cssText = `position: absolute; left: 0; top: 0; width: ${out.offsetWidth}px; visibility: hidden`;
    /** @type {HTMLElement} */ (out.parentElement).style.position = 'relative';
    out.parentElement?.append(ref);
    const origin = (/** @type {HTMLElement} */ el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + el.clientLeft - el.scrollLeft, y: r.top + el.clientTop - el.scrollTop };
    };
    const a = origin(out), b = origin(ref);
    const words = [...out.querySelectorAll('.w')], refWords = [...ref.querySelectorAll('.w')];
    let worst = 0;
    words.forEach((w, i) => {
      const p = w.getClientRects()[0], q = refWords[i].getClientRects()[0];
      worst = Math.max(worst, Math.abs(p.left - a.x - (q.left - b.x)), Math.abs(p.top - a.y - (q.top - b.y)));
    });
    const lines = new Set(words.map((w) => Math.round(w.getClientRects()[0].top))).size;
    ref.remove();
    return { words: words.length, refWords: refWords.length, lines, worst };
  });
  expect(layout.refWords).toBe(layout.words);
  expect(layout.lines).toBeGreaterThan(blocks);
  expect(layout.worst).toBeLessThan(0.5);

  // A selection copies the text, not a line break between blocks.
  await page.evaluate(() => {
    getSelection()?.selectAllChildren(/** @type {HTMLElement} */ (document.getElementById('output')));
    document.execCommand('copy');
  });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#output').textContent());
  expect(copied.match(/\n/g)?.length).toBe(5);  // the text's own line breaks only

  // Another width breaks lines elsewhere: the blocks are joined into one.
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.locator('#output > .chunk')).toHaveCount(1);
  expect(await page.locator('#output').textContent()).toBe(copied);
});
