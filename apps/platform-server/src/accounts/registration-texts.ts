import { escapeMarkup } from '../http/escape-markup';

const section = (title: string, ...paragraphs: string[]): string =>
  `<h3>${escapeMarkup(title)}</h3>${paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join('')}`;

/** The terms of use shown on registration: adults only, own true name, one account, fair play. */
export function termsHtml(siteName: string, minimumAge: number): string {
  return [
    section('Terms of use', `These terms apply to every account of ${siteName}. By registering you accept them.`),
    section(
      'Eligibility',
      `You must be at least ${minimumAge} years old and allowed to take part in online games in the place where you live.`,
      'You register under your own true name; an account is personal and may not be passed on.',
    ),
    section('One account', 'Each player may hold one account. Accounts opened to abuse promotions may be closed.'),
    section(
      'Security',
      'Keep your password and payment password to yourself. We never ask for them by message or phone.',
    ),
    section(
      'Responsible play',
      `You give your date of birth when you register; ${siteName} checks it and may ask for proof.`,
      'Set yourself deposit, loss, wager and play-time limits, and take a time-out or exclude yourself, under Responsible gaming in the member centre.',
    ),
  ].join('');
}

/**
 * The privacy policy (SPEC §2 'Registration'): sections Introduction, Purpose, Access,
 * Confidentiality, Recipient, Monitor and Agree to policy; only members of the merchant's minimum
 * age (18 in the spec's text; 21 for a brand with casino games) or over are accepted.
 */
export function privacyHtml(siteName: string, minimumAge: number): string {
  return [
    section(
      'Introduction',
      `${siteName} respects your privacy. This policy explains which personal information we collect and how we use and protect it.`,
    ),
    section(
      'Purpose',
      'We use your information to open and run your account, to process deposits and withdrawals, to verify your identity and age, and to tell you about our services.',
    ),
    section('Access', 'You may ask to see the personal information we hold about you and ask us to correct it.'),
    section(
      'Confidentiality',
      'Your information is kept confidential. Passwords are stored only in a form that cannot be read back, and staff see only what their work needs.',
    ),
    section(
      'Recipient',
      'We share information only with payment providers and authorities where the law or the running of your account requires it.',
    ),
    section('Monitor', 'We monitor account activity to prevent fraud, money laundering and underage play.'),
    section(
      'Agree to policy',
      `By registering you agree to this policy. Only members ${minimumAge} years of age or over are accepted.`,
    ),
  ].join('');
}
