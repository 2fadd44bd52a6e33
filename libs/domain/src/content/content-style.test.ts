import { describe, expect, it } from 'vitest';
import { contentStyle } from './content-style';

describe('contentStyle', () => {
  it.each([
    ['position: fixed; inset: 0; z-index: 9999; background: black', ''],
    ['position:absolute;top:0;left:0;right:0;bottom:0', ''],
    ['transform: translate(0, 0) scale(40); float: left; display: block; overflow: hidden', ''],
    ['width: 100vw; height: 100vh', ''],
    ['background-image: url(https://evil.example/x.png); background-color: url(https://evil.example/y.png)', ''],
    ['color: image-set("https://evil.example/x.png" 1x)', ''],
    ['--design-rem: 100vw', ''],
    ['margin-top: -2000px; margin: calc(-0.2 * var(--design-rem)); margin-left: calc(0px - 20px)', ''],
    ['color: red /* hidden */; font-size: 1e9px\\9', ''],
    ['color: rgb(0, 0, 0; position: fixed)', ''],
  ])('strips %j', (css, expected) => {
    expect(contentStyle(css, 'p')).toBe(expected);
  });

  it('keeps the presentational declarations whole, in order, without !important', () => {
    const css =
      'COLOR: #c00; position: fixed; background-color: rgb(255 240 200 / 50%); font-weight: bold; font-style: italic;' +
      ' font-size: calc(0.28 * var(--design-rem)) !important; text-align: center; text-decoration: underline dotted;' +
      ' margin: 0 auto calc(0.1 * var(--design-rem)); padding: 4px 8px; line-height: 1.5; font-family: Arial, sans-serif';
    expect(contentStyle(css, 'p')).toBe(
      'color: #c00; background-color: rgb(255 240 200 / 50%); font-weight: bold; font-style: italic;' +
        ' font-size: calc(0.28 * var(--design-rem)); text-align: center; text-decoration: underline dotted;' +
        ' margin: 0 auto calc(0.1 * var(--design-rem)); padding: 4px 8px; line-height: 1.5; font-family: Arial, sans-serif',
    );
  });

  it('lets only images set a width, and never against the viewport', () => {
    expect(contentStyle('width: 50%; max-width: calc(3 * var(--design-rem))', 'IMG')).toBe('width: 50%; max-width: calc(3 * var(--design-rem))');
    expect(contentStyle('width: 50%; max-width: 300px', 'div')).toBe('');
    expect(contentStyle('width: 100dvw', 'img')).toBe('');
  });
});
