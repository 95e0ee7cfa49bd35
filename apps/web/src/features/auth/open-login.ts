import { rememberReturn } from './sign-in-return.ts';

const LOGIN_URL = '/api/discord/login';
const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 760;

/**
 * docs/product.md#session-and-sign-in: sign-in runs in a popup. The server answers 302 to Discord's authorize page and
 * sets the state cookie. When the popup is blocked the whole page goes there instead and the
 * callback page logs in directly.
 */
export function openLogin(win: Window = window): void {
  const left = Math.max(0, win.screenX + (win.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2);
  const popup = win.open(
    LOGIN_URL,
    'hoshi-discord-login',
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (popup) {
    popup.focus();
    return;
  }
  // The whole page leaves: the callback brings the visitor back to a page they stay on.
  rememberReturn(win);
  win.location.assign(LOGIN_URL);
}
