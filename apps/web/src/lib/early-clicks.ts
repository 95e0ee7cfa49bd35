// Between a prerendered page's first paint and its hydration the buttons are drawn but nothing
// answers them yet. Presses in that window are held and pressed again once the app has taken
// the page over, still within the press's user activation (so a sign-in popup may open). Links
// need nothing: before hydration they simply load their page.
const held: HTMLElement[] = [];
let holding = false;

function hold(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
}

/** From the entry, before the first paint of a prerendered page. */
export function holdEarlyClicks() {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
}

/** Once hydrated: the held presses, in order, on the buttons still on the page. */
export function releaseEarlyClicks() {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  for (const button of held.splice(0)) if (button.isConnected) button.click();
}
