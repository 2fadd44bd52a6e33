import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_BASE, isVideoId, toVideoEmbedUrl } from './video-link';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('toVideoEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL1&t=42s`,
    `https://www.youtube.com/watch/?v=${ID}#t=10`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=10`,
    `https://www.youtu.be/${ID}/`,
    `  https://youtu.be/${ID}  `,
  ])('converts %j to the embed link', (link) => {
    expect(toVideoEmbedUrl(link)).toBe(EMBED);
  });

  it('keeps an embed link, with its player parameters, on https and www', () => {
    expect(toVideoEmbedUrl(EMBED)).toBe(EMBED);
    expect(toVideoEmbedUrl(`http://youtube.com/embed/${ID}?autoplay=1&mute=1`)).toBe(`${EMBED}?autoplay=1&mute=1`);
    expect(toVideoEmbedUrl(`https://www.youtube.com/embed/${ID}?`)).toBe(EMBED);
  });

  it.each([
    'https://vimeo.com/123456789',
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://youtube.com@evil.com/watch?v=${ID}`,
    `https://www.youtube.com:8080/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    `//www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://www.youtube.com/watch?v=dQw4w9WgX<Q',
    'https://www.youtube.com/watch?list=PL1',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    'https://www.youtube.com/',
    'https://youtu.be/',
    `https://youtu.be/${ID}/more`,
    '',
  ])('gives null for %j', (link) => {
    expect(toVideoEmbedUrl(link)).toBeNull();
  });
});

describe('isVideoId', () => {
  it('accepts exactly 11 characters of [A-Za-z0-9_-]', () => {
    expect(isVideoId(ID)).toBe(true);
    expect(isVideoId('a-b_c-d_e-f')).toBe(true);
    expect(isVideoId('abc')).toBe(false);
    expect(isVideoId('dQw4w9WgXc!')).toBe(false);
  });

  it('embeds every valid id from both link forms', () => {
    const id = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 11, maxLength: 11 });
    fc.assert(
      fc.property(id, (value) => {
        expect(toVideoEmbedUrl(`https://www.youtube.com/watch?v=${value}`)).toBe(`${VIDEO_EMBED_BASE}${value}`);
        expect(toVideoEmbedUrl(`https://youtu.be/${value}`)).toBe(`${VIDEO_EMBED_BASE}${value}`);
      }),
    );
  });
});
