// The fixture page of measureBeforeClick.browser.test.ts: a static import, a chunk fetched on idle once the
// button shows, and one fetched only by a click (which the measure must not make).
import { label } from './static.js';

const button = document.getElementById('open');
button.textContent = label;
button.hidden = false;
setTimeout(() => {
  void import('./idle.js');
}, 200);
button.addEventListener('click', () => {
  void import('./click.js');
});
