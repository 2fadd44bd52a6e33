import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPlatformClient } from './client';
import { valueOf, type EnvelopeValueOf } from './envelope';
import type { components } from './generated/platform';

type Schemas = components['schemas'];

/** A client whose fetch answers every call with the given body; the test reads the call's value. */
function answering(body: unknown, status = 200) {
  return createPlatformClient({
    caller: { merchantCode: null, token: null, language: 'EN' },
    baseUrl: 'http://platform.test',
    fetch: () => Promise.resolve(Response.json(body, { status })),
  });
}

describe('valueOf', () => {
  it("infers the value type from the operation's success envelope in the contract", () => {
    const client = answering(null);
    const memberInfo = () => valueOf(client.GET('/wps/member/info'));
    const countries = () => valueOf(client.GET('/wps/system/country'));
    const logout = () => valueOf(client.DELETE('/wps/session/logout'));
    expectTypeOf(memberInfo).returns.resolves.toEqualTypeOf<Schemas['MemberInfo']>();
    expectTypeOf(countries).returns.resolves.toEqualTypeOf<Schemas['CountryCodeList']>();
    expectTypeOf(logout).returns.resolves.toEqualTypeOf<true>();
    expectTypeOf(memberInfo).returns.resolves.not.toBeAny();
    expectTypeOf(memberInfo).returns.resolves.not.toBeUnknown();
  });

  it('takes nothing from the failure branch of a result', () => {
    type Result =
      | { data: Schemas['WhitelabelEnvelope']; error?: never; response: Response }
      | { data?: never; error: Schemas['FailureEnvelope']; response: Response };
    expectTypeOf<EnvelopeValueOf<Result>>().toEqualTypeOf<Schemas['Whitelabel']>();
  });

  it('resolves with the value of a success envelope and rejects with a failure one', async () => {
    const status = { merchantCode: 'aurora', maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } };
    const ok = answering({ success: true, value: status, errorCode: null, message: null });
    await expect(valueOf(ok.GET('/wps/system/status'))).resolves.toEqual(status);
    const failing = answering({ success: false, value: null, errorCode: 'MAINTENANCE', message: 'Down' }, 503);
    await expect(valueOf(failing.GET('/wps/system/status'))).rejects.toMatchObject({ code: 'MAINTENANCE', status: 503 });
  });
});
