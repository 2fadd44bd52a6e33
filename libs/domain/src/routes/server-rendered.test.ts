import { describe, expect, it } from 'vitest';
import { routeIdOfDocumentPath } from './route-table';
import { isServerRendered } from './server-rendered';

describe('isServerRendered', () => {
  it('names the screens a visit opens on from outside, and no member screen', () => {
    for (const path of ['/m/', '/m/index.html', '/m/gameCenter', '/m/game', '/m/login', '/m/register.html', '/m/activity', '/m/activityDetail']) {
      expect(isServerRendered(routeIdOfDocumentPath(path)), path).toBe(true);
    }
    for (const path of ['/m/member/home', '/m/withdraw', '/m/voucherCenter', '/m/message', '/m/feedback']) {
      expect(isServerRendered(routeIdOfDocumentPath(path)), path).toBe(false);
    }
  });
});
