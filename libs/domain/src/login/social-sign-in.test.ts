import { describe, expect, it } from 'vitest';
import { socialSignInButtons } from './social-sign-in';

describe('socialSignInButtons', () => {
  const flags = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };

  it('shows a provider only when its flag is on and it is configured, in username mode', () => {
    expect(socialSignInButtons(flags, 'username', ['google', 'facebook'])).toEqual(['facebook', 'google']);
    expect(socialSignInButtons(flags, 'username', ['google'])).toEqual(['google']);
    expect(socialSignInButtons({ FACEBOOKLOGIN3: true }, 'username', ['google', 'facebook'])).toEqual(['facebook']);
    expect(socialSignInButtons(flags, 'username', [])).toEqual([]);
    expect(socialSignInButtons(flags, 'sms', ['google', 'facebook'])).toEqual([]);
  });
});
