// Both ways in, from the installed package: the standard API through the polyfill (the page
// script in standard.js is the standard-API fixture, copied unchanged), and Heed's own module.
import 'heed/polyfill';
import './config.js';
import './standard.js';
import { Translator } from 'heed';

window.heedRun = (async () => {
  const translator = await Translator.create({ model: '/models/shipped/en-es.heed' });
  const tokens = [];
  const result = await translator.translate('Open the file.', {
    onToken: (ev) => tokens.push({ delta: ev.delta, row: Array.from(ev.attention) }),
  });
  translator.dispose();
  document.getElementById('heed-out').textContent = result.text;
  return { text: result.text, tokens };
})();
