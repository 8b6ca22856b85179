// Model files for the page: downloaded once with byte progress, checked against the manifest's
// SHA-256, and kept in the Cache API so a second visit (or an offline one) starts at once.
// The service worker (web/sw.js) answers model requests from the same cache.
import { HeedError } from '../errors.js';

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
 * The model's file: from the cache as a Blob (the Worker reads it straight into the engine's
 * memory, so a return visit makes no copy on the page), or downloaded and checked against the
 * manifest's SHA-256 first. A cached file was checked before it was stored; should it have been
 * damaged since, the engine's CRC-32 refuses it and the caller calls forgetModel() and loads
 * again. (Hashing 11 MB on every visit cost more than the rest of reading it.) A cached file of
 * the wrong size (a write cut short, storage evicted mid-file) costs nothing to spot: it is
 * dropped and downloaded again without ever reaching the engine.
 * @param {import('../models.js').ModelEntry} entry
 * @param {{onProgress?: (p: {loaded: number, total: number, cached: boolean}) => void,
 *          signal?: AbortSignal}} [options]
 * @returns {Promise<{model: Blob|ArrayBuffer, cached: boolean}>}
 */
export async function loadModel(entry, { onProgress, signal } = {}) {
  const url = versionedUrl(entry);
  const cache = await openCache();
  const hit = cache && await cache.match(url);
  const blob = hit && await hit.blob().catch(() => null);
  if (blob && blob.size === entry.bytes) {
    onProgress?.({ loaded: blob.size, total: blob.size, cached: true });
    return { model: blob, cached: true };
  }
  if (hit) await cache.delete(url);
  const bytes = await download(url, entry.bytes, signal, onProgress);
  if (!await digestMatches(bytes, entry.sha256)) {
    throw new HeedError('invalid-model', `${entry.id}: the downloaded file does not match the manifest's SHA-256`);
  }
  if (cache) {
    await cache.put(url, new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }))
      .catch(() => {});  // storage full or disabled: the page still works, only slower next time
  }
  return { model: bytes, cached: false };
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

/**
 * @param {string} url @param {number} expected bytes per the manifest (when the server sends
 * no Content-Length) @param {AbortSignal|undefined} signal
 * @param {((p: {loaded: number, total: number, cached: boolean}) => void)|undefined} onProgress
 */
async function download(url, expected, signal, onProgress) {
  let response;
  try {
    response = await fetch(url, { signal });
  } catch (e) {
    if (signal?.aborted) throw new HeedError('aborted', 'loading the model was aborted');
    throw new HeedError('network', `cannot download ${url}: ${/** @type {Error} */ (e).message}`);
  }
  if (response.status === 404) throw new HeedError('model-not-found', `model not found: ${url}`);
  if (!response.ok || !response.body) throw new HeedError('network', `cannot download ${url}: HTTP ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || expected;
  const parts = [];
  let loaded = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total, cached: false });
    }
  } catch (e) {
    if (signal?.aborted) throw new HeedError('aborted', 'loading the model was aborted');
    throw new HeedError('network', `download of ${url} failed: ${/** @type {Error} */ (e).message}`);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const p of parts) { bytes.set(p, at); at += p.byteLength; }
  return bytes.buffer;
}

/** @param {ArrayBuffer} bytes @param {string} sha256 hex */
async function digestMatches(bytes, sha256) {
  if (!globalThis.crypto?.subtle) return true;  // insecure contexts have no digest; the engine's CRC still checks
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  return hex === sha256;
}
