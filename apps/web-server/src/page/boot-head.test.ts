import type { BootData } from '@gp/api-client';
import { embedJson } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { bootHeadParts, type BootPreloads } from './boot-head';

const boot: BootData = {
  status: { merchantCode: 'jade', maintenance: false, regionRestriction: false, location: { ip: '10.0.0.1' } },
  whitelabel: { merchantCode: 'jade', siteName: 'Jade', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN'], features: [] },
};

/** A visit's whole head: the parts around its status, as the index page writes them. */
function bootHeadOf(data: BootData, preloads: BootPreloads): string {
  const { status, ...shared } = data;
  const parts = bootHeadParts(shared, preloads);
  return `${parts.before}${embedJson(status)}${parts.after}`;
}

describe('the head of a visit', () => {
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

describe('bootHeadParts', () => {
  it('leaves a place for the status only: the parts around any status make the head of that status', () => {
    const { status, ...shared } = boot;
    const parts = bootHeadParts(shared, { modules: ['/m/assets/a.js'], image: '/cdn/b.png' });
    expect(parts.before + embedJson(status) + parts.after).toBe(bootHeadOf(boot, { modules: ['/m/assets/a.js'], image: '/cdn/b.png' }));
    expect(parts.before + parts.after).not.toContain('10.0.0.1');
    const other = { ...status, regionRestriction: true, location: { ip: '203.0.113.9' } };
    const json = /<script[^>]*>(.*?)<\/script>/s.exec(parts.before + embedJson(other) + parts.after)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ ...boot, status: other });
  });

  it('closes the data block when nothing but the status is carried', () => {
    const parts = bootHeadParts({} as never, { modules: [] });
    expect(JSON.parse(/>(.*)</s.exec(parts.before + embedJson(boot.status) + parts.after)?.[1] ?? '')).toEqual({ status: boot.status });
  });
});
