import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  it('keeps a path on this origin, with its query', () => {
    expect(sameOriginPath('/chat/room?lang=en')).toBe('/chat/room?lang=en');
    expect(sameOriginPath('/cdn/content/aurora/banner-1.png')).toBe('/cdn/content/aurora/banner-1.png');
  });

  it.each(['https://evil.test/chat', '//evil.test/chat', '/\\evil.test/chat', 'javascript:alert(1)', 'chat/room', '', null, undefined])(
    'refuses %s',
    (url) => {
      expect(sameOriginPath(url)).toBeNull();
    },
  );
});
