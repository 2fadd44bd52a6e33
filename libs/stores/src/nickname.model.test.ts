import { describe, expect, it } from 'vitest';
import { NicknameModel } from './nickname.model';
import { Failure, FakePlatform, settle } from './test-support/fake-platform';
import { fieldRule, fieldRules, registerSettings } from './test-support/account-settings';

const NICKNAME = fieldRule('invalid_nickname_format', '^[^<>&"\']{2,20}$', false);

function setup(nickname = NICKNAME, answer: () => unknown = () => ({ id: 1, nickname: 'Ace' })) {
  const platform = new FakePlatform()
    .on('GET', '/wps/system/setting/register', () => registerSettings({ fields: fieldRules({ nickname }) }))
    .on('PUT', '/wps/member/info/nickname', answer);
  let loads = 0;
  const model = new NicknameModel({ api: platform.api, member: { load: async () => void (loads += 1) } });
  return { platform, model, loads: () => loads, sent: () => platform.callsTo('PUT', '/wps/member/info/nickname').map((call) => call.body) };
}

describe('NicknameModel', () => {
  it('is offered only where the merchant’s nickname rule is on', async () => {
    const on = setup();
    expect(on.model.editable).toBe(false);
    on.model.start();
    await settle();
    expect(on.model.editable).toBe(true);
    const off = setup({ ...NICKNAME, enabled: false });
    off.model.start();
    await settle();
    expect(off.model.editable).toBe(false);
  });

  it('refuses an empty or unfit nickname before sending, with the rule’s message', async () => {
    const { model, sent } = setup();
    model.start();
    await settle();
    model.edit('Lucky');
    model.setValue('   ');
    await expect(model.save()).resolves.toBe(false);
    expect(model.problem).toBe('form.nicknameFormat');
    model.setValue('<b>');
    await model.save();
    expect(model.problem).toBe('form.nicknameFormat');
    expect(sent()).toHaveLength(0);
  });

  it('sends the trimmed nickname, reloads the member info and closes the editor', async () => {
    const { model, sent, loads } = setup();
    model.start();
    await settle();
    model.edit('Lucky');
    model.setValue('  Ace  ');
    await expect(model.save()).resolves.toBe(true);
    expect(sent()).toEqual([{ nickname: 'Ace' }]);
    expect(loads()).toBe(1);
    expect(model.editing).toBe(false);
  });

  it('keeps the editor open with the server’s refusal', async () => {
    const { model } = setup(NICKNAME, () => new Failure('VALIDATION_FAILED', 400, { fields: [{ field: 'nickname', messageKey: 'invalid_nickname_format' }] }));
    model.start();
    await settle();
    model.edit('Lucky');
    model.setValue('Ace');
    await expect(model.save()).resolves.toBe(false);
    expect(model.problem).toBe('form.nicknameFormat');
    expect(model.editing).toBe(true);
    model.cancel();
    expect(model.editing).toBe(false);
    expect(model.problem).toBeNull();
  });
});
