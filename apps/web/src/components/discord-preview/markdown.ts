/**
 * Discord's message markdown, parsed the way the Discord client reads it, so a preview shows
 * what members will actually see: bold, italics, underline, strikethrough, spoilers, inline and
 * fenced code, links, user/role/channel mentions, @everyone, custom emoji, timestamps,
 * headings, subtext, quotes and lists. Anything that is not markdown stays text, exactly as typed.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'mention'; kind: 'user' | 'role' | 'channel'; id: string }
  | { type: 'everyone'; name: 'everyone' | 'here' }
  | { type: 'emoji'; name: string; id: string; animated: boolean }
  | { type: 'timestamp'; seconds: number; style: TimestampStyle; source: string };

/** Discord's timestamp styles: <t:seconds:style>, f when none is given. */
export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R';

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'subtext'; children: Inline[] }
  | { type: 'codeblock'; language: string | null; text: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

type Wrapper = 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler';

interface InlineRule {
  pattern: RegExp;
  build: (match: RegExpExecArray) => Inline;
}

const SNOWFLAKE = String.raw`(\d{17,20})`;
const wrap =
  (type: Wrapper) =>
  (match: RegExpExecArray): Inline => ({ type, children: parseInline(match[1] ?? '') });

/** Tried in order at each position, as Discord's parser does; the first match wins. */
const INLINE_RULES: InlineRule[] = [
  // A backslash makes the next symbol literal.
  { pattern: /^\\([^0-9A-Za-z\s])/, build: (m) => ({ type: 'text', text: m[1] ?? '' }) },
  { pattern: new RegExp(`^<@!?${SNOWFLAKE}>`), build: (m) => mention('user', m) },
  { pattern: new RegExp(`^<@&${SNOWFLAKE}>`), build: (m) => mention('role', m) },
  { pattern: new RegExp(`^<#${SNOWFLAKE}>`), build: (m) => mention('channel', m) },
  {
    pattern: new RegExp(`^<(a?):(\\w{2,32}):${SNOWFLAKE}>`),
    build: (m) => ({ type: 'emoji', name: m[2] ?? '', id: m[3] ?? '', animated: m[1] === 'a' }),
  },
  {
    pattern: /^<t:(-?\d{1,13})(?::([tTdDfFR]))?>/,
    build: (m) => ({
      type: 'timestamp',
      seconds: Number(m[1]),
      style: (m[2] ?? 'f') as TimestampStyle,
      source: m[0],
    }),
  },
  {
    pattern: /^@(everyone|here)(?![\w])/,
    build: (m) => ({ type: 'everyone', name: m[1] === 'here' ? 'here' : 'everyone' }),
  },
  // [text](https://…), the URL optionally in <> to suppress its embed.
  {
    pattern: /^\[((?:\\[\s\S]|[^\\\]\n])+)\]\(<?(https?:\/\/[^\s<>()]+)>?\)/,
    build: (m) => ({ type: 'link', href: m[2] ?? '', children: parseInline(m[1] ?? '') }),
  },
  { pattern: /^<(https?:\/\/[^\s<>]+)>/, build: (m) => link(m[1] ?? '') },
  // A bare URL, without the punctuation that usually ends a sentence after it.
  { pattern: /^https?:\/\/[^\s<]+[^\s<.,:;"')\]!?]/, build: (m) => link(m[0]) },
  { pattern: /^\*\*([\s\S]+?)\*\*(?!\*)/, build: wrap('bold') },
  { pattern: /^__([\s\S]+?)__(?!_)/, build: wrap('underline') },
  { pattern: /^\*(?!\s)((?:\\[\s\S]|[^\\*])*?[^\s\\])\*(?!\*)/, build: wrap('italic') },
  // _italic_ only between word boundaries, so snake_case_names stay as typed.
  { pattern: /^_((?:__|\\[\s\S]|[^\\_])+?)_(?![A-Za-z0-9_])/, build: wrap('italic') },
  { pattern: /^~~([\s\S]+?)~~/, build: wrap('strike') },
  { pattern: /^\|\|([\s\S]+?)\|\|/, build: wrap('spoiler') },
];

/** Characters that may start a rule; text runs up to the next of them. */
const PLAIN_RUN = /^[\s\S][^\\`<@[*_~|h]*/;

/**
 * Inline code: a run of backticks, closed by the next run of the same length. Found by
 * scanning runs rather than by a backtracking pattern, which takes seconds on a message of
 * many backticks. Answers the code and its length in the source, or the unclosed run.
 */
function inlineCode(source: string): { node: Inline | null; length: number } {
  const open = /^`+/.exec(source)?.[0] ?? '';
  const runs = /`+/g;
  runs.lastIndex = open.length;
  for (let run = runs.exec(source); run; run = runs.exec(source)) {
    if (run[0].length === open.length && run.index > open.length) {
      return {
        node: { type: 'code', text: source.slice(open.length, run.index) },
        length: run.index + open.length,
      };
    }
  }
  return { node: null, length: open.length };
}

function mention(kind: 'user' | 'role' | 'channel', match: RegExpExecArray): Inline {
  return { type: 'mention', kind, id: match[1] ?? '' };
}

function link(href: string): Inline {
  return { type: 'link', href, children: [{ type: 'text', text: href }] };
}

/** Inline markdown of one paragraph (newlines kept in the text). */
export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  const pushText = (text: string) => {
    const last = nodes.at(-1);
    if (last?.type === 'text') last.text += text;
    else nodes.push({ type: 'text', text });
  };
  let rest = source;
  // Rules that produce text (escapes) join the surrounding text.
  outer: while (rest.length > 0) {
    if (rest.startsWith('`')) {
      const { node, length } = inlineCode(rest);
      if (node) nodes.push(node);
      else pushText(rest.slice(0, length));
      rest = rest.slice(length);
      continue;
    }
    for (const rule of INLINE_RULES) {
      const match = rule.pattern.exec(rest);
      if (!match) continue;
      const node = rule.build(match);
      if (node.type === 'text') pushText(node.text);
      else nodes.push(node);
      rest = rest.slice(match[0].length);
      continue outer;
    }
    const run = PLAIN_RUN.exec(rest)?.[0] ?? rest;
    pushText(run);
    rest = rest.slice(run.length);
  }
  return nodes;
}

