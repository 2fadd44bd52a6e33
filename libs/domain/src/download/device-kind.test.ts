import { describe, expect, it } from 'vitest';
import { deviceKindOf } from './device-kind';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('deviceKindOf', () => {
  it('tells the platform, and the native shell apart from the browser', () => {
    expect(deviceKindOf(ANDROID)).toBe('android');
    expect(deviceKindOf(IPHONE)).toBe('ios');
    expect(deviceKindOf('curl/8.0')).toBe('other');
    expect(deviceKindOf(`${ANDROID} GPNativeApp/2.1`)).toBe('android+app');
    expect(deviceKindOf(`${ANDROID} Shell/1`, 'Shell')).toBe('android+app');
  });
});
