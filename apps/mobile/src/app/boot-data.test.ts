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
    bootElement('{"whitelabel":{"siteName":"Jade \\u003c Lotto"}}');
    expect(readBootData(document)).toEqual({ whitelabel: { siteName: 'Jade < Lotto' } });
  });

  it('gives null without a block or for a damaged one', () => {
    expect(readBootData(document)).toBeNull();
    bootElement('{"whitelabel":');
    expect(readBootData(document)).toBeNull();
  });
});
