import { describe, expect, it } from 'vitest';
import { PlatformError } from '@gp/api-client';
import { Resource } from './resource';
import { deferred } from './test-support/fake-platform';

describe('Resource', () => {
  it('starts idle and pending, then holds the answer', async () => {
    const resource = new Resource(async () => [1, 2], [] as number[]);
    expect(resource.status).toBe('idle');
    expect(resource.pending).toBe(true);
    await resource.load();
    expect(resource.value).toEqual([1, 2]);
    expect(resource.status).toBe('ready');
    expect(resource.pending).toBe(false);
    expect(resource.hasLoaded).toBe(true);
  });

  it('keeps the last value on a failure, with the error code, and retries', async () => {
    let fail = false;
    const resource = new Resource(async () => {
      if (fail) throw new PlatformError('MAINTENANCE', 'x', 503);
      return 'first';
    }, '');
    await resource.load();
    fail = true;
    await resource.load();
    expect(resource.value).toBe('first');
    expect(resource.status).toBe('failed');
    expect(resource.errorCode).toBe('MAINTENANCE');
    fail = false;
    await resource.retry();
    expect(resource.status).toBe('ready');
    expect(resource.errorCode).toBeNull();
  });

  it('tells a screen what to show: loading, failed only with nothing ever loaded, then ready through a failed reload', async () => {
    let fail = true;
    const resource = new Resource(async () => {
      if (fail) throw new PlatformError('INTERNAL_ERROR', 'x', 500);
      return 'value';
    }, '');
    expect(resource.viewState).toBe('loading');
    await resource.load();
    expect(resource.viewState).toBe('failed');
    fail = false;
    await resource.load();
    expect(resource.viewState).toBe('ready');
    fail = true;
    await resource.load();
    expect(resource.viewState).toBe('ready');
  });

  it('calls a failure that is not the platform’s UNKNOWN', async () => {
    const resource = new Resource(() => Promise.reject(new Error('boom')), 0);
    await resource.load();
    expect(resource.errorCode).toBe('UNKNOWN');
    expect(resource.pending).toBe(false);
  });

  it('applies only the latest load when an earlier one answers last', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const resource = new Resource(() => answers[call++]?.promise ?? Promise.resolve('?'), '');
    const first = resource.load();
    const second = resource.load();
    answers[1]?.resolve('new');
    await second;
    answers[0]?.resolve('old');
    await first;
    expect(resource.value).toBe('new');
  });

  it('takes a seed as its answer without a call, and an earlier load cannot overwrite it', async () => {
    const held = deferred<string>();
    let calls = 0;
    const resource = new Resource(() => {
      calls += 1;
      return held.promise;
    }, '');
    const load = resource.load();
    resource.seed('seeded');
    held.resolve('late');
    await load;
    expect(resource.value).toBe('seeded');
    resource.ensure();
    expect(calls).toBe(1);
  });

  it('loads on ensure only when idle or failed, and shows loading over a shown value', async () => {
    const held = deferred<number>();
    const resource = new Resource(() => held.promise, 0);
    resource.ensure();
    resource.ensure();
    expect(resource.loading).toBe(true);
    held.resolve(3);
    await Promise.resolve();
    await Promise.resolve();
    expect(resource.value).toBe(3);
  });

  it('forgets its value on reset, and a load on its way then no longer applies', async () => {
    const held = deferred<string>();
    const resource = new Resource(() => held.promise, 'empty');
    resource.seed('shown');
    const load = resource.load();
    resource.reset();
    held.resolve('late');
    await load;
    expect(resource.value).toBe('empty');
    expect(resource.status).toBe('idle');
    expect(resource.hasLoaded).toBe(false);
    expect(resource.errorCode).toBeNull();
  });
});
