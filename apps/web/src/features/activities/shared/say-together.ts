import type { Language } from '@hoshi/contracts';

/**
 * What a game's live region says for one display frame: the lines of all its steps, in the
 * order they came, so a later step's line does not replace an earlier one (a resume and a hit
 * in the same frame are both heard). A line without a closing stop gets one: English lines then
 * follow each other with a space, Japanese ones (。) without.
 */
export function sayTogether(lines: readonly string[], lang: Language): string {
  const [stop, space] = lang === 'ja' ? ['。', ''] : ['.', ' '];
  const last = lines.length - 1;
  return lines.map((line, i) => (i < last && !/[.!?。！？]$/.test(line) ? line + stop : line)).join(space);
}
