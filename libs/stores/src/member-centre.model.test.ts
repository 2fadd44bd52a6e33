import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@gp/domain';
import { MemberCentreModel } from './member-centre.model';
import { createMemoryStorage } from './ports';
import { Failure, FakePlatform, settle } from './test-support/fake-platform';
import { ManualClock, ManualPageEvents } from './test-support/manual-clock';
import { VipLevelsModel } from './vip-levels.model';
import { WalletStore } from './wallet.store';

const LEVEL = (level: number, depositRequirementMinor: number) => ({
  level,
  labelName: `VIP ${level}`,
  depositRequirementMinor,
  turnoverRequirementMinor: depositRequirementMinor * 5,
  benefits: [`Birthday bonus ${level}`],
  iconUrl: `/media/vip/${level}.svg`,
});
const VIP = {
  levels: [LEVEL(2, 1_000_000), LEVEL(1, 100_000)],
  currency: 'PHP',
  member: { hasVip: true, vipLevel: 1, vipLabelName: 'VIP 1', vipProgress: 16, showVipBenefit: true, depositTotalMinor: 250_000, nextLevelDepositMinor: 1_000_000 },
};
const BALANCE = { balanceMinor: 5000, sumBalance: '50.00', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 };

function setup() {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const session = observable({ isLoggedIn: true });
  platform.on('GET', '/wps/content/vip', () => VIP).on('GET', '/wps/wallets/gcs', () => BALANCE);
  const wallet = new WalletStore({ api: platform.api, storage: createMemoryStorage(), clock, events: new ManualPageEvents(), session });
  let infoLoads = 0;
  const member = { load: async () => void (infoLoads += 1) };
  const model = new MemberCentreModel({ api: platform.api, clock, member, wallet });
  return { platform, clock, wallet, model, infoLoads: () => infoLoads, balanceCalls: () => platform.callsTo('GET', '/wps/wallets/gcs').length };
}

describe('MemberCentreModel', () => {
  it('reloads the member info and the VIP card when the centre opens', async () => {
    const { model, infoLoads } = setup();
    model.start();
    await settle();
    expect(infoLoads()).toBe(1);
    expect(model.vip.card).toMatchObject({ vipLabelName: 'VIP 1', vipProgress: 16, showVipBenefit: true });
    model.stop();
  });

  it('refreshes the balance by hand at most once per gap', async () => {
    const { model, clock, wallet, balanceCalls } = setup();
    expect(model.refreshBalance()).toBe(true);
    await settle();
    expect(balanceCalls()).toBe(1);
    expect(wallet.displayBalance).toBe('₱50.00');
    clock.advance(TIMINGS.balanceManualRefreshGapMs - 1);
    expect(model.refreshBalance()).toBe(false);
    await settle();
    expect(balanceCalls()).toBe(1);
    clock.advance(1);
    expect(model.refreshBalance()).toBe(true);
    await settle();
    expect(balanceCalls()).toBe(2);
    wallet.stop();
  });
});

describe('VipLevelsModel', () => {
  it('sums up the level, the next one, what is left and every level', async () => {
    const platform = new FakePlatform().on('GET', '/wps/content/vip', () => VIP);
    const model = new VipLevelsModel(platform.api);
    expect(model.summary).toBeNull();
    model.start();
    await settle();
    expect(model.summary).toMatchObject({ currentLabel: 'VIP 1', next: { labelName: 'VIP 2', remainingMinor: 750_000 } });
    expect(model.summary?.rows.map((row) => row.level)).toEqual([1, 2]);
  });

  it('shows no card when the merchant has VIP off', async () => {
    const platform = new FakePlatform().on('GET', '/wps/content/vip', () => ({ levels: [], currency: 'PHP', member: null }));
    const model = new VipLevelsModel(platform.api);
    model.start();
    await settle();
    expect(model.card).toBeNull();
    expect(model.summary).toBeNull();
  });

  it('keeps the failure for a retry', async () => {
    let fail = true;
    const platform = new FakePlatform().on('GET', '/wps/content/vip', () => (fail ? new Failure('INTERNAL_ERROR', 500) : VIP));
    const model = new VipLevelsModel(platform.api);
    model.start();
    await settle();
    expect(model.levels.status).toBe('failed');
    fail = false;
    await model.levels.retry();
    expect(model.card?.vipLevel).toBe(1);
  });
});

describe('MemberCentreModel.upload (ImageUploadModel)', () => {
  function upload(answer: () => unknown) {
    const platform = new FakePlatform().on('POST', '/wps/member/info/icon/upload', answer);
    let loads = 0;
    const centre = new MemberCentreModel({
      api: platform.api,
      clock: new ManualClock(),
      member: { load: async () => void (loads += 1) },
      wallet: { refresh: async () => undefined },
    });
    const model = centre.upload;
    return { platform, model, loads: () => loads };
  }

  it('refuses a picked file that is not png or jpg, or is over 5 MB, before anything is sent', () => {
    const { model, platform } = upload(() => null);
    expect(model.check({ type: 'image/gif', size: 10 })).toBe(false);
    expect(model.problem).toBe('form.uploadType');
    expect(model.check({ type: 'image/jpeg', size: 5_242_881 })).toBe(false);
    expect(model.problem).toBe('form.uploadSize');
    expect(model.check({ type: 'image/PNG', size: 5_242_880 })).toBe(true);
    expect(model.problem).toBeNull();
    expect(platform.calls).toHaveLength(0);
  });

  it('sends the picture and reloads the member info', async () => {
    const { model, platform, loads } = upload(() => ({ iconId: 1, iconUrl: '/media/avatars/u/a.png', uploaded: true, choices: [] }));
    await expect(model.send('image/png', 'iVBORw0KGgo=')).resolves.toBe(true);
    expect(platform.callsTo('POST', '/wps/member/info/icon/upload')[0]?.body).toEqual({ mimeType: 'image/png', imageBase64: 'iVBORw0KGgo=' });
    expect(loads()).toBe(1);
  });

  it('shows the server’s refusal of the picture, and a failure', async () => {
    const refused = upload(() => new Failure('VALIDATION_FAILED', 400, { fields: [{ field: 'imageBase64', messageKey: 'upload_size' }] }));
    await expect(refused.model.send('image/png', 'iVBORw0KGgo=')).resolves.toBe(false);
    expect(refused.model.problem).toBe('form.uploadSize');
    expect(refused.loads()).toBe(0);
    const failed = upload(() => new Failure('INTERNAL_ERROR', 500));
    await failed.model.send('image/jpeg', '/9j/');
    expect(failed.model.problem).toBe('error.server');
    await expect(failed.model.send('image/gif', 'R0lG')).resolves.toBe(false);
    expect(failed.model.problem).toBe('form.uploadType');
  });
});
