import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESIGN_REM_CSS, POPUP_PX_PER_REM, pxToRemInCss, pxToRemInHtml } from './px-to-rem';

describe('pxToRemInCss', () => {
  it.each([
    ['font-size: 28px', 'font-size: 0.28rem'],
    ['font-size:28px;', 'font-size:0.28rem;'],
    ['width: 100px', 'width: 1rem'],
    ['width: 120px', 'width: 1.2rem'],
    ['width: 1234.5px', 'width: 12.345rem'],
    ['margin: 0px 5px -10px +2px', 'margin: 0rem 0.05rem -0.1rem +0.02rem'],
    ['line-height: 1.5px', 'line-height: 0.015rem'],
    ['top: .5px', 'top: 0.005rem'],
    ['top: 007px', 'top: 0.07rem'],
    ['padding: 10PX', 'padding: 0.1rem'],
    ['transform: translate(-10px,20px)', 'transform: translate(-0.1rem,0.2rem)'],
    ['width: calc(100% - 20px)', 'width: calc(100% - 0.2rem)'],
  ])('converts %j', (css, expected) => {
    expect(pxToRemInCss(css)).toBe(expected);
  });

  it.each([
    'font-size: 1.2em',
    'width: 50%',
    'height: 10vh',
    'font-size: 2rem',
    'grid-area: h28px',
    'animation-name: a-28px',
    'width: 1.2.3px',
    'width: 28pxl',
    'width: 1e3px',
    "background: url(/img/28px.png) no-repeat",
    'content: "28px"',
    "font-family: 'Font 12px'",
    'content: "a\\"28px"',
  ])('leaves %j alone', (css) => {
    expect(pxToRemInCss(css)).toBe(css);
  });

  it('divides by 100 exactly for every plain decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = `${whole}.${String(cents).padStart(2, '0')}`;
        const converted = /^([\d.]+)rem$/.exec(pxToRemInCss(`${value}px`))?.[1];
        expect(Number(converted)).toBeCloseTo(Number(value) / POPUP_PX_PER_REM, 10);
      }),
    );
  });
});

describe('pxToRemInHtml', () => {
  it('converts style attributes, quoted or not', () => {
    expect(pxToRemInHtml('<p style="font-size: 28px; color: red">Hi</p>')).toBe(
      '<p style="font-size: 0.28rem; color: red">Hi</p>',
    );
    expect(pxToRemInHtml("<span STYLE='margin:4px'>x</span>")).toBe("<span STYLE='margin:0.04rem'>x</span>");
    expect(pxToRemInHtml('<div style=width:200px>x</div>')).toBe('<div style=width:2rem>x</div>');
  });

  it("converts inside a style attribute that holds the other quote", () => {
    expect(pxToRemInHtml(`<p style="font-family: 'A B'; font-size: 14px">x</p>`)).toBe(
      `<p style="font-family: 'A B'; font-size: 0.14rem">x</p>`,
    );
  });

  it('converts style elements', () => {
    expect(pxToRemInHtml('<style>.a{font-size:16px}</style><p>16px</p>')).toBe(
      '<style>.a{font-size:0.16rem}</style><p>16px</p>',
    );
  });

  it('leaves text, other attributes and data-style alone', () => {
    const html = '<img width="28px" data-style="top:4px" src="a.png"> Win 100px today';
    expect(pxToRemInHtml(html)).toBe(html);
  });
});

describe('design rem', () => {
  it('expresses pixel lengths as multiples of a given design rem', () => {
    expect(pxToRemInCss('font-size: 28px; margin: -1.5px 0', 'var(--design-rem)')).toBe(
      'font-size: calc(0.28 * var(--design-rem)); margin: calc(-0.015 * var(--design-rem)) 0',
    );
    expect(pxToRemInHtml('<p style="font-size:28px">28px</p>', 'var(--r)')).toBe('<p style="font-size:calc(0.28 * var(--r))">28px</p>');
    expect(DESIGN_REM_CSS).toBe('min(calc(100vw / 7.5), 100px)');
  });
});
