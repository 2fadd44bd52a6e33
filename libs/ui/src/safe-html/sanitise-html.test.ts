import { describe, expect, it, vi } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('removes scripts, event handlers, javascript: links, frames and forms', () => {
    const html = sanitiseHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="/cdn/a.png" onerror="steal()">' +
        '<a href="javascript:steal()">x</a><iframe src="/evil"></iframe><form action="/x"><input name="p"></form>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|form|input/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="/cdn/a.png">');
  });

  it('keeps text, links and inline sizes for the app to route and scale', () => {
    const html = sanitiseHtml('<p style="font-size: 28px">Deposit <a href="/m/voucherCenter" target="_blank">now</a></p>');
    expect(html).toBe('<p style="font-size: 28px">Deposit <a href="/m/voucherCenter">now</a></p>');
  });
});

describe('sanitiseHtml, the content policy', () => {
  it('strips a full-screen fixed overlay and every positioning style, keeping harmless presentation', () => {
    const overlay =
      '<div style="position: fixed; inset: 0; z-index: 2147483647; width: 100vw; height: 100vh; background: #000; transform: scale(2)">Win!</div>' +
      '<p style="position: absolute; top: 0; left: 0; color: #c00; font-weight: bold; text-align: center; margin: 0 auto">Deposit</p>';
    expect(sanitiseHtml(overlay)).toBe('<div>Win!</div><p style="color: #c00; font-weight: bold; text-align: center; margin: 0 auto">Deposit</p>');
  });

  it('drops styles that load something, whole', () => {
    expect(sanitiseHtml('<p style="background-image: url(https://evil.example/x.png)">a</p>')).toBe('<p>a</p>');
  });

  it('drops images from elsewhere and keeps same-origin and data: ones', () => {
    const here = `${window.location.origin}/cdn/b.png`;
    const html = sanitiseHtml(
      `<p>a<img src="https://evil.example/x.png" alt="x">b<img src="//evil.example/y.png"><img src="/cdn/a.png" alt="a"><img src="${here}"><img src="data:image/png;base64,iVBORw0KGgo="><img alt="none"></p>`,
    );
    expect(html).toBe(`<p>ab<img src="/cdn/a.png" alt="a"><img src="${here}"><img src="data:image/png;base64,iVBORw0KGgo="></p>`);
  });

  it('strips other resource addresses from elsewhere too', () => {
    const html = sanitiseHtml('<video src="https://evil.example/v.mp4" poster="https://evil.example/p.png"></video><table background="https://evil.example/t.png"><tbody><tr><td>1</td></tr></tbody></table>');
    expect(html).not.toContain('evil.example');
  });

  it('parses inertly: nothing is created in, parsed into or imported into the live document', () => {
    sanitiseHtml('<p>warm up</p>');
    const created = vi.spyOn(document, 'createElement');
    const imported = vi.spyOn(document, 'importNode');
    const adopted = vi.spyOn(document, 'adoptNode');
    const innerHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const adjacent = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
    const fragment = vi.spyOn(Range.prototype, 'createContextualFragment');
    try {
      sanitiseHtml('<p>a<img src="/cdn/a.png"><img src="https://evil.example/x.png"><video poster="/cdn/p.png"></video></p>');
      expect(created).not.toHaveBeenCalled();
      expect(imported).not.toHaveBeenCalled();
      expect(adopted).not.toHaveBeenCalled();
      expect(adjacent).not.toHaveBeenCalled();
      expect(fragment).not.toHaveBeenCalled();
      const liveTargets = innerHtml.mock.contexts.filter((element) => (element as Element).ownerDocument === document);
      expect(liveTargets).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
