import { describe, expect, it } from 'vitest';
import { flattenFeatureTree, isFeatureEnabled } from './feature-flags';

describe('flattenFeatureTree', () => {
  it('gives one flag per module id at every depth', () => {
    const flags = flattenFeatureTree([
      { modId: 'CBS3', enabled: true },
      {
        modId: 'REG3',
        enabled: true,
        childrenNodes: [
          { modId: 'REGISTER_REE3', enabled: true },
          { modId: 'MOBILENUMREG3', enabled: false, childrenNodes: [{ modId: 'REGMOBVERF3', enabled: true }] },
        ],
      },
    ]);
    expect(flags).toEqual({
      CBS3: true,
      REG3: true,
      REGISTER_REE3: true,
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
    });
  });

  it('switches off every child of a disabled parent', () => {
    const flags = flattenFeatureTree([
      { modId: 'AGENTPOLICY3', enabled: false, childrenNodes: [{ modId: 'COMM3', enabled: true }] },
    ]);
    expect(flags['COMM3']).toBe(false);
  });

  it('keeps a module on when any enabled path leads to it', () => {
    const flags = flattenFeatureTree([
      { modId: 'A', enabled: false, childrenNodes: [{ modId: 'X', enabled: true }] },
      { modId: 'B', enabled: true, childrenNodes: [{ modId: 'X', enabled: true }] },
    ]);
    expect(flags['X']).toBe(true);
  });

  it('accepts null children and an empty tree', () => {
    expect(flattenFeatureTree([{ modId: 'A', enabled: true, childrenNodes: null }])).toEqual({ A: true });
    expect(flattenFeatureTree([])).toEqual({});
  });
});

describe('isFeatureEnabled', () => {
  it('treats an unlisted module as off', () => {
    expect(isFeatureEnabled({ CBS3: true }, 'CBS3')).toBe(true);
    expect(isFeatureEnabled({ CBS3: false }, 'CBS3')).toBe(false);
    expect(isFeatureEnabled({}, 'REWCEN3')).toBe(false);
  });
});
