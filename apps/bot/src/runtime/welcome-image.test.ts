import { describe, expect, it } from 'vitest';
import { welcomeSvg, WelcomeRenderer } from './welcome-image.ts';

const image = {
  headline: 'ようこそ！',
  username: 'さくら <b>',
  server: 'Star Lounge',
  countLine: '1235 人目のメンバー',
  avatarUrl: 'not a url',
};

describe('the welcome picture', () => {
  it('writes the names as text, never as markup', () => {
    const svg = welcomeSvg(image, null);
    expect(svg).toContain('さくら &lt;b&gt;');
    expect(svg).toContain('ようこそ！');
    expect(svg).not.toContain('<b>');
  });

  it('renders to a PNG of the card size, with or without the font files', async () => {
    for (const renderer of [new WelcomeRenderer(), new WelcomeRenderer(['/nonexistent/font.ttc'])]) {
      const png = await renderer.render(image);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, right after the signature and chunk header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 300]);
    }
  });
});
