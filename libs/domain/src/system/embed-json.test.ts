import { describe, expect, it } from 'vitest';
import { embedJson } from './embed-json';

describe('embedJson', () => {
  it('embeds JSON that cannot close its script element and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & <!-- \u2028\u2029 >' };
    const embedded = embedJson(value);
    expect(embedded).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(embedded)).toEqual(value);
  });
});
