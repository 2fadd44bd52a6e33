import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContentLinkAllowed, routeContentLink } from './link-routing';

describe('routeContentLink: outside the app', () => {
  it.each([
    'http://example.com',
    'https://example.com/promo?id=3#top',
    'HTTPS://Example.com/',
    'https://user@example.com:8443/path',
    'https://example.com?x=&#58;',
  ])('opens %j outside, unchanged', (href) => {
    expect(routeContentLink(href)).toEqual({ kind: 'external', url: href });
  });

  it('drops trailing whitespace', () => {
    expect(routeContentLink('https://example.com/ \n')).toEqual({ kind: 'external', url: 'https://example.com/' });
  });

  it.each(['http:example.com', 'https:/example.com', 'https://', 'https:///evil.com', 'http://?x', 'https:// host'])(
    'refuses http(s) without a host: %j',
    (href) => {
      expect(routeContentLink(href)).toEqual({ kind: 'refused', reason: 'malformed' });
    },
  );
});

describe('routeContentLink: inside the app', () => {
  it.each([
    ['/m/activity', '/activity', 'activity'],
    ['/m/activityDetail?id=3', '/activityDetail?id=3', 'activityDetail'],
    ['/M/vip', '/vip', 'vip'],
    ['/m', '/', 'home'],
    ['/m/', '/', 'home'],
    ['/m?tab=1', '/?tab=1', 'home'],
    ['/m#top', '/#top', 'home'],
    ['activity?id=3', '/activity?id=3', 'activity'],
    ['./activity', '/activity', 'activity'],
    ['member/home', '/member/home', 'memberHome'],
    ['/rewardCenter', '/rewardCenter', 'rewardCenter'],
    ['/mobile/page', '/mobile/page', 'home'],
    ['/help?tag=faq&p=1', '/help?tag=faq&p=1', 'help'],
    ['/no-such-page', '/no-such-page', 'home'],
    ['activity?at=10:30', '/activity?at=10:30', 'activity'],
    ['1abc:x', '/1abc:x', 'home'],
  ])('routes %j to %j', (href, path, routeId) => {
    expect(routeContentLink(href)).toEqual({ kind: 'internal', path, routeId });
  });
});

describe('routeContentLink: refused', () => {
  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'scheme'],
    ['vbscript:msgbox', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['mailto:a@b.c', 'scheme'],
    ['tel:123', 'scheme'],
    ['java-script:x', 'scheme'],
    ['time:10', 'scheme'],
    ['//evil.com/x', 'protocol-relative'],
    ['/m//evil.com', 'protocol-relative'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['#top', 'empty'],
    ['?id=3', 'empty'],
    ['./', 'empty'],
    [' javascript:alert(1)', 'obfuscated'],
    ['\u00A0https://example.com', 'obfuscated'],
    ['\u0001javascript:alert(1)', 'obfuscated'],
    ['java\tscript:alert(1)', 'obfuscated'],
    ['java\nscript:alert(1)', 'obfuscated'],
    ['javascript\u0000:alert(1)', 'obfuscated'],
    ['\u0085javascript:x', 'obfuscated'],
    ['\u200Bjavascript:x', 'obfuscated'],
    ['\uFEFFjavascript:x', 'obfuscated'],
    ['/\\evil.com', 'obfuscated'],
    ['\\\\evil.com', 'obfuscated'],
    ['javascript&#58;alert(1)', 'obfuscated'],
    ['javascript&colon;alert(1)', 'obfuscated'],
    ['/&#47;evil.com', 'obfuscated'],
    ['../etc', 'malformed'],
    ['/m/../x', 'malformed'],
    ['/a/./b', 'malformed'],
  ] as const)('refuses %j (%s)', (href, reason) => {
    expect(routeContentLink(href)).toEqual({ kind: 'refused', reason });
  });
});

describe('isContentLinkAllowed', () => {
  it('allows outside and inside links and nothing else', () => {
    expect(isContentLinkAllowed('https://example.com')).toBe(true);
    expect(isContentLinkAllowed('/m/activity')).toBe(true);
    expect(isContentLinkAllowed('javascript:alert(1)')).toBe(false);
  });
});

const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript', 'file'] as const;
/** What browsers drop before reading a scheme, or ignore inside it. */
const LEADING_JUNK = fc.constantFrom(
  ...[' ', '\t', '\n', '\r', '\f', '\v', '\u0000', '\u0001', '\u001F', '\u007F', '\u00A0', '\u200B', '\uFEFF'],
);
const INNER_JUNK = fc.constantFrom('\t', '\n', '\r');

const anyCase = (word: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((ch, i) => (upper[i] === true ? ch.toUpperCase() : ch)).join(''));

/** A dangerous scheme in any case, maybe with junk before it and tabs or newlines inside it. */
const dangerousHref = fc
  .record({
    scheme: fc.constantFrom(...DANGEROUS_SCHEMES).chain(anyCase),
    before: fc.array(LEADING_JUNK, { maxLength: 3 }),
    inner: fc.array(fc.tuple(fc.nat(), INNER_JUNK), { maxLength: 2 }),
    rest: fc.string(),
  })
  .map(({ scheme, before, inner, rest }) => {
    const chars = [...scheme];
    for (const [at, junk] of inner) chars.splice(at % (chars.length + 1), 0, junk);
    return `${before.join('')}${chars.join('')}:${rest}`;
  });

/** How a browser reads the scheme of an href: leading C0/space stripped, tab and newlines removed. */
function browserScheme(href: string): string | undefined {
  let start = 0;
  while (start < href.length && href.charCodeAt(start) <= 0x20) start += 1;
  const cleaned = href.slice(start).replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

const hrefAlphabet = fc.constantFrom(
  ...['j', 'a', 'v', 's', 'c', 'r', 'i', 'p', 't', 'd', 'h', 'm', ':', '/', '\\', '.', '?', '#', '&', ';'],
  ...[' ', '\t', '\n', '\u0000', '\u00A0', 'A', 'S', 'T', 'P', 'x', '0'],
);

describe('routeContentLink: properties', () => {
  it('never allows a dangerous scheme, whatever its case or the junk around it', () => {
    fc.assert(
      fc.property(dangerousHref, (href) => {
        expect(routeContentLink(href).kind).toBe('refused');
      }),
    );
  });

  it('opens every http(s) address outside', () => {
    const url = fc
      .tuple(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        fc.boolean(),
      )
      .map(([address, upper]) => (upper ? address.replace(/^https?/, (s) => s.toUpperCase()) : address));
    fc.assert(
      fc.property(url, (href) => {
        expect(routeContentLink(href)).toEqual({ kind: 'external', url: href });
      }),
    );
  });

  it('lets no string through that a browser would read with a scheme other than http(s)', () => {
    fc.assert(
      fc.property(fc.string({ unit: hrefAlphabet, maxLength: 24 }), (href) => {
        const route = routeContentLink(href);
        if (route.kind === 'refused') return;
        const scheme = browserScheme(href);
        expect(scheme === undefined || scheme === 'http' || scheme === 'https').toBe(true);
        if (route.kind === 'internal') {
          expect(route.path.startsWith('/')).toBe(true);
          expect(route.path.startsWith('//')).toBe(false);
          expect(browserScheme(route.path)).toBeUndefined();
        } else {
          expect(scheme === 'http' || scheme === 'https').toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
