import { describe, expect, it } from 'vitest';
import { parseImageText } from './image-text.ts';

describe('an image given as text in the translations', () => {
  it('reads class, source and alt from a plain image tag', () => {
    expect(
      parseImageText('<img class="big round" src="/images/sleepy.svg" alt="Something went wrong">'),
    ).toEqual({
      className: 'big round',
      src: '/images/sleepy.svg',
      alt: 'Something went wrong',
    });
    expect(parseImageText(" <img src='/images/pets/comet-fox.svg' alt='彗星ギツネ' /> ")).toEqual({
      className: '',
      src: '/images/pets/comet-fox.svg',
      alt: '彗星ギツネ',
    });
  });

  it('decodes entities in the alt text', () => {
    expect(parseImageText('<img src="/images/a.svg" alt="Tom &amp; &quot;Jerry&quot;">')?.alt).toBe(
      'Tom & "Jerry"',
    );
  });

  it('keeps only class, source and alt: handlers and styles are dropped', () => {
    const image = parseImageText(
      '<img src="/images/a.svg" alt="a" onerror="alert(1)" style="position:fixed">',
    );
    expect(image).toEqual({ className: '', src: '/images/a.svg', alt: 'a' });
  });

  it.each([
    ['plain text', 'Hello'],
    ['other markup', '<b>bold</b>'],
    ['a tag with text around it', 'Look: <img src="/images/a.svg" alt="a">'],
    ['two tags', '<img src="/images/a.svg" alt="a"><img src="/images/b.svg" alt="b">'],
    ['a source off our site', '<img src="https://evil.example/x.svg" alt="x">'],
    ['a script source', '<img src="javascript:alert(1)" alt="x">'],
    ['a path out of /images', '<img src="/images/../api/me" alt="x">'],
    ['no alt', '<img src="/images/a.svg">'],
    ['an unquoted attribute', '<img src=/images/a.svg alt="a">'],
  ])('leaves %s as text', (_, text) => {
    expect(parseImageText(text)).toBeNull();
  });
});
