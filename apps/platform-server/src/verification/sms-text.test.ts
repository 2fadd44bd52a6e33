import { describe, expect, it } from 'vitest';
import { codeFromSmsText, smsCodeText } from './sms-text';

describe('SMS code text', () => {
  it('puts the code and the validity in minutes into the English template', () => {
    expect(smsCodeText('042917', 300_000)).toBe(
      'Your verification code is 042917. It is valid for 5 minutes. Do not share it with anyone.',
    );
  });

  it('rounds the validity up to whole minutes', () => {
    expect(smsCodeText('000001', 90_000)).toContain('valid for 2 minutes');
    expect(smsCodeText('000001', 1000)).toContain('valid for 1 minutes');
  });

  it('uses the template of the language, case-insensitively, and falls back to English', () => {
    const templates = { EN: 'Code {code}', VI: 'Mã {code}, {minutes} phút' };
    expect(smsCodeText('123456', 300_000, 'vi', templates)).toBe('Mã 123456, 5 phút');
    expect(smsCodeText('123456', 300_000, 'TH', templates)).toBe('Code 123456');
  });

  it('finds the code in a message text', () => {
    expect(codeFromSmsText(smsCodeText('004211', 300_000))).toBe('004211');
    expect(codeFromSmsText('Call 1234567 now')).toBeNull();
    expect(codeFromSmsText('no code')).toBeNull();
  });
});
