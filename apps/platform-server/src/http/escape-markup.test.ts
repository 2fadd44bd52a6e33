import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes what could open a tag or end an attribute', () => {
    expect(escapeMarkup(`</text><script>alert("x")</script>&'`)).toBe('&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
  });

  it('drops characters XML cannot carry but keeps emoji and other scripts', () => {
    expect(escapeMarkup('a\u0000b\u001Fc\uFFFE')).toBe('abc');
    expect(escapeMarkup('lone \uD800 surrogate')).toBe('lone  surrogate');
    expect(escapeMarkup('Panalo 🎰 ₱ 中文')).toBe('Panalo 🎰 ₱ 中文');
  });
});
