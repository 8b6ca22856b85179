// Model files for the page, kept in the Cache API so a second visit (or an offline one) starts at
// once. This module only says what to load and keeps what was loaded: the download itself is
// Translator.create's, whose Worker streams the file into the engine and checks it against the
// manifest's SHA-256, then hands it back as a Blob for storeModel(). The page never holds the
// model's bytes. The service worker (web/sw.js) answers model requests from the same cache.

export const MODEL_CACHE = 'heed-models-v1';

/**
 * The URL a model is fetched and cached under: the digest in the query makes a new file a new
 * cache entry, so a stale model is never served after the manifest changes.
 * @param {{url: string, sha256: string}} entry
 */
export function versionedUrl(entry) {
  const url = new URL(entry.url);
  url.searchParams.set('v', entry.sha256.slice(0, 16));
  return url.href;
}

/**
 * What Translator.create should load for `entry`: the cached file as a Blob (the Worker reads it
 * straight into the engine's memory), or the versioned URL with the manifest's SHA-256 for the
 * Worker to check. A cached file was checked before it was stored; should it have been damaged
 * since, the engine's CRC-32 refuses it and the caller calls forgetModel() and loads again.
 * (Hashing 11 MB on every visit cost more than the rest of reading it.) A cached file of the
 * wrong size (a write cut short, storage evicted mid-file) costs nothing to spot: it is dropped
 * and downloaded again without ever reaching the engine.
 * @param {import('../heed.js').ModelEntry} entry
 * @returns {Promise<{model: Blob|string, sha256?: string, cached: boolean}>}
 */
export async function modelSource(entry) {
  const url = versionedUrl(entry);
  const cache = await openCache();
  const hit = cache && await cache.match(url);
  const blob = hit && await hit.blob().catch(() => null);
  if (blob && blob.size === entry.bytes) return { model: blob, cached: true };
  if (hit) await cache.delete(url);
  return { model: url, sha256: entry.sha256, cached: false };
}

/**
 * Keeps the file Translator.create read for `entry` (already checked against its SHA-256). A
 * full or disabled storage is not an error: the page still works, only slower next time.
 * @param {import('../heed.js').ModelEntry} entry @param {Blob} file
 */
export async function storeModel(entry, file) {
  const cache = await openCache();
  if (!cache || file.size !== entry.bytes) return;
  await cache.put(versionedUrl(entry), new Response(file, { headers: { 'Content-Type': 'application/octet-stream' } }))
    .catch(() => {});
}

/** Drops the cached copy of `entry` (the engine refused it). @param {{url: string, sha256: string}} entry */
export async function forgetModel(entry) {
  await (await openCache())?.delete(versionedUrl(entry));
}

/** Removes cached models that are not in `keep` (their versioned URLs). @param {string[]} keep */
export async function pruneModels(keep) {
  const cache = await openCache();
  if (!cache) return;
  for (const request of await cache.keys()) {
    if (!keep.includes(request.url)) await cache.delete(request);
  }
}

async function openCache() {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(MODEL_CACHE);
  } catch {
    return null;  // opaque origins and some privacy modes refuse the Cache API
  }
}
