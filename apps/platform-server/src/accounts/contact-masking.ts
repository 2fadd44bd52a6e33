/**
 * Masks an E.164 mobile number for display: `+639171234567` → `+63 917 *** 4567`. The country
 * code is the longest of `dialingCodes` the number starts with (else its first two digits).
 */
export function maskMobile(e164: string, dialingCodes: readonly string[]): string {
  const country = [...dialingCodes].sort((a, b) => b.length - a.length).find((code) => e164.startsWith(code)) ?? e164.slice(0, 3);
  const national = e164.slice(country.length);
  if (national.length <= 4) return `${country} ***`;
  const head = national.length >= 10 ? national.slice(0, 3) : national.slice(0, 1);
  return `${country} ${head} *** ${national.slice(-4)}`;
}

/** Masks an e-mail address for display: `demo@example.test` → `d***o@example.test`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local.charAt(0)}***` : `${local.charAt(0)}***${local.charAt(local.length - 1)}`;
  return `${masked}${email.slice(at)}`;
}
