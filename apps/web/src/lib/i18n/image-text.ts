/**
 * docs/product.md#language: a translated item may be plain text or an image tag given as text, from which
 * class, source and alt are read. The tag is parsed, never handed to the DOM as HTML: only those
 * three attributes are kept, the source must be one of our own pictures under /images/, and
 * anything that does not parse cleanly stays plain text.
 */
export interface ImageText {
  className: string;
  src: string;
  alt: string;
}

// One <img> with quoted attributes and nothing else; the source a path under /images/ (no dots
// but the extension's, so no way out of the folder). The class goes to React as a prop.
const TAG = /^<img((?:\s+[a-z-]+=(?:"[^"]*"|'[^']*'))*)\s*\/?>$/i;
const OUR_IMAGE = /^\/images\/[\w/-]+\.(?:svg|png|webp|jpg|gif)$/;

export function parseImageText(text: string): ImageText | null {
  const attributes = TAG.exec(text.trim())?.[1];
  if (attributes === undefined) return null;
  const read = (name: string) => {
    const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(attributes);
    return m && (m[1] ?? m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  };
  const src = read('src') ?? '';
  const alt = read('alt');
  return OUR_IMAGE.test(src) && alt !== null ? { className: read('class') ?? '', src, alt } : null;
}
