import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { styledComponentIdsPlugin } from './styled-component-ids';

/** The workspace root: ids depend on a file's package and its path in it. */
const ROOT = resolve(import.meta.dirname, '../..');

const SOURCE = `import styled from 'styled-components';
export const Wrap = styled.div\`
  display: grid;
  gap: 4px;
\`;
export const Title = styled.h2\`color: red;\`;
`;

/** The plugin's transform of one module, as Vite calls it. */
async function transform(code: string, id: string): Promise<string | null> {
  const plugin = styledComponentIdsPlugin();
  const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return (await hook.call({} as never, code, id))?.code ?? null;
}

describe('styled component ids', () => {
  it('names each styled component by its file and place, the same in every build, and drops the rules’ whitespace', async () => {
    const first = await transform(SOURCE, `${ROOT}/libs/ui/src/card/card.tsx`);
    const again = await transform(SOURCE, `${ROOT}/libs/ui/src/card/card.tsx`);
    expect(first).toBe(again);
    const ids = [...(first ?? '').matchAll(/componentId: "([\w-]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(first).toContain('display:grid;gap:4px;');
    const elsewhere = await transform(SOURCE, `${ROOT}/libs/ui/src/panel/panel.tsx`);
    expect(elsewhere).not.toContain(ids[0]);
  });

  it('leaves modules without styled components, and dependencies, alone', async () => {
    expect(await transform("export const a = 'styled';", `${ROOT}/libs/ui/src/a.ts`)).toBeNull();
    expect(await transform(SOURCE, `${ROOT}/node_modules/x/index.tsx`)).toBeNull();
  });
});
