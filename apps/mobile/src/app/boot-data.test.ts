import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID } from '@gp/domain';
import { readBootData } from './boot-data';

function bootElement(text: string) {
  const element = document.createElement('script');
  element.id = BOOT_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

describe('readBootData', () => {
  afterEach(() => document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove());

  it('parses the data block the server wrote, escapes included', () => {
    bootElement('{"whitelabel":{"merchantCode":"jade","siteName":"Jade \\u003c Lotto","theme":{},"features":[]}}');
    expect(readBootData(document)).toEqual({ whitelabel: { merchantCode: 'jade', siteName: 'Jade < Lotto', theme: {}, features: [] } });
  });

  it('keeps only the parts of the contract shape', () => {
    bootElement(JSON.stringify({ whitelabel: { siteName: 'Jade' }, home: { language: 'EN', banners: [], notices: [] } }));
    expect(readBootData(document)).toEqual({ home: { language: 'EN', banners: [], notices: [] } });
  });

  it('gives nothing without a block or for a damaged one', () => {
    expect(readBootData(document)).toEqual({});
    bootElement('{"whitelabel":');
    expect(readBootData(document)).toEqual({});
  });
});
