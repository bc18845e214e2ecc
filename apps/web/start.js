/* global document, window, Element, requestAnimationFrame */
// The storefront's starter, which index.html loads instead of the entry (vite.config.mts,
// startAfterPaint writes it into the build with the entry's name for ENTRY). It imports the
// entry once the page has painted. Until the page hydrates, a button is only the server's
// markup: the last one pressed is noted here and pressed again once React has taken the page
// over (main.tsx, PressEarlyButton), instead of doing nothing. Links need no help: they work
// as plain links.
const pressed = [];
const note = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pressed.splice(0, pressed.length, button);
};
document.addEventListener('click', note, true);
window.daneshsaraEarly = {
  // From when React listens (hydrateRoot) it handles presses itself.
  take() {
    document.removeEventListener('click', note, true);
    return pressed.splice(0);
  },
};
const start = () => import('./ENTRY');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
