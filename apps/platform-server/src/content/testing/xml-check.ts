const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

/**
 * A small strict well-formedness check for the SVG the server generates (tests only): tags nest
 * and close, attributes are double-quoted without '<', and text has no raw '<', '>' or stray '&'.
 * Returns the first problem, or null.
 */
export function xmlProblem(xml: string): string | null {
  const open: string[] = [];
  let index = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  while (index < xml.length) {
    const char = xml[index];
    if (char === '<') {
      TAG.lastIndex = index;
      const match = TAG.exec(xml);
      if (!match) return `bad tag at ${index}: ${xml.slice(index, index + 40)}`;
      const [whole, closing, name, , selfClosing] = match;
      if (closing) {
        if (open.pop() !== name) return `unexpected </${name}> at ${index}`;
      } else if (!selfClosing) open.push(name ?? '');
      index += whole.length;
    } else if (char === '&') {
      ENTITY.lastIndex = index;
      const match = ENTITY.exec(xml);
      if (!match) return `stray & at ${index}`;
      index += match[0].length;
    } else if (char === '>') {
      return `raw > at ${index}`;
    } else index += 1;
  }
  return open.length ? `unclosed <${open.join('>, <')}>` : null;
}
