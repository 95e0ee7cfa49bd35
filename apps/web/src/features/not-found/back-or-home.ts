/**
 * docs/product.md#navigation-and-shell: the not-found star goes back one step, or to / when history is short.
 * "Short" means there is no earlier entry of this app to go back to: the browser history has
 * one entry, or the router's index of this entry is 0 (react-router's browser history stores
 * `idx` in history.state, and keeps it on replace, so a language switch does not count as a
 * step). Going back out of the site from a dead link is never what the visitor wanted.
 */
export function backOrHome(historyLength: number, historyState: unknown): -1 | '/' {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return historyLength > 1 && typeof idx === 'number' && idx > 0 ? -1 : '/';
}
