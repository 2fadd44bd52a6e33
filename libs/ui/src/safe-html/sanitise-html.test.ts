import { describe, expect, it } from 'vitest';
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
