import { describe, expect, it } from 'vitest';
import { stripMessageTexts } from './strip-message-texts';

describe('stripMessageTexts', () => {
  it('drops default messages and descriptions wherever they sit in a descriptor', () => {
    const source = `const m = defineMessages({
  a: { id: 'a.b', defaultMessage: 'It\\'s "here"', description: "Shown when x" },
  c: { description: \`multi word\`, defaultMessage:
    'Next line', id: 'c.d' },
});`;
    const stripped = stripMessageTexts(source);
    expect(stripped).not.toMatch(/defaultMessage|description|here|Next line/);
    const evaluate = new Function('defineMessages', `${stripped}; return m;`) as (define: (x: unknown) => unknown) => unknown;
    expect(evaluate((x) => x)).toEqual({ a: { id: 'a.b' }, c: { id: 'c.d' } });
  });

  it('leaves modules without message descriptors alone', () => {
    const source = "const meta = { description: 'a story' };";
    expect(stripMessageTexts(source)).toBe(source);
  });
});
