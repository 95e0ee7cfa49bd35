import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';
import type { Block, Inline } from './markdown.ts';

const text = (value: string) => ({ type: 'text', text: value });
const AKARI = '100000000000000001';

describe('inline markdown', () => {
  it('leaves plain text alone, whatever symbols it holds', () => {
    expect(parseInline('Hi! 50% off, a*b, 2 < 3, me@example.com, #general')).toEqual([
      text('Hi! 50% off, a*b, 2 < 3, me@example.com, #general'),
    ]);
  });

  it('reads bold, italics, underline, strikethrough and spoilers', () => {
    expect(parseInline('**b** *i* _j_ __u__ ~~s~~ ||x||')).toEqual([
      { type: 'bold', children: [text('b')] },
      text(' '),
      { type: 'italic', children: [text('i')] },
      text(' '),
      { type: 'italic', children: [text('j')] },
      text(' '),
      { type: 'underline', children: [text('u')] },
      text(' '),
      { type: 'strike', children: [text('s')] },
      text(' '),
      { type: 'spoiler', children: [text('x')] },
    ]);
  });

  it('nests: ***both*** is bold around italics, and ___both___ underline around italics', () => {
    expect(parseInline('***both***')).toEqual([
      { type: 'bold', children: [{ type: 'italic', children: [text('both')] }] },
    ]);
    expect(parseInline('___both___')).toEqual([
      { type: 'underline', children: [{ type: 'italic', children: [text('both')] }] },
    ]);
  });

  it('does not read markdown in snake_case names, lone stars or stars around spaces', () => {
    expect(parseInline('snake_case_name and * not * italic')).toEqual([
      text('snake_case_name and * not * italic'),
    ]);
  });

  it('keeps escaped symbols as typed', () => {
    expect(parseInline(String.raw`\*\*not bold\*\*`)).toEqual([text('**not bold**')]);
  });

  it('keeps markdown inside inline code as typed', () => {
    expect(parseInline('run `**npm** start` now')).toEqual([
      text('run '),
      { type: 'code', text: '**npm** start' },
      text(' now'),
    ]);
    expect(parseInline('``a ` b``')).toEqual([{ type: 'code', text: 'a ` b' }]);
    // A run is closed only by a run of the same length; unclosed runs stay as typed.
    expect(parseInline('`a `` b')).toEqual([text('`a `` b')]);
    expect(parseInline('`'.repeat(2000))).toEqual([text('`'.repeat(2000))]);
  });

  it('reads user, role and channel mentions and @everyone / @here', () => {
    expect(
      parseInline(`<@${AKARI}> <@!${AKARI}> <@&500000000000000001> <#400000000000000001> @here`),
    ).toEqual([
      { type: 'mention', kind: 'user', id: AKARI },
      text(' '),
      { type: 'mention', kind: 'user', id: AKARI },
      text(' '),
      { type: 'mention', kind: 'role', id: '500000000000000001' },
      text(' '),
      { type: 'mention', kind: 'channel', id: '400000000000000001' },
      text(' '),
      { type: 'everyone', name: 'here' },
    ]);
    expect(parseInline('<@123>')).toEqual([text('<@123>')]);
  });

  it('reads custom emoji and timestamps, leaving malformed ones as typed', () => {
    expect(
      parseInline('<:wave:123456789012345678> <a:spin:123456789012345679> <t:1795000000:R> <t:1795000000>'),
    ).toEqual([
      { type: 'emoji', name: 'wave', id: '123456789012345678', animated: false },
      text(' '),
      { type: 'emoji', name: 'spin', id: '123456789012345679', animated: true },
      text(' '),
      { type: 'timestamp', seconds: 1795000000, style: 'R', source: '<t:1795000000:R>' },
      text(' '),
      { type: 'timestamp', seconds: 1795000000, style: 'f', source: '<t:1795000000>' },
    ]);
    expect(parseInline('<:w:1> <t:soon> <t:1:X>')).toEqual([text('<:w:1> <t:soon> <t:1:X>')]);
  });

  it('links bare URLs without the punctuation after them, masked links and <URL>', () => {
    expect(
      parseInline(
        'See https://hoshi.example/guide. Or [the guide](https://hoshi.example/g) or <https://x.example>',
      ),
    ).toEqual([
      text('See '),
      { type: 'link', href: 'https://hoshi.example/guide', children: [text('https://hoshi.example/guide')] },
      text('. Or '),
      { type: 'link', href: 'https://hoshi.example/g', children: [text('the guide')] },
      text(' or '),
      { type: 'link', href: 'https://x.example', children: [text('https://x.example')] },
    ]);
  });

  it('never links anything but http and https', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('[click](javascript:alert(1))')]);
  });

  it('lets markdown span lines inside one paragraph', () => {
    expect(parseInline('**two\nlines**')).toEqual([{ type: 'bold', children: [text('two\nlines')] }]);
  });
});

