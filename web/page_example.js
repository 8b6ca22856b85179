// The page-translation example (page_example.html): translate the article (or only the selected
// part of it) in place, watch each block arrive, stop, show the original, restore. A file, not
// an inline script, so that the page runs under a CSP without 'unsafe-inline'.
import { translatePage } from './heed.js';
const $ = (id) => document.getElementById(id);
/** @type {Awaited<ReturnType<typeof translatePage>>[]} every translation not yet restored */
let jobs = [];
let controller = null;

/** @param {Range|undefined} range  only the texts it touches; the whole article without one */
async function translate(range) {
  controller = new AbortController();
  $('go').disabled = true; $('selection').disabled = true; $('stop').disabled = false;
  /** @type {Element[]} blocks marked as done, unmarked on restore */
  const marked = [];
  try {
    const job = await translatePage($('article'), {
      model: '../models/shipped/en-es.heed', signal: controller.signal, range, originalOnHover: true, markLowConfidence: true,
      onProgress: ({ phase, loaded, total }) => {
        const pct = total ? Math.floor((100 * (loaded ?? 0)) / total) : 0;
        $('progress').value = pct;
        $('progress-text').textContent = phase === 'translate' ? `${loaded} of ${total} texts` : `loading the model ${pct}%`;
      },
      // Per-block progress: each block is outlined as its translation lands.
      onBlock: ({ element, attribute }) => {
        if (attribute || element.classList.contains('heed-done')) return;
        element.classList.add('heed-done');
        marked.push(element);
      },
    });
    const restore = job.restore;
    job.restore = () => {
      restore();
      marked.forEach((el) => {
        el.classList.remove('heed-done');
        if (!el.classList.length) el.removeAttribute('class');  // no class="" left behind
      });
    };
    jobs.push(job);
    job.showOriginal($('original').checked);
    $('progress-text').textContent = job.cancelled ? `stopped after ${job.translated} of ${job.total}`
      : `done: ${job.total} texts, ${job.workers} Worker${job.workers === 1 ? '' : 's'}`;
  } catch (e) {
    $('progress-text').textContent = `failed: ${e.message}`;
  }
  $('stop').disabled = true; $('restore').disabled = jobs.length === 0; $('original').disabled = jobs.length === 0;
  $('go').disabled = false; $('selection').disabled = false;
}

$('go').addEventListener('click', () => translate(undefined));
$('selection').addEventListener('click', () => {
  const selection = getSelection();
  const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null;
  if (!range || range.collapsed || !$('article').contains(range.commonAncestorContainer)) {
    $('progress-text').textContent = 'select some text in the article first';
    return;
  }
  translate(range);
});
$('stop').addEventListener('click', () => controller?.abort());
$('original').addEventListener('change', () => jobs.forEach((job) => job.showOriginal($('original').checked)));
$('restore').addEventListener('click', () => {
  jobs.reverse().forEach((job) => job.restore());
  jobs = [];
  $('restore').disabled = true; $('original').disabled = true; $('original').checked = false;
  $('progress-text').textContent = 'restored';
});
