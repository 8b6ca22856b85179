// translatePage() on a fixture with nested inline markup: same element tree, listeners intact,
// text translated (not the skipped parts), restore() gives back the original exactly.
import { test, expect } from '@playwright/test';

/** Tag names and attributes of every element under #root, in document order. */
const shape = () => [...document.querySelectorAll('#root, #root *')].map((el) =>
  [el.tagName, ...[...el.attributes].filter((a) => !['title', 'alt', 'placeholder', 'aria-label'].includes(a.name))
    .map((a) => `${a.name}=${a.value}`)].join(' '));

test('translatePage keeps the element tree, translates text and attributes, and restore() undoes it', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const before = await page.evaluate(shape);
  const html = await page.locator('#root').innerHTML();
  const elements = await page.evaluate(() => { window.kept = [...document.querySelectorAll('#root *')]; return window.kept.length; });

  const outcome = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const progress = [];
    const job = await translatePage(document.getElementById('root'), {
      model: '/models/shipped/en-es.heed', onProgress: (p) => progress.push(p),
    });
    window.job = job;
    return { translated: job.translated, total: job.total, cancelled: job.cancelled, progress };
  });
  expect(outcome.cancelled).toBe(false);
  expect(outcome.translated).toBe(outcome.total);
  expect(outcome.total).toBeGreaterThanOrEqual(9);  // 5 paragraphs/items + h2 + 4 attributes
  const last = outcome.progress[outcome.progress.length - 1];
  expect(last).toEqual({ phase: 'translate', loaded: outcome.total, total: outcome.total, cacheHits: expect.any(Number) });

  // Same elements (the very same nodes), same attributes, the listener still fires.
  expect(await page.evaluate(shape)).toEqual(before);
  expect(await page.evaluate(() => [...document.querySelectorAll('#root *')].every((el, i) => el === window.kept[i]))).toBe(true);
  expect(await page.evaluate(() => document.querySelectorAll('#root *').length)).toBe(elements);
  await page.locator('#link').click();
  expect(await page.evaluate(() => window.clicks)).toBe(1);

  // Text and attributes are Spanish now; skipped parts are untouched.
  const text = await page.locator('#root').innerText();
  expect(text).not.toContain('Choose a');
  expect(text).toMatch(/contraseña/);
  expect(await page.locator('#p1 strong').textContent()).not.toBe('strong new password');
  // The bold goes around the words that translate "strong new password", not the article before them.
  expect(await page.locator('#p1 strong').textContent()).toMatch(/contraseña/u);
  expect(await page.locator('img').getAttribute('alt')).not.toBe('A picture of the main window');
  expect(await page.locator('input').getAttribute('placeholder')).toMatch(/ayuda|Buscar/i);
  for (const [id, original] of [['keep', 'Keep this sentence as it is.'], ['pre', 'Save the file.'], ['code', 'Open the menu.'],
    ['ta', 'Close the window.'], ['hidden', 'This text is hidden.']]) {
    expect(await page.locator(`#${id}`).evaluate((el) => el.textContent)).toBe(original);
  }
  expect(await page.locator('#root script').textContent()).toBe('{"text": "Save the document."}');
  await page.screenshot({ path: 'out/screenshots/translate-page.png', fullPage: true });

  await page.evaluate(() => window.job.restore());
  // The screenshot hides the text caret with an inline style and leaves style="" behind.
  expect((await page.locator('#root').innerHTML()).replaceAll(' style=""', '')).toBe(html);
});

test('translatePage honours a glossary and a do-not-translate list in every block, and restore() undoes them', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const original = await page.locator('#root').innerHTML();
  const outcome = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    window.job = await translatePage(document.getElementById('root'), {
      model: '/models/shipped/en-es.heed', glossary: { window: 'ventanita', menu: 'menú principal' },
      doNotTranslate: ['Save as'],
    });
    return { translated: window.job.translated, total: window.job.total };
  });
  expect(outcome.translated).toBe(outcome.total);
  // Inside a paragraph with a link, in a list item, in an attribute; the do-not-translate term
  // stays as written inside its <b>; the parts translatePage skips keep their English.
  const text = await page.locator('#root').innerText();
  expect(text).toContain('ventanita');
  expect(text).not.toMatch(/\bwindow\b/);
  expect(text).toContain('menú principal');
  expect(await page.locator('li b').textContent()).toBe('Save as');  // one unit, not cut by the tag
  expect(await page.locator('img').getAttribute('alt')).toContain('ventanita');
  expect(await page.locator('#ta').evaluate((el) => el.textContent)).toBe('Close the window.');
  expect(await page.locator('#code').evaluate((el) => el.textContent)).toBe('Open the menu.');
  await page.evaluate(() => window.job.restore());
  expect((await page.locator('#root').innerHTML()).replaceAll(' style=""', '')).toBe(original);
});

