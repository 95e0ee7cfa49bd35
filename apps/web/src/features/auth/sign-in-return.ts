/**
 * docs/product.md#session-and-sign-in: the pages a visitor signs in on and stays on (a dashboard
 * page whose session had ended, a server's appeal page); from any other page sign-in opens the
 * dashboard. Kept apart from the route table: the sign-in button is on the first page.
 */
export const staysOnSignIn = (pathname: string): boolean =>
  pathname === '/dashboard' || pathname.startsWith('/dashboard/') || /^\/appeal\/\d{17,20}$/.test(pathname);

/** Where the full-page sign-in (popup blocked) comes back to: session storage, this tab only. */
const RETURN_KEY = 'hoshi:signed-in-return';

/** Before the whole page leaves for Discord: remembers it when it is a page the visitor stays on. */
export function rememberReturn(win: Window): void {
  const { pathname, search } = win.location;
  try {
    if (staysOnSignIn(pathname)) win.sessionStorage.setItem(RETURN_KEY, `${pathname}${search}`);
  } catch {
    // Storage may be closed (private modes): the callback then opens the dashboard.
  }
}

/** On the callback: the remembered page (once), only a path of this site one stays on; else `fallback`. */
export function takeReturn(win: Window, fallback: string): string {
  let saved: string | null = null;
  try {
    saved = win.sessionStorage.getItem(RETURN_KEY);
    win.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    return fallback;
  }
  if (!saved?.startsWith('/') || saved.startsWith('//')) return fallback;
  return staysOnSignIn(new URL(saved, win.location.origin).pathname) ? saved : fallback;
}