describe('block markdown', () => {
  it('keeps lines of one paragraph together, blank lines included', () => {
    expect(parseMarkdown('Hello\n\nWelcome')).toEqual([
      { type: 'paragraph', children: [text('Hello\n\nWelcome')] },
    ]);
  });

  it('reads headings (up to ###) and subtext only at the start of a line', () => {
    expect(parseMarkdown('# Big\n### Small\n#### not\n-# quiet\nnot # a heading')).toEqual([
      { type: 'heading', level: 1, children: [text('Big')] },
      { type: 'heading', level: 3, children: [text('Small')] },
      { type: 'paragraph', children: [text('#### not')] },
      { type: 'subtext', children: [text('quiet')] },
      { type: 'paragraph', children: [text('not # a heading')] },
    ]);
    expect(parseMarkdown('#NoSpace')).toEqual([{ type: 'paragraph', children: [text('#NoSpace')] }]);
  });

  it('groups "> " lines into one quote, and ">>> " quotes the rest of the message', () => {
    expect(parseMarkdown('> one\n> **two**\nafter')).toEqual([
      {
        type: 'quote',
        children: [
          { type: 'paragraph', children: [text('one\n'), { type: 'bold', children: [text('two')] }] },
        ],
      },
      { type: 'paragraph', children: [text('after')] },
    ]);
    expect(parseMarkdown('before\n>>> all\n# of this')).toEqual([
      { type: 'paragraph', children: [text('before')] },
      {
        type: 'quote',
        children: [
          { type: 'paragraph', children: [text('all')] },
          { type: 'heading', level: 1, children: [text('of this')] },
        ],
      },
    ]);
    expect(parseMarkdown('>no space')).toEqual([{ type: 'paragraph', children: [text('>no space')] }]);
  });

  it('reads fenced code with or without a language, markdown inside left as typed', () => {
    expect(parseMarkdown('```js\nconst a = **1**;\n```\nafter')).toEqual([
      { type: 'codeblock', language: 'js', text: 'const a = **1**;' },
      { type: 'paragraph', children: [text('after')] },
    ]);
    expect(parseMarkdown('```one line```')).toEqual([
      { type: 'codeblock', language: null, text: 'one line' },
    ]);
  });

  it('makes lists of consecutive items, numbered ones keeping their first number', () => {
    expect(parseMarkdown('- a\n* b\n3. c\n4. d')).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[text('a')], [text('b')]] },
      { type: 'list', ordered: true, start: 3, items: [[text('c')], [text('d')]] },
    ]);
  });

  it('treats Windows line endings like Unix ones', () => {
    expect(parseMarkdown('# Hi\r\nthere')).toEqual([
      { type: 'heading', level: 1, children: [text('Hi')] },
      { type: 'paragraph', children: [text('there')] },
    ]);
  });
});

describe('markdown, for any message', () => {
  const MARKDOWN_SYMBOLS = /[\\`<@[\]*_~|#>\-\n\r:/]|^\s|\s$|\d\./;
  const inlineText = (nodes: Inline[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text' || node.type === 'code') return node.text;
        if ('children' in node) return inlineText(node.children);
        return '';
      })
      .join('');
  const blockText = (blocks: Block[]): string[] =>
    blocks.flatMap((block) => {
      if (block.type === 'codeblock') return [block.text];
      if (block.type === 'quote') return blockText(block.children);
      if (block.type === 'list') return block.items.map(inlineText);
      return [inlineText(block.children)];
    });

  it('reads any message of up to 2000 characters without failing', () => {
    const symbolHeavy = fc.string({
      unit: fc.constantFrom(...'*_~|`>#-<@&!:[]()\\\n 0123456789abchtps/.'.split('')),
      maxLength: 2000,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 2000 }), symbolHeavy), (message) => {
        expect(Array.isArray(parseMarkdown(message))).toBe(true);
      }),
    );
  });

  it('keeps text without markdown symbols exactly as typed, as one paragraph', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }).filter((s) => !MARKDOWN_SYMBOLS.test(s)),
        (message) => {
          expect(parseMarkdown(message)).toEqual([
            { type: 'paragraph', children: [{ type: 'text', text: message }] },
          ]);
        },
      ),
    );
  });

  it('never invents text: every character shown was typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (message) => {
        const typed = new Set(message);
        for (const shown of blockText(parseMarkdown(message))) {
          for (const character of shown) expect(typed.has(character)).toBe(true);
        }
      }),
    );
  });
});