const FENCE = /^```([\s\S]*?)```/;
const LANGUAGE_LINE = /^([\w+#.-]+)\n([\s\S]*)$/;
const HEADING = /^(#{1,3}) +(\S.*)$/;
const SUBTEXT = /^-# +(\S.*)$/;
const BULLET = /^ *[-*] +(\S.*)$/;
const NUMBERED = /^ *(\d{1,9})\. +(\S.*)$/;

function codeBlock(inner: string): Block {
  const withLanguage = LANGUAGE_LINE.exec(inner);
  const [language, body] = withLanguage ? [withLanguage[1] ?? null, withLanguage[2] ?? ''] : [null, inner];
  return { type: 'codeblock', language, text: body.replace(/^\n/, '').replace(/\n$/, '') };
}

/** Blocks of a message (or of a quote: quotes do not nest). */
function parseBlocks(source: string, inQuote: boolean): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const push = (block: Block) => {
    flush();
    blocks.push(block);
  };

  let rest = source;
  while (rest.length > 0) {
    const fence = FENCE.exec(rest);
    if (fence && (fence[1] ?? '').trim()) {
      push(codeBlock(fence[1] ?? ''));
      rest = rest.slice(fence[0].length).replace(/^\n/, '');
      continue;
    }
    const end = rest.indexOf('\n');
    const line = end === -1 ? rest : rest.slice(0, end);
    const next = end === -1 ? '' : rest.slice(end + 1);

    if (!inQuote && line.startsWith('>>> ')) {
      // ">>> " quotes everything after it, to the end of the message.
      push({ type: 'quote', children: parseBlocks(`${line.slice(4)}\n${next}`.replace(/\n$/, ''), true) });
      break;
    }
    if (!inQuote && line.startsWith('> ')) {
      const quoted = [line.slice(2)];
      let remaining = next;
      for (;;) {
        const nextEnd = remaining.indexOf('\n');
        const nextLine = nextEnd === -1 ? remaining : remaining.slice(0, nextEnd);
        if (!nextLine.startsWith('> ')) break;
        quoted.push(nextLine.slice(2));
        remaining = nextEnd === -1 ? '' : remaining.slice(nextEnd + 1);
      }
      push({ type: 'quote', children: parseBlocks(quoted.join('\n'), true) });
      rest = remaining;
      continue;
    }
    const heading = HEADING.exec(line);
    const subtext = SUBTEXT.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3;
      push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (subtext) {
      push({ type: 'subtext', children: parseInline(subtext[1] ?? '') });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const last = blocks.at(-1);
      const item = parseInline((bullet ? bullet[1] : numbered?.[2]) ?? '');
      // Consecutive items of the same kind make one list.
      if (paragraph.length === 0 && last?.type === 'list' && last.ordered === ordered) last.items.push(item);
      else push({ type: 'list', ordered, start: ordered ? Number(numbered?.[1] ?? 1) : 1, items: [item] });
    } else {
      paragraph.push(line);
    }
    rest = next;
  }
  flush();
  return blocks;
}

/** A whole message. */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n'), false);
}
