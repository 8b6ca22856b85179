// Choosing another word on the demo page (shipped en->es model): the menu of the model's
// alternatives, the sentence re-decoded from the chosen or typed word while the others stay,
// the edited mark, Reset, and the same with the keyboard alone.
import { test, expect } from '@playwright/test';
import { openReadyPage, translate, watchOutput } from './helpers.js';

const TEXT = 'Save the document before closing the window. The password must contain at least eight characters. ' +
  'Open the file menu.';
const FIRST = 'Guardar el documento antes de cerrar la ventana.';
const THIRD = 'Abra el menú del archivo.';

/** The heatmap: each row's label and its cells' weights. */
function heatmapRows(page) {
  return page.locator('#heatmap .hm-row').evaluateAll((rows) => rows.map((row) => ({
    label: row.textContent,
    cells: row.dataset.weights.split(','),
  })));
}

/** The source words lit while hovering target word `word` (their weights). */
async function sourceWeightsOf(page, word) {
  await page.locator('#output .w', { hasText: new RegExp(`^${word}$`) }).first().hover();
  return page.locator('#source-backdrop mark').evaluateAll((marks) => marks.map((m) => m.style.getPropertyValue('--w')));
}

test('choosing an alternative re-streams the rest of that sentence only; Reset restores it exactly', async ({ page }) => {
  await openReadyPage(page);
  await translate(page, TEXT);
  const output = page.locator('#output');
  const original = await output.textContent();
  expect(original.startsWith(`${FIRST} La contraseña debe `)).toBe(true);
  expect(original.endsWith(THIRD)).toBe(true);
  const originalWeights = await sourceWeightsOf(page, 'contener');

  await page.locator('#output .w', { hasText: /^debe$/ }).click();
  const menu = page.getByRole('dialog', { name: /Other words for “debe”, sentence 2/ });
  await expect(menu).toBeVisible();
  // The heatmap is pinned to the clicked word's sentence.
  await expect(page.locator('#heatmap-caption')).toHaveText('sentence 2');
  const before = await heatmapRows(page);
  expect(before[2].label).toBe('▁debe');
  const options = menu.getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.evaluateAll((os) => os.map((o) => o.getAttribute('aria-label')));
  // The model's own word is among them, marked, with its probability; others below it.
  expect(labels[0]).toMatch(/^debe, \d+%, the current word$/);
  expect(labels.length).toBeGreaterThanOrEqual(3);
  expect(labels.some((l) => /^tiene, \d+(\.\d)?%$/.test(l))).toBe(true);
  // What that position attended to, strongest first: "must" is among the source words.
  await expect(menu.locator('.alt-attends b').first()).toBeVisible();
  expect(await menu.locator('.alt-attends b').allTextContents()).toContain('must');
  await expect(options.nth(2)).toBeVisible();
  // The README's picture of the menu (web/alternatives.png is a copy of it).
  const pane = await output.boundingBox(), box = await menu.boundingBox();
  const top = pane.y - 36, right = Math.max(pane.x + pane.width, box.x + box.width) + 8;
  await page.screenshot({ path: 'out/screenshots/alternatives-menu.png',
    clip: { x: pane.x - 8, y: top, width: right - pane.x + 16, height: Math.max(pane.y + pane.height, box.y + box.height) + 8 - top } });

  await watchOutput(page);
  await menu.getByRole('option', { name: /^tiene,/ }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#model-status')).toContainText('Sentence 2 now reads: La contraseña tiene ', { timeout: 30_000 });
  const edited = await output.textContent();
  // The first sentence, the kept words and the chosen word exactly; the third sentence as it was.
  expect(edited.startsWith(`${FIRST} La contraseña tiene `)).toBe(true);
  expect(edited.endsWith(` ${THIRD}`)).toBe(true);
  expect(edited).not.toBe(original);
  // The rest of the sentence streamed in: several states of it while busy, before the last.
  const updates = await page.evaluate(() => window.outputUpdates);
  const streaming = new Set(updates.filter((u) => u.busy === 'true').map((u) => u.text));
  expect(streaming.size).toBeGreaterThanOrEqual(2);

  // Heatmap rows: the kept ones unchanged, the chosen word's row the same attention as the word
  // it replaced (computed before the choice), the rows after it new.
  const after = await heatmapRows(page);
  expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
  expect(after[2].label).toBe('▁tiene');
  expect(after[2].cells).toEqual(before[2].cells);
  expect(after.slice(3)).not.toEqual(before.slice(3));

  // The edited sentence is marked and has a Reset button; the others are not marked.
  await expect(page.locator('#output .w.chosen')).toHaveText(['tiene']);
  const marked = (await page.locator('#output .w.edited').allTextContents()).join(' ');
  expect(marked.startsWith('La contraseña tiene ')).toBe(true);
  expect(marked).not.toContain('Guardar');
  expect(marked).not.toContain('Abra');
  const reset = page.getByRole('button', { name: 'Reset sentence 2 to the model\'s translation' });
  await expect(reset).toBeVisible();
  await page.screenshot({ path: 'out/screenshots/alternatives-edited.png', fullPage: true });

  await reset.click();
  await expect(page.locator('#model-status')).toContainText('Sentence 2 is the model\'s translation again');
  expect(await output.textContent()).toBe(original);
  expect(await heatmapRows(page)).toEqual(before);
  await expect(page.locator('#output .w.edited')).toHaveCount(0);
  await expect(page.locator('#output .reset-edit')).toHaveCount(0);
  // Hovering still finds the right attention: the record was restored with the text.
  expect(await sourceWeightsOf(page, 'contener')).toEqual(originalWeights);
});

test("a word's menu offers that word's rivals, also where its text came with a later token", async ({ page }) => {
  await openReadyPage(page);
  await translate(page, 'The new version of the program is faster.');
  for (const [word, rival] of [['nueva', /nuevo|última|Nueva/u], ['programa', /programas|software|sistema/u]]) {
    await page.locator('#output .w', { hasText: new RegExp(`^${word}$`, 'u') }).click();
    const menu = page.getByRole('dialog', { name: new RegExp(`Other words for “${word}”`, 'u') });
    await expect(menu).toBeVisible();
    // The model's own word is first, with rivals for the same place (not the next word's).
    await expect(menu.getByRole('option').first()).toContainText(word);
    await expect(menu.getByRole('option').filter({ hasText: rival }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});

test('a typed word becomes the prefix and the model completes the sentence around it', async ({ page, context }) => {
  await openReadyPage(page);
  await translate(page, TEXT);
  const requests = [];  // the menu and the rewrites run on the loaded model: nothing leaves the page
  context.on('request', (r) => requests.push(r.url()));
  await page.locator('#output .w', { hasText: /^documento$/ }).click();
  const menu = page.getByRole('dialog', { name: /Other words for “documento”/ });
  const field = menu.getByRole('textbox', { name: /Your own word instead of “documento”/ });
  await field.fill('informe');
  await field.press('Enter');
  await expect(page.locator('#model-status')).toContainText('Sentence 1 now reads: Guardar el informe ', { timeout: 30_000 });
  const text = await page.locator('#output').textContent();
  expect(text).toMatch(/^Guardar el informe [^.]+\. La contraseña debe contener al menos ocho caracteres\. Abra el menú del archivo\.$/u);
  await expect(page.locator('#output .w.chosen')).toHaveText(['informe']);
  // A second edit in another sentence keeps the first one and its mark.
  await page.locator('#output .w', { hasText: /^Abra$/ }).click();
  const field2 = page.getByRole('textbox', { name: /instead of “Abra”/ });
  await field2.fill('Abre');
  await field2.press('Enter');
  await expect(page.locator('#model-status')).toContainText('Sentence 3 now reads: Abre ', { timeout: 30_000 });
  await expect(page.locator('#output .w.chosen')).toHaveText(['informe', 'Abre']);
  await expect(page.locator('#output .reset-edit')).toHaveCount(2);
  expect(await page.locator('#output').textContent()).toMatch(/^Guardar el informe [^.]+\. La contraseña debe contener al menos ocho caracteres\. Abre /u);
  expect(requests).toEqual([]);
});

test('keyboard only: Enter opens the menu, arrows move, Escape returns focus, Enter chooses', async ({ page }) => {
  await openReadyPage(page);
  await translate(page, TEXT);
  await page.locator('#copy').focus();
  await page.keyboard.press('Tab');
  const first = page.locator('#output .w').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const word = page.locator('#output .w', { hasText: /^documento$/ });
  await expect(word).toBeFocused();
  await expect(word).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(word).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: /Other words for “documento”/ });
  const list = menu.getByRole('listbox', { name: 'Instead of “documento”' });
  await expect(list).toBeFocused();
  await expect(word).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(word).toBeFocused();
  await expect(word).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(list).toBeFocused();
  await expect(menu.getByRole('option').nth(1)).toBeVisible();
  // The first option other than the current word is active; Down moves on, Up comes back.
  const active = () => list.getAttribute('aria-activedescendant');
  const start = await active();
  await expect(page.locator(`#${start}`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  const moved = await active();
  expect(moved).not.toBe(start);
  await page.keyboard.press('ArrowUp');
  expect(await active()).toBe(start);
  const chosen = (await page.locator(`#${start} .alt-word`).textContent()).trim();
  await page.keyboard.press('Enter');
  await expect(page.locator('#model-status')).toContainText(`Sentence 1 now reads: Guardar el ${chosen}`, { timeout: 30_000 });
  // Focus lands on the chosen word; the Reset button is reachable and works from the keyboard.
  const chosenWord = page.locator('#output .w.chosen');
  await expect(chosenWord).toHaveText([chosen]);
  await expect(chosenWord).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reset sentence 1 to the model\'s translation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#output')).toHaveText(`${FIRST} La contraseña debe contener al menos ocho caracteres. ${THIRD}`);
});
