import { describe, expect, it } from 'vitest';
import { AttemptsInFlight } from './attempts-in-flight';

describe('AttemptsInFlight', () => {
  it('has nothing to wait for while no attempt of the key runs', () => {
    const inFlight = new AttemptsInFlight();
    expect(inFlight.nextEnd('a')).toBeNull();
    inFlight.begin('a');
    inFlight.end('a');
    expect(inFlight.nextEnd('a')).toBeNull();
    expect(() => inFlight.end('a')).toThrow('no attempt of a is running');
  });

  it('wakes every waiter of a key when one of its attempts ends, and no other key', async () => {
    const inFlight = new AttemptsInFlight();
    inFlight.begin('a');
    inFlight.begin('a');
    inFlight.begin('b');
    const woken: string[] = [];
    void inFlight.nextEnd('a')?.then(() => woken.push('a1'));
    void inFlight.nextEnd('a')?.then(() => woken.push('a2'));
    void inFlight.nextEnd('b')?.then(() => woken.push('b'));
    inFlight.end('a');
    await Promise.resolve();
    expect(woken).toEqual(['a1', 'a2']);
    expect(inFlight.nextEnd('a')).not.toBeNull();
  });
});
