// The page-translation example (page_example.html): translate the article in place, stop,
// restore. A file, not an inline script, so that the page runs under a CSP without 'unsafe-inline'.
import { translatePage } from './heed.js';
const $ = (id) => document.getElementById(id);
let job = null, controller = null;
$('go').addEventListener('click', async () => {
  controller = new AbortController();
  $('go').disabled = true; $('stop').disabled = false;
  try {
    job = await translatePage($('article'), {
      model: '../models/shipped/en-es.heed', signal: controller.signal,
      onProgress: ({ phase, loaded, total }) => {
        const pct = total ? Math.floor((100 * (loaded ?? 0)) / total) : 0;
        $('progress').value = pct;
        $('progress-text').textContent = phase === 'translate' ? `${loaded} of ${total} texts` : `loading the model ${pct}%`;
      },
    });
    $('progress-text').textContent = job.cancelled ? `stopped after ${job.translated} of ${job.total}` : 'done';
  } catch (e) {
    $('progress-text').textContent = `failed: ${e.message}`;
  }
  $('stop').disabled = true; $('restore').disabled = !job; $('go').disabled = false;
});
$('stop').addEventListener('click', () => controller?.abort());
$('restore').addEventListener('click', () => { job?.restore(); job = null; $('restore').disabled = true; $('progress-text').textContent = 'restored'; });
