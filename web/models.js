// The shipped models, as listed by models/manifest.json (written by scripts/make_manifest.mjs).

/**
 * @typedef {object} ModelEntry
 * @property {string} id      e.g. 'en-es'
 * @property {string} src     source language tag
 * @property {string} tgt     target language tag
 * @property {string} label   human-readable name
 * @property {string} url     absolute URL of the .heed file
 * @property {string} cardUrl absolute URL of the model card
 * @property {number} bytes   file size
 * @property {string} sha256  hex digest of the file
 * @property {boolean} [default]  the model a page should start with
 */

/**
 * Reads a manifest and resolves its file names against the manifest's own URL.
 * @param {string|URL} manifestUrl
 * @param {typeof fetch} [fetchImpl]  for Node tests or custom loaders
 * @returns {Promise<ModelEntry[]>}
 */
export async function listModels(manifestUrl, fetchImpl = fetch) {
  const response = await fetchImpl(manifestUrl);
  if (!response.ok) throw new Error(`model manifest ${manifestUrl}: HTTP ${response.status}`);
  const manifest = await response.json();
  if (manifest.version !== 1 || !Array.isArray(manifest.models)) {
    throw new Error(`model manifest ${manifestUrl}: unsupported format`);
  }
  const base = new URL(manifestUrl, typeof location === 'undefined' ? undefined : location.href);
  return manifest.models.map((m) => ({ ...m, url: new URL(m.file, base).href, cardUrl: new URL(m.card, base).href }));
}
