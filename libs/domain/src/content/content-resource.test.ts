import { describe, expect, it } from 'vitest';
import { isContentResourceAllowed } from './content-resource';

const ORIGIN = 'https://play.example.ph';

describe('isContentResourceAllowed', () => {
  it.each(['/cdn/a.png', 'x.png', '../media/b.jpg', '?v=2', 'https://play.example.ph/cdn/a.png', 'HTTPS://Play.Example.PH', '/cdn/a.png ', 'data:image/png;base64,iVBORw0KGgo=', 'blob:https://play.example.ph/1f0c'])(
    'keeps %j',
    (url) => expect(isContentResourceAllowed(url, ORIGIN)).toBe(true),
  );

  it.each([
    'https://evil.example/x.png',
    'http://play.example.ph/cdn/a.png',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'https://play.example.ph.evil.example/a.png',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://evil.example/1f0c',
    'javascript:alert(1)',
    'https://play.example.ph:8443/a.png',
    'https://play.example.ph@evil.example/a.png',
    ' //evil.example/x.png',
    '/\t/evil.example/x.png',
    '',
  ])('refuses %j', (url) => expect(isContentResourceAllowed(url, ORIGIN)).toBe(false));
});
