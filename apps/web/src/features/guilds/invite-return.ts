/**
 * Add to Server opens Discord's bot authorization in another tab, and Discord tells no server
 * when the bot joins a guild. Following that card marks this tab (session storage: it survives
 * a reload, not the tab) for RECHECK_MS: while marked, the server list asks the server to read
 * the bot's guilds again, and asks again when the tab is shown again.
 */
export const RECHECK_MS = 10 * 60_000;

const KEY = 'hoshi.addToServerAt';

export function noteAddToServer(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without session storage the list is as fresh as the server's own refresh.
  }
}

/** Whether this tab followed Add to Server within RECHECK_MS. */
export function backFromAddToServer(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(KEY));
    return at > 0 && now - at < RECHECK_MS;
  } catch {
    return false;
  }
}
