import { isKnownErrorCode } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/openapi-contract';
import { ERROR_CODES } from './envelope';

describe('error codes', () => {
  it('are the ones the contract lists, in its order', async () => {
    const contract = await loadContract();
    const schema = contract.components.schemas['ErrorCode'] as { enum: string[] };
    expect(ERROR_CODES).toEqual(schema.enum);
  });

  it('each have a message in the app error catalogue', () => {
    expect(ERROR_CODES.filter((code) => !isKnownErrorCode(code))).toEqual([]);
  });
});
