import { existsSync } from 'node:fs';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { WelcomeImage } from '../core/types.ts';

/** Debian's fonts-noto-cjk: Latin, kana and kanji in one family, so names in any of them render. */
export const DEFAULT_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];
const FAMILY = 'Noto Sans CJK JP';
const WIDTH = 800;
const HEIGHT = 300;
const AVATAR_TIMEOUT_MS = 2000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Long names are cut (by characters, not UTF-16 halves) so they stay on the card. */
const fit = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

/**
 * The welcome picture as SVG: a dark banner like Discord's, the avatar in a ring (or the name's
 * initial when the avatar could not be fetched), the headline, the name, and the server with its
 * count — the same layout as the dashboard's preview.
 */
export function welcomeSvg(image: WelcomeImage, avatar: string | null): string {
  const initial = escapeXml(Array.from(image.username)[0]?.toUpperCase() ?? '?');
  const face = avatar
    ? `<image href="${escapeXml(avatar)}" x="48" y="70" width="160" height="160" clip-path="url(#round)" preserveAspectRatio="xMidYMid slice"/>`
    : `<circle cx="128" cy="150" r="80" fill="#5865f2"/><text x="128" y="150" dy=".35em" text-anchor="middle" font-size="72" font-weight="700" fill="#fff">${initial}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FAMILY}, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b2d31"/><stop offset="1" stop-color="#1e1f22"/></linearGradient>
<clipPath id="round"><circle cx="128" cy="150" r="80"/></clipPath></defs>
<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="url(#bg)"/>
<rect x="0" y="0" width="12" height="${HEIGHT}" fill="#f5b942"/>
${face}
<circle cx="128" cy="150" r="84" fill="none" stroke="#f5b942" stroke-width="6"/>
<text x="250" y="110" font-size="30" font-weight="700" fill="#f5b942">${escapeXml(fit(image.headline, 30))}</text>
<text x="250" y="170" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(fit(image.username, 20))}</text>
<text x="250" y="220" font-size="24" fill="#b5bac1">${escapeXml(fit(`${image.server} · ${image.countLine}`, 40))}</text>
</svg>`;
}

/**
 * Renders welcome pictures off the event loop that handles gateway events: resvg's renderAsync
 * runs in libuv's thread pool. The font files are found once, at start; when none is there the
 * system's fonts are used instead (the picture still renders, perhaps without kanji).
 */
export class WelcomeRenderer {
  private readonly options: ResvgRenderOptions;

  constructor(fontFiles: readonly string[] = DEFAULT_FONT_FILES) {
    const present = fontFiles.filter((file) => existsSync(file));
    this.options = {
      fitTo: { mode: 'original' },
      font:
        present.length > 0
          ? { loadSystemFonts: false, fontFiles: present, defaultFontFamily: FAMILY }
          : { loadSystemFonts: true },
    };
  }

  get fontsFound(): boolean {
    return this.options.font?.loadSystemFonts === false;
  }

  async render(image: WelcomeImage): Promise<Buffer> {
    const avatar = await fetchAvatar(image.avatarUrl);
    const rendered = await renderAsync(welcomeSvg(image, avatar), this.options);
    return rendered.asPng();
  }
}

/** The avatar as a data URL for the SVG, or null when it cannot be had quickly. */
async function fetchAvatar(url: string): Promise<string | null> {
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(AVATAR_TIMEOUT_MS) });
    if (!res.ok) return null;
    const type = (res.headers.get('content-type') ?? 'image/png').split(';')[0]?.trim() ?? 'image/png';
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(type)) return null;
    return `data:${type};base64,${Buffer.from(await res.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}
