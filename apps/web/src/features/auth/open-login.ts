import { rememberReturn } from './sign-in-return.ts';

const LOGIN_URL = '/api/discord/login';

/** `identify`: the user alone, without their servers. */
export type LoginScope = 'identify';
const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 760;

/**
 * docs/product.md#session-and-sign-in: sign-in runs in a popup. The server answers 302 to Discord's authorize page and
 * sets the state cookie. When the popup is blocked the whole page goes there instead and the
 * callback page logs in directly.
 */
export function openLogin(win: Window = window, scope?: LoginScope): void {
  // A ban appeal asks Discord for the user alone (docs/product.md#ban-appeals).
  const url = scope ? `${LOGIN_URL}?scope=${scope}` : LOGIN_URL;
  const left = Math.max(0, win.screenX + (win.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2);
  const popup = win.open(
    url,
    'hoshi-discord-login',
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (popup) {
    popup.focus();
    return;
  }
  // The whole page leaves: the callback brings the visitor back to a page they stay on.
  rememberReturn(win);
  win.location.assign(url);
}
