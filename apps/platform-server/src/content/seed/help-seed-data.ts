import type { SeedTexts } from './announcement-seed-data';

/** A help-centre topic with its sub-topics; `{site}` becomes the merchant's site name. */
export interface SeedHelpTopic {
  readonly tag: string | null;
  readonly texts: SeedTexts;
  readonly children: readonly SeedTexts[];
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
const item = (en: string, enContent: string, ty?: string): SeedTexts => ({ EN: [en, enContent], ...(ty ? { TY: [ty, null] } : {}) });

/** Help topics: terms, privacy (the sections of SPEC §2 'Registration'), FAQ and responsible gaming. */
export const SEED_HELP_TOPICS: readonly SeedHelpTopic[] = [
  {
    tag: 'terms',
    texts: {
      EN: ['Terms of Use', p('These terms apply to every account at {site}. By registering you accept them.')],
      TY: ['Mga Tuntunin ng Paggamit', p('Ang mga tuntuning ito ay para sa bawat account sa {site}. Sa pagrehistro, tinatanggap mo ang mga ito.')],
    },
    children: [
      item('Eligibility', p('Only persons aged <strong>18 or over</strong> may register and play, under their own true name.'), 'Sino ang Maaaring Sumali'),
      item('One account per player', p('Each player may hold one account. Duplicate accounts may be closed.'), 'Isang account bawat manlalaro'),
      item('Deposits and withdrawals', p('Withdrawals are paid to an account in your own name. Bonuses need the stated turnover first.'), 'Deposito at withdrawal'),
      item('Fair play', p('Abuse of promotions or software faults voids the winnings concerned.'), 'Patas na paglalaro'),
    ],
  },
  {
    tag: 'privacy',
    texts: {
      EN: ['Privacy Policy', p('{site} respects your privacy. This policy explains what we collect and why.')],
      TY: ['Patakaran sa Privacy', p('Iginagalang ng {site} ang iyong privacy. Ipinapaliwanag nito kung ano ang aming kinokolekta at bakit.')],
    },
    children: [
      item('Introduction', p('We only accept members aged 18 or over and keep their data in confidence.'), 'Panimula'),
      item('Purpose', p('We use your details to run your account, pay your withdrawals and keep play safe.'), 'Layunin'),
      item('Access', p('You may ask customer service for a copy of the data we hold about you.'), 'Access'),
      item('Confidentiality', p('Your data is encrypted in transit and only seen by staff who need it.'), 'Pagiging Kumpidensyal'),
      item('Recipient', p('We share data only with payment providers and regulators, as the law requires.'), 'Tatanggap'),
      item('Monitor', p('We monitor play to prevent fraud and to protect players.'), 'Pagsubaybay'),
      item('Agree to policy', p('By using {site} you agree to this policy and its future updates.'), 'Pagsang-ayon'),
    ],
  },
  {
    tag: 'faq',
    texts: {
      EN: ['Frequently Asked Questions', p('Quick answers to the questions players ask most.')],
      TY: ['Mga Madalas Itanong', p('Mabilis na sagot sa mga karaniwang tanong.')],
    },
    children: [
      item('How do I register?', p('Tap <a href="/m/register">Sign up</a>, choose a username and password, and accept the terms.'), 'Paano magrehistro?'),
      item('How do I deposit?', p('Open <a href="/m/voucherCenter">Deposit</a>, pick a channel such as GCash or Maya, and follow the steps.'), 'Paano magdeposito?'),
      item('How long do withdrawals take?', p('Most withdrawals are paid within 15 minutes; some banks take up to 24 hours.'), 'Gaano katagal ang withdrawal?'),
      item('I forgot my password', p('Use <a href="/m/forget">Forgot password</a> to reset it by SMS.'), 'Nakalimutan ko ang password'),
      item('What is free play?', p('Free play lets you try games with a demo balance. Winnings cannot be withdrawn.'), 'Ano ang free play?'),
    ],
  },
  {
    tag: 'responsible',
    texts: { EN: ['Responsible Gaming', p('Gaming should stay fun. Set limits and take breaks.')], TY: ['Responsableng Paglalaro', null] },
    children: [
      item('Set a budget', p('Decide before you play how much you can afford to spend.')),
      item('Take a break', p('Ask customer service to pause your account for a while at any time.')),
    ],
  },
];
