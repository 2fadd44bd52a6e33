/**
 * SMS code message templates by language code (the merchant languages of SPEC §3, upper case).
 * `{code}` is replaced by the code and `{minutes}` by its validity in whole minutes. A translation
 * must keep the code as the only run of six digits: the outbox reader finds the code that way.
 */
export const SMS_CODE_TEMPLATES: Readonly<Record<string, string>> = {
  EN: 'Your verification code is {code}. It is valid for {minutes} minutes. Do not share it with anyone.',
};

/** Language whose template is used when the requested one has none. */
export const SMS_DEFAULT_LANGUAGE = 'EN';

/**
 * The text of an SMS code message in `language` (falling back to English), with the code and its
 * validity rounded up to whole minutes.
 */
export function smsCodeText(
  code: string,
  validityMs: number,
  language: string = SMS_DEFAULT_LANGUAGE,
  templates: Readonly<Record<string, string>> = SMS_CODE_TEMPLATES,
): string {
  const template = templates[language.toUpperCase()] ?? templates[SMS_DEFAULT_LANGUAGE] ?? SMS_CODE_TEMPLATES['EN'] ?? '{code}';
  const minutes = String(Math.max(1, Math.ceil(validityMs / 60_000)));
  return template.replaceAll('{code}', code).replaceAll('{minutes}', minutes);
}

const CODE_IN_TEXT = /(?<!\d)\d{6}(?!\d)/;

/** The six-digit code found in a message text, or null. */
export function codeFromSmsText(text: string): string | null {
  return CODE_IN_TEXT.exec(text)?.[0] ?? null;
}