test('a page translated again with the same translator comes from the sentence cache, identical', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const original = await page.locator('#root').innerHTML();
  const runs = await page.evaluate(async () => {
    const { Translator, translatePage } = await import('/web/heed.js');
    const translator = await Translator.create({ model: '/models/shipped/en-es.heed' });
    const root = document.getElementById('root');
    const out = [];
    for (let i = 0; i < 2; ++i) {
      const progress = [];
      const job = await translatePage(root, { translator, onProgress: (p) => progress.push(p) });
      out.push({ html: root.innerHTML, total: job.total, cacheHits: job.cacheHits, last: progress[progress.length - 1] });
      job.restore();
    }
    out.push({ stats: translator.cacheStats(), html: root.innerHTML });
    translator.dispose();
    return out;
  });
  const [first, second, after] = runs;
  expect(second.html).toBe(first.html);
  expect(second.cacheHits).toBe(second.total);          // every text seen before: nothing decoded
  expect(second.last.cacheHits).toBe(second.total);
  expect(first.cacheHits).toBeLessThan(first.total);
  expect(after.stats.hits).toBeGreaterThanOrEqual(second.total);
  expect(after.html.replaceAll(' style=""', '')).toBe(original);
});

test('translatePage stops on abort and what it did can still be restored', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const html = await page.locator('#root').innerHTML();
  const outcome = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const controller = new AbortController();
    const job = await translatePage(document.getElementById('root'), {
      model: '/models/shipped/en-es.heed', signal: controller.signal,
      onProgress: (p) => { if (p.phase === 'translate' && p.loaded === 2) controller.abort(); },
    });
    const changed = document.getElementById('root').innerHTML;
    job.restore();
    return { cancelled: job.cancelled, translated: job.translated, total: job.total, changed };
  });
  expect(outcome.cancelled).toBe(true);
  expect(outcome.translated).toBeGreaterThanOrEqual(2);   // a second Worker may finish its text as the abort lands
  expect(outcome.translated).toBeLessThan(outcome.total);
  expect(outcome.changed).not.toBe(html);
  expect(await page.locator('#root').innerHTML()).toBe(html);
});

/** What the hostile fixture's page is made of, besides its translatable text. */
const snapshot = () => ({
  ran: [...window.ran].sort(),
  shape: [...document.querySelectorAll('*')].map((el) => el.tagName + [...el.attributes]
    .filter((a) => !['title', 'alt', 'placeholder', 'aria-label'].includes(a.name)).map((a) => ` ${a.name}=${a.value}`).join('')),
  template: document.getElementById('template').innerHTML,
  svg: document.getElementById('svg').outerHTML,
  frame: document.getElementById('frame').contentDocument.documentElement.outerHTML,
  text: document.getElementById('root').innerText,
});

