import { describe, expect, it, vi } from 'vitest';
import { openExternal } from './open-external';

const fakeWindow = (extra: object = {}) => ({ open: vi.fn(), ...extra }) as unknown as Window & { open: ReturnType<typeof vi.fn> };

describe('openExternal', () => {
  it('opens a new window without opener in a browser', () => {
    const win = fakeWindow();
    openExternal('https://chat.example', false, win);
    expect(win.open).toHaveBeenCalledWith('https://chat.example', '_blank', 'noopener,noreferrer');
  });

  it('uses the iOS bridge inside the native app', () => {
    const postMessage = vi.fn();
    const win = fakeWindow({ webkit: { messageHandlers: { openSafari: { postMessage } } } });
    openExternal('https://chat.example', true, win);
    expect(postMessage).toHaveBeenCalledWith('https://chat.example');
    expect(win.open).not.toHaveBeenCalled();
  });

  it('uses the Android bridge inside the native app', () => {
    const openAndroid = vi.fn();
    const win = fakeWindow({ android: { openAndroid } });
    openExternal('https://chat.example', true, win);
    expect(openAndroid).toHaveBeenCalledWith('https://chat.example');
  });

  it('ignores a bridge outside the native app', () => {
    const openAndroid = vi.fn();
    const win = fakeWindow({ android: { openAndroid } });
    openExternal('https://chat.example', false, win);
    expect(openAndroid).not.toHaveBeenCalled();
    expect(win.open).toHaveBeenCalled();
  });
});
