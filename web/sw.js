// Heed's service worker: after one visit the page, the engine and the chosen models load with
// the network off. App files: network first (so updates show at once), the cache when offline.
// Models: cache first; the page stores them itself (app/model_store.js) under versioned URLs.
const SHELL_CACHE = 'heed-shell-v9';
const MODEL_CACHE = 'heed-models-v1';

/** Everything the page and its worker import, relative to this file (kept true by a test). */
const SHELL = [
  './', 'index.html', 'page_example.html', 'page_example.js', 'page_example.css', 'app/app.css', 'app/main.js', 'app/model_store.js',
  'app/output_view.js', 'app/source_view.js', 'app/heatmap.js', 'app/record.js', 'app/alternatives_menu.js', 'app/sentence_edits.js',
  'app/token_pacer.js',
  'heed.js', 'client.js', 'errors.js', 'worker.js', 'worker_port.js', 'event_batch.js', 'engine_host.js', 'engine_start.js', 'results.js', 'token_stream.js',
  'models.js', 'alignment.js', 'translate_page.js', 'text_nodes.js', 'link_lists.js', 'sentence_cache.js', 'sentence_store.js', 'language_detector.js', 'translator_api.js', 'polyfill.js',
  '../build-wasm/heed.js', '../build-wasm/heed.wasm', '../build-wasm/heed-relaxed.wasm', '../models/manifest.json', '../models/shipped/langid.bin',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE)
    .then((cache) => cache.addAll(SHELL.map((p) => new Request(new URL(p, self.location.href), { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('heed-') && k !== SHELL_CACHE && k !== MODEL_CACHE)
      .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.endsWith('.heed')) {
    event.respondWith(caches.open(MODEL_CACHE).then(async (cache) => (await cache.match(request)) || fetch(request)));
    return;
  }
  event.respondWith(networkFirst(request));
});

/** @param {Request} request */
async function networkFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone()).catch(() => {});
    return response;
  } catch (e) {
    const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (hit) return hit;
    throw e;
  }
}
