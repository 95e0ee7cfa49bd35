/**
 * spec 000 §4: a translated item may be plain text or an image tag given as text, from which
 * class, source and alt are read. The tag is parsed, never handed to the DOM as HTML: only those
 * three attributes are kept, the source must be one of our own pictures under /images/, and
 * anything that does not parse cleanly stays plain text.
 */
export interface ImageText {
  className: string;
  src: string;
  alt: string;
}

const TAG = /^<img\s+([^<>]*?)\s*\/?>$/i;
const ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const OUR_IMAGE = /^\/images\/(?:[\w-]+\/)*[\w-]+\.(?:svg|png|webp|jpg|gif)$/;
const CLASS_NAMES = /^[\w-]+(?:\s+[\w-]+)*$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

export function parseImageText(text: string): ImageText | null {
  const tag = TAG.exec(text.trim());
  if (!tag) return null;
  const body = tag[1] ?? '';
  const attributes = new Map<string, string>();
  // Everything between the attributes must be whitespace: a stray token means it is not a plain tag.
  const rest = body.replace(ATTRIBUTE, (_, name: string, double?: string, single?: string) => {
    attributes.set(name.toLowerCase(), decode(double ?? single ?? ''));
    return ' ';
  });
  if (rest.trim() !== '') return null;
  const src = attributes.get('src') ?? '';
  const alt = attributes.get('alt');
  const className = (attributes.get('class') ?? '').trim();
  if (!OUR_IMAGE.test(src) || alt === undefined) return null;
  if (className !== '' && !CLASS_NAMES.test(className)) return null;
  return { className, src, alt };
}
