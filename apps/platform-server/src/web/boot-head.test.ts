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

describe('bootHeadOf', () => {
  it('writes a data block and one modulepreload per chunk', () => {
    const head = bootHeadOf({ status: { maintenance: false }, whitelabel: { siteName: 'Jade' } }, ['/m/assets/a.js', '/m/assets/b.js']);
    expect(head).toContain('<script id="platform-boot" type="application/json">{"status":{"maintenance":false},"whitelabel":{"siteName":"Jade"}}</script>');
    expect(head.match(/rel="modulepreload"/g)).toHaveLength(2);
  });
});
