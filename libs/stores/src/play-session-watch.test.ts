import { describe, expect, it } from 'vitest';
import type { RgSessionRefusal } from '@gp/domain';
import { PlaySessionWatch } from './play-session-watch';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

const MINUTE = 60_000;

function setup(answers: { limitAfter?: number } = {}) {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  let touches = 0;
  platform.on('POST', '/wps/member/rg/play-session', () => {
    touches += 1;
    if (answers.limitAfter !== undefined && touches > answers.limitAfter) return new Failure('RG_SESSION_LIMIT', 403, { limitMinutes: 30, resetsAt: 99 });
    return { startedAt: 0, playedMinutes: Math.floor(clock.now() / MINUTE), wageredMinor: touches * 100, netMinor: -touches * 50, currency: 'PHP', realityCheckMinutes: 15, todayMinutes: 0, sessionLimitMinutes: null, resetsAt: 99 };
  });
  const limits: (RgSessionRefusal | null)[] = [];
  const watch = new PlaySessionWatch({ api: platform.api, clock, onSessionLimit: (refusal) => limits.push(refusal) });
  const touchCount = () => platform.callsTo('POST', '/wps/member/rg/play-session').length;
  const advance = async (ms: number) => {
    for (let step = 0; step < ms; step += MINUTE) {
      clock.advance(Math.min(MINUTE, ms - step));
      await settle();
    }
  };
  return { watch, clock, limits, touchCount, advance };
}

describe('PlaySessionWatch', () => {
  it('tells the platform every minute that the game is open', async () => {
    const { watch, touchCount, advance } = setup();
    watch.start();
    await settle();
    expect(touchCount()).toBe(1);
    await advance(3 * MINUTE);
    expect(touchCount()).toBe(4);
    watch.stop();
    await advance(3 * MINUTE);
    expect(touchCount()).toBe(4);
  });

  it('brings up the reality check after each interval with the time played and the session money', async () => {
    const { watch, advance } = setup();
    watch.start();
    await advance(14 * MINUTE);
    expect(watch.due).toBeNull();
    await advance(MINUTE);
    expect(watch.due).toMatchObject({ playedMinutes: 15, currency: 'PHP' });
    expect(watch.due?.netMinor).toBeLessThan(0);
    watch.keepPlaying();
    expect(watch.due).toBeNull();
    await advance(14 * MINUTE);
    expect(watch.due).toBeNull();
    await advance(MINUTE);
    expect(watch.due).toMatchObject({ playedMinutes: 30 });
  });

  it('closes the game when the platform says the play-time limit is reached, and stops', async () => {
    const { watch, limits, touchCount, advance } = setup({ limitAfter: 2 });
    watch.start();
    await settle();
    await advance(2 * MINUTE);
    expect(limits).toEqual([{ limitMinutes: 30, resetsAt: 99 }]);
    await advance(5 * MINUTE);
    expect(touchCount()).toBe(3);
  });
});
