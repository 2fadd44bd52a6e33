import { describe, expect, it } from 'vitest';
import { appIconSvg, initialsOf, paymentLogoSvg, pictureSvg, vendorLogoSvg, vipBadgeSvg } from './content-images';
import { escapeMarkup } from '../http/escape-markup';
import { fittingFontSize, hueOf, wrapText } from './svg-kit';
import { xmlProblem } from './testing/xml-check';

const HOSTILE = '</text><script>alert("x")</script> & \'quotes\' \u0000\u0007';

describe('escapeMarkup', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeMarkup(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });

  it('drops characters XML cannot carry and keeps other text', () => {
    expect(escapeMarkup('a\u0000b\u0008c\u000Bd\tñ₱')).toBe('abcd\tñ₱');
  });
});

describe('text layout', () => {
  it('wraps at spaces into at most the given lines, cutting the last with an ellipsis', () => {
    expect(wrapText('Daily Cashback 1% on Every Bet', 14, 3)).toEqual(['Daily Cashback', '1% on Every', 'Bet']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
  });

  it('gives a smaller font to a longer line, within bounds', () => {
    expect(fittingFontSize(['short'], 600, 60)).toBe(60);
    expect(fittingFontSize(['a much much longer line of text here'], 600, 60)).toBeLessThan(60);
    expect(fittingFontSize(['x'.repeat(500)], 100, 60)).toBe(10);
  });

  it('picks a stable hue per text', () => {
    expect(hueOf('Aurora Play')).toBe(hueOf('Aurora Play'));
    expect(hueOf('Aurora Play')).not.toBe(hueOf('Jade Lotto'));
    expect(hueOf('x')).toBeGreaterThanOrEqual(0);
    expect(hueOf('x')).toBeLessThan(360);
  });

  it('takes initials from the first two words', () => {
    expect(initialsOf('Aurora Play')).toBe('AP');
    expect(initialsOf('jade')).toBe('J');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('generated images', () => {
  const images = {
    picture: pictureSvg({ width: 750, height: 300, title: HOSTILE, subtitle: HOSTILE }),
    colourLogo: vendorLogoSvg(HOSTILE, 'COLOR'),
    whiteLogo: vendorLogoSvg(HOSTILE, 'WHITE'),
    appIcon: appIconSvg(HOSTILE),
    payment: paymentLogoSvg(HOSTILE),
  };

  it.each(Object.entries(images))('%s is well-formed SVG with hostile text escaped', (_name, svg) => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('\u0000');
  });

  it('sizes a banner as asked and shows its title', () => {
    const svg = pictureSvg({ width: 750, height: 300, title: 'Weekend Bonus', subtitle: 'Aurora Play' });
    expect(svg).toContain('width="750" height="300"');
    expect(svg).toContain('>Weekend Bonus</text>');
    expect(svg).toContain('>Aurora Play</text>');
  });

  it('draws white logos without a filled background and colour logos with one', () => {
    expect(vendorLogoSvg('JILI', 'WHITE')).not.toContain('url(#bg)');
    expect(vendorLogoSvg('JILI', 'COLOR')).toContain('url(#bg)');
  });

  it('labels VIP badges with their level', () => {
    const svg = vipBadgeSvg(3);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('<title>VIP 3</title>');
  });

  it('the checker catches broken XML', () => {
    expect(xmlProblem('<svg><text>a < b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
  });
});
