// The fixture page of measureBeforeClick.browser.test.ts: a static import, a chunk fetched soon after the button
// shows, one fetched when the page is idle after 2.5 s of work (later than the settle rule alone would wait, as on a
// busy machine; that chunk asks for one more when idle again), and one fetched only by a click (never measured).
import { label } from './static.js';

const button = document.getElementById('open');
button.textContent = label;
button.hidden = false;
setTimeout(() => {
  void import('./idle.js');
}, 200);
// Busy: back-to-back tasks (a message channel, not clamped like nested timers) for 2.5 s, so no idle period.
const busyUntil = performance.now() + 2500;
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  const sliceEnd = performance.now() + 40;
  while (performance.now() < sliceEnd) {
    // work
  }
  if (performance.now() < busyUntil) channel.port2.postMessage(0);
};
channel.port2.postMessage(0);
requestIdleCallback(() => {
  void import('./idle-late.js');
});
button.addEventListener('click', () => {
  void import('./click.js');
});
