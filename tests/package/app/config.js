// The site's one line of set-up: models are separate downloads, hosted by the site and named by
// its manifest (here the repository's models/, served beside this app by scripts/serve.mjs).
import { Translator } from 'heed/translator-api';

Translator.manifestUrl = new URL('/models/manifest.json', location.href);
