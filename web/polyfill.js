// `import '.../web/polyfill.js'` gives a page the web's Translator and LanguageDetector APIs
// where the browser has none (Firefox, Safari, most Chromium builds): Heed's, offline, with the
// shipped models. A browser's own implementation is left alone.
import { Translator } from './translator_api.js';
import { LanguageDetector } from './language_detector.js';

if (!('Translator' in globalThis)) Object.defineProperty(globalThis, 'Translator', { value: Translator, writable: true, configurable: true });
if (!('LanguageDetector' in globalThis)) Object.defineProperty(globalThis, 'LanguageDetector', { value: LanguageDetector, writable: true, configurable: true });
