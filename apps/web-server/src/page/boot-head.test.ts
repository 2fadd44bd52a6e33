import type { BootData } from '@gp/api-client';
import { describe, expect, it } from 'vitest';
import { bootHead } from './boot-head';

const boot: BootData = {
  merchantStatus: { maintenance: false, maintenanceMessage: null },
  whitelabel: { merchantCode: 'jade', siteName: 'Jade', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN'], features: [] },
};

describe('the head of a page', () => {
  it('writes a data block and one modulepreload per chunk', () => {
    const head = bootHead(boot, { modules: ['/m/assets/a.js', '/m/assets/b.js'] });
    expect(head).toContain(
      '<script id="platform-boot" type="application/json">{"merchantStatus":{"maintenance":false,"maintenanceMessage":null},' +
        '"whitelabel":{"merchantCode":"jade","siteName":"Jade","theme":{"pack":"jade","defaultMode":"dark"},"defaultLanguage":"EN","languages":["EN"],"features":[]}}</script>',
    );
    expect(head.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(head).not.toContain('as="image"');
  });

  it('preloads the largest image at high priority, its address escaped', () => {
    const head = bootHead(boot, { modules: [], image: '/cdn/a.png?x="><script>' });
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/cdn/a.png?x=&quot;>&lt;script>">');
  });

  it('keeps a text that would close the data block inside it', () => {
    const head = bootHead({ ...boot, whitelabel: { ...boot.whitelabel, siteName: '</script><script>alert(1)</script>' } }, { modules: [] });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>/s.exec(head)?.[1] ?? '').whitelabel.siteName).toBe('</script><script>alert(1)</script>');
  });
});
