import { APP_STORAGE_KEYS } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import { deviceIdOf, newDeviceId } from './device-id';
import { createMemoryStorage } from './ports';

describe('device id', () => {
  it('is 22 base64url characters of randomness', () => {
    expect(newDeviceId((bytes) => bytes.fill(255))).toBe('_____________________w');
    expect(newDeviceId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newDeviceId()).not.toBe(newDeviceId());
  });

  it('is made once and then kept', () => {
    const storage = createMemoryStorage();
    const first = deviceIdOf(storage);
    expect(storage.getItem(APP_STORAGE_KEYS.deviceId)).toBe(first);
    expect(deviceIdOf(storage)).toBe(first);
  });

  it('replaces a kept value of the wrong shape, and is null when storage refuses', () => {
    const storage = createMemoryStorage();
    storage.setItem(APP_STORAGE_KEYS.deviceId, 'short');
    expect(deviceIdOf(storage, () => 'a-new-device-id-000001')).toBe('a-new-device-id-000001');
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(deviceIdOf(refusing)).toBeNull();
  });
});
