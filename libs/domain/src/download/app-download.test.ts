import { describe, expect, it } from 'vitest';
import { appDownloadSections } from './app-download';

const LINKS = [
  { resourceType: 'Android', url: '/cdn/download/aurora.apk' },
  { resourceType: 'IOS', url: 'javascript:alert(1)' },
  { resourceType: 'MOBILECONFIG', url: '/cdn/download/aurora.mobileconfig' },
];

describe('appDownloadSections', () => {
  it('puts the visitor’s platform first, Android first elsewhere', () => {
    expect(appDownloadSections('ios', LINKS).map((s) => s.platform)).toEqual(['ios', 'android']);
    expect(appDownloadSections('android', LINKS).map((s) => s.platform)).toEqual(['android', 'ios']);
    expect(appDownloadSections('other', LINKS).map((s) => s.platform)).toEqual(['android', 'ios']);
  });

  it('keeps only allowed links, and the iOS profile', () => {
    const [android, ios] = appDownloadSections('android', LINKS);
    expect(android?.app?.url).toBe('/cdn/download/aurora.apk');
    expect(ios?.app).toBeNull();
    expect(ios?.profile?.url).toBe('/cdn/download/aurora.mobileconfig');
  });
});
