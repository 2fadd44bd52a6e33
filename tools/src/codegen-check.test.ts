import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT, GENERATED, isGeneratedClientCurrent } from './codegen-check.mjs';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('generated client freshness check', () => {
  it('passes for the committed contract and types', () => {
    expect(isGeneratedClientCurrent().current).toBe(true);
  });

  it('fails when the contract changes without regenerating', () => {
    scratch = mkdtempSync(join(tmpdir(), 'contract-'));
    cpSync(dirname(CONTRACT), scratch, { recursive: true });
    const changed = join(scratch, 'platform.yaml');
    const yaml = readFileSync(CONTRACT, 'utf8').replace(
      'paths:\n',
      'paths:\n  /wps/system/ping:\n    get:\n      operationId: ping\n      responses:\n        "204":\n          description: alive\n',
    );
    writeFileSync(changed, yaml);
    expect(isGeneratedClientCurrent(changed, GENERATED).current).toBe(false);
  });
});
