import type { BootData } from '@gp/api-client';
import { describe, expect, it } from 'vitest';
import { embedJson } from '../http/page-kit';
import { bootHeadOf } from './boot-head';

describe('the boot data block', () => {
  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const value = { siteName: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = embedJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

const boot: BootData = {
  status: { merchantCode: 'jade', maintenance: false, regionRestriction: false, location: { ip: '10.0.0.1' } },
  whitelabel: { merchantCode: 'jade', siteName: 'Jade', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN'], features: [] },
};

describe('bootHeadOf', () => {
  it('writes a data block and one modulepreload per chunk', () => {
    const head = bootHeadOf(boot, { modules: ['/m/assets/a.js', '/m/assets/b.js'] });
    expect(head).toContain(
      '<script id="platform-boot" type="application/json">{"status":{"merchantCode":"jade","maintenance":false,"regionRestriction":false,"location":{"ip":"10.0.0.1"}},' +
        '"whitelabel":{"merchantCode":"jade","siteName":"Jade","theme":{"pack":"jade","defaultMode":"dark"},"defaultLanguage":"EN","languages":["EN"],"features":[]}}</script>',
    );
    expect(head.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(head).not.toContain('as="image"');
  });

  it('preloads the largest image at high priority, its address escaped', () => {
    const head = bootHeadOf(boot, { modules: [], image: '/cdn/a.png?x="><script>' });
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/cdn/a.png?x=&quot;>&lt;script>">');
  });
});
