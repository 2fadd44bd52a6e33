import { describe, expect, it } from 'vitest';
import { registrationPayloadOf, type RegistrationContext } from './registration-payload';

const context: RegistrationContext = {
  registerUrl: 'https://aurora.example/m/register',
  domain: 'aurora.example',
  registerMethod: 'H5',
  countryDialingCode: '+63',
  captchaId: 'captcha-id-0123456789',
  linkAffiliateCode: null,
  ageConfirmed: true,
};

describe('registration payload', () => {
  it('sends shown fields trimmed, passwords as typed, type 0, where and how, the captcha, the birth date and the age confirmation', () => {
    const payload = registrationPayloadOf(
      ['username', 'password', 'confirmPassword', 'email', 'captcha', 'birthDate', 'ageConfirmed'],
      { username: ' lucky77 ', password: ' Pass 12', confirmPassword: ' Pass 12', email: ' a@b.co ', captcha: ' 1234 ', birthDate: '1990-05-17', nickname: 'hidden' },
      context,
    );
    expect(payload).toEqual({
      type: 0,
      registerUrl: 'https://aurora.example/m/register',
      registerMethod: 'H5',
      domain: 'aurora.example',
      username: 'lucky77',
      password: ' Pass 12',
      confirmPassword: ' Pass 12',
      email: 'a@b.co',
      captchaId: 'captcha-id-0123456789',
      captcha: '1234',
      birthDate: '1990-05-17',
      ageConfirmed: true,
    });
  });

  it('sends the date of birth trimmed', () => {
    expect(registrationPayloadOf(['birthDate', 'ageConfirmed'], { birthDate: ' 1990-05-17 ' }, context).birthDate).toBe('1990-05-17');
  });

  it('adds the dialling code with a mobile number, and the link’s accepted code when the field is hidden', () => {
    const payload = registrationPayloadOf(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'ageConfirmed'], { mobileNum: '09171234567', verificationCode: '123456' }, {
      ...context,
      captchaId: null,
      linkAffiliateCode: 'AGT-AURORA-01',
    });
    expect(payload).toMatchObject({ mobileNum: '09171234567', countryDialingCode: '+63', verificationCode: '123456', affiliateCode: 'AGT-AURORA-01', password: '', confirmPassword: '' });
    expect(payload).not.toHaveProperty('captchaId');
  });

  it('sends the referrer of a member’s invitation link when the form shows no referrer field, and the typed one when it does', () => {
    expect(registrationPayloadOf(['password'], {}, { ...context, linkReferrer: 'demo' }).recommenderId).toBe('demo');
    expect(registrationPayloadOf(['recommenderId'], { recommenderId: 'other' }, { ...context, linkReferrer: 'demo' }).recommenderId).toBe('other');
    expect(registrationPayloadOf(['password'], {}, context)).not.toHaveProperty('recommenderId');
  });

  it('sends the typed invitation code when the field shows', () => {
    const payload = registrationPayloadOf(['affiliateCode', 'captcha'], { affiliateCode: ' ab12 ' }, { ...context, captchaId: null, linkAffiliateCode: 'OTHER' });
    expect(payload.affiliateCode).toBe('ab12');
    expect(payload).not.toHaveProperty('captcha');
  });
});