// Hostile markup: event-handler attributes, javascript: URLs, SVG with a script, a template, an
// iframe srcdoc, and markup written as text. translatePage must change text and nothing else.
// Run twice: under the server's CSP, and with the CSP bypassed, where anything translatePage
// turned into markup would run (the CSP would otherwise hide that mistake).
for (const bypassCSP of [false, true]) {
  test.describe(bypassCSP ? 'without CSP' : 'under the CSP', () => {
    test.use({ bypassCSP });
    test(`translatePage on hostile markup runs nothing and adds nothing but text (${bypassCSP ? 'CSP bypassed' : 'CSP on'})`, async ({ page }) => {
      await page.goto('/tests/page/fixtures/hostile.html');
      await page.waitForLoadState('load');
      const before = await page.evaluate(snapshot);
      // The fixture's own scripts (SVG, iframe) run when nothing stops them, and only then.
      expect(before.ran).toEqual(bypassCSP ? ['srcdoc', 'svg'] : []);

      const r = await page.evaluate(async () => {
        const mutations = [];
        const violations = [];
        document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.sample}`));
        new MutationObserver((list) => {
          for (const m of list) mutations.push(m.type === 'attributes' ? `attributes ${m.attributeName}` : m.type === 'childList' ? `childList +${m.addedNodes.length} -${m.removedNodes.length}` : m.type);
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const { translatePage } = await import('/web/heed.js');
        const job = await translatePage(document.getElementById('root'), { model: '/models/shipped/en-es.heed' });
        await new Promise((resolve) => setTimeout(resolve, 300));  // let anything queued fire
        return { translated: job.translated, total: job.total, mutations: [...new Set(mutations)], violations };
      });
      expect(r.translated).toBe(r.total);
      expect(r.total).toBeGreaterThanOrEqual(8);
      // Only text data and the readable attributes changed: no node added or removed.
      expect(r.mutations.filter((m) => !/^(characterData|attributes (title|alt|placeholder|aria-label))$/.test(m))).toEqual([]);
      expect(r.mutations).toContain('characterData');
      expect(r.violations).toEqual([]);
      const after = await page.evaluate(snapshot);
      expect(after.ran).toEqual(before.ran);
      expect(after.shape).toEqual(before.shape);
      expect(after.template).toBe(before.template);
      expect(after.svg).toBe(before.svg);
      expect(after.frame).toBe(before.frame);
      expect(after.text).not.toContain('Close the window before you leave');  // it did translate
    });
  });
}

test('translatePage hands batchSentences to the engine: one at a time translates every text, 65 is refused', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const outcome = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const root = document.getElementById('root');
    const one = await translatePage(root, { model: '/models/shipped/en-es.heed', beam: 1, batchSentences: 1, workers: 1 });
    one.restore();
    const refused = await translatePage(root, { model: '/models/shipped/en-es.heed', beam: 1, batchSentences: 65, workers: 1 })
      .then(() => null, (e) => ({ code: e.code, message: e.message }));
    return { translated: one.translated, total: one.total, refused, restored: root.innerText };
  });
  expect(outcome.translated).toBe(outcome.total);
  expect(outcome.refused).toEqual({ code: 'invalid-input', message: expect.stringMatching(/batch/) });
  expect(outcome.restored).toContain('Choose a');
});

test("a line break of the page's source inside a sentence is a space to translatePage, unless the block keeps line breaks", async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const texts = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const root = document.getElementById('root');
    // As hand-written HTML wraps its lines: the break falls inside the sentence.
    root.innerHTML = '<p id="wrapped">Items in need of feedback are marked with\n      the "HELP" tag.</p>' +
      '<p id="kept">Items in need of feedback are marked with\nthe "HELP" tag.</p>';
    document.getElementById('kept').style.whiteSpace = 'pre-line';  // (the page's CSP refuses style attributes)
    const job = await translatePage(root, { model: '/models/shipped/en-es.heed', workers: 1 });
    const out = { wrapped: document.getElementById('wrapped').textContent, kept: document.getElementById('kept').textContent };
    job.restore();
    return { ...out, restored: document.getElementById('wrapped').textContent };
  });
  // One sentence: "la etiqueta" goes on in lower case (cut at the break it began a sentence: "La etiqueta").
  expect(texts.wrapped).toMatch(/con la etiqueta «HELP»\.$/u);
  expect(texts.wrapped).not.toContain('\n');
  // pre-line shows the break, so the text keeps it: two lines, each translated on its own.
  expect(texts.kept).toContain('\n');
  expect(texts.kept).toMatch(/\nLa etiqueta «HELP»\.$/u);
  expect(texts.restored).toBe('Items in need of feedback are marked with\n      the "HELP" tag.');
});

test('inline code in a sentence is read with it and stays where its words put it; the code itself is never written', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const root = document.getElementById('root');
    root.innerHTML = [
      '<p>The <code>--force</code> option overwrites existing files without asking.</p>',
      '<p>Add the <code>contrib</code> and <code>non-free</code> components to your sources.</p>',
      '<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop the server.</p>',
      '<p>If the command prints <samp>Permission denied</samp>, log in as root.</p>',
      '<p>Open <kbd>Settings</kbd> and choose the <code>dark</code> theme.</p>',
      '<p><code>apt install ./local.deb</code></p>',
      // A manual's conventions: a man page's section after its name, a table's number held to
      // its word by &nbsp;, a section's number in the contents.
      '<p>See <code>crontab</code>(5) for the format of each line.</p>',
      '<p><strong>Table&nbsp;2.1.&nbsp;Files that the installer reads</strong></p>',
      '<p><a href="#s">3.2. Installing the base system</a></p>',
    ].join('');
    const codes = [...root.querySelectorAll('code, kbd, samp')];
    const html = root.innerHTML;
    const job = await translatePage(root, { model: '/models/shipped/en-es.heed', workers: 1, originalOnHover: true });
    const title = root.querySelector('p').getAttribute('title');
    root.querySelectorAll('p').forEach((p) => p.removeAttribute('title'));
    const translated = [...root.querySelectorAll('p')].map((p) => p.innerHTML);
    const same = [...root.querySelectorAll('code, kbd, samp')].every((el, i) => el === codes[i]);
    job.restore();
    return { translated, same, title, restored: root.innerHTML === html };
  });
  expect(out.same).toBe(true);
  expect(out.title).toBe('The --force option overwrites existing files without asking.');  // the original, as it reads
  expect(out.translated).toEqual([
    'La opción <code>--force</code> sobrescribe los archivos existentes sin preguntar.',
    'Añada los componentes <code>contrib</code> y <code>non-free</code> a sus fuentes.',
    'Pulse <kbd>Ctrl</kbd>+<kbd>C</kbd> para detener el servidor.',
    'Si la orden imprime <samp>Permission denied</samp>, inicie sesión como superusuario.',
    'Abra <kbd>Settings</kbd> y elija el tema <code>dark</code>.',
    '<code>apt install ./local.deb</code>',  // code alone: nothing to translate
    'Consulte <code>crontab</code>(5) para el formato de cada línea.',
    '<strong>Tabla&nbsp;2.1.&nbsp;Archivos que leen el instalador</strong>',  // not "Table 2,1."
    '<a href="#s">3.2. Instalar el sistema base</a>',  // not "3,2."
  ]);
  expect(out.restored).toBe(true);
});

test('a line break (<br>) ends a text: each line is translated apart, and the hover shows every line', async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const html = await page.evaluate(() => {
    document.getElementById('root').innerHTML = '<p id="lines">Open the file menu<br>Select the new document</p>' +
      '<p id="inline"><b>Save the file<br>before you leave</b> the page.</p>';
    return document.getElementById('root').innerHTML;
  });
  const out = await page.evaluate(async () => {
    const { translatePage } = await import('/web/heed.js');
    const root = document.getElementById('root');
    const job = await translatePage(root, { model: '/models/shipped/en-es.heed', workers: 1, originalOnHover: true });
    const lines = document.getElementById('lines');
    const res = { lines: lines.innerHTML, title: lines.getAttribute('title'), inline: document.getElementById('inline').innerHTML };
    job.restore();
    return { ...res, restored: root.innerHTML };
  });
  // The lines had been read as one text, "Open the file menuSelect the new document":
  // "Abra el menú <br>de archivoSelectúe el documento nuevo".
  expect(out.lines).toBe('Abrir el menú del archivo<br>Seleccione el documento nuevo');
  expect(out.title).toBe('Open the file menu\n\nSelect the new document');
  expect(out.inline).toMatch(/^<b>[^<]+<br>[^<]+<\/b>[^<]+$/u);  // a break inside inline markup: still two lines
  expect(out.inline).not.toMatch(/leave|page/u);
  expect(out.restored).toBe(html);
});

test("a page's interface strings come out as the model's memory holds them, each block and each link of a row whole", async ({ page }) => {
  await page.goto('/tests/page/fixtures/nested.html');
  const outcome = await page.evaluate(async () => {
    const root = document.getElementById('root');
    // A blog post's comment form, a shop's field beside a link, a menu of links without a list:
    // as pages write them.
    root.innerHTML = '<h3 id="reply">Leave a Reply</h3><p id="note">Your email address will not be published.</p>'
      + '<label id="qty">Quantity</label> <a id="forgot" href="#">Empty Trash</a>'
      + '<nav id="menu"><a href="#">Recent Comments</a> | <a href="#"><b>Quantity</b></a> | <a href="#">Leave a Reply</a></nav>'
      + '<p id="prose">If you leave a reply, we <a href="#">read it</a> at once.</p>';
    const original = root.innerHTML;
    const { translatePage } = await import('/web/heed.js');
    const job = await translatePage(root, { model: '/models/shipped/en-es.heed' });
    const texts = Object.fromEntries(['reply', 'note', 'qty', 'forgot', 'menu', 'prose'].map((id) => [id, document.getElementById(id).textContent]));
    const links = [...document.querySelectorAll('#menu a')].map((a) => a.textContent);
    job.restore();
    return { texts, links, restored: root.innerHTML === original, translated: job.translated, total: job.total };
  });
  expect(outcome.translated).toBe(outcome.total);
  expect(outcome.texts.reply).toBe('Deja un comentario');
  expect(outcome.texts.note).toBe('Tu dirección de correo electrónico no será publicada.');
  // A label and a link side by side, and a menu's links: each its own text, the separators kept.
  expect(outcome.texts.qty).toBe('Cantidad');
  expect(outcome.texts.forgot).toBe('Vaciar la papelera');
  expect(outcome.links).toEqual(['Comentarios recientes', 'Cantidad', 'Deja un comentario']);
  expect(outcome.texts.menu).toBe('Comentarios recientes | Cantidad | Deja un comentario');
  // A sentence with a link in it is one text, the model's.
  expect(outcome.texts.prose).not.toContain('Deja un comentario');
  expect(outcome.texts.prose).not.toContain('If you');
  expect(outcome.restored).toBe(true);
});
