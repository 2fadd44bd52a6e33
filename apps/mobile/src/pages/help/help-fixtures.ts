import type { HelpTopic } from '@gp/api-client';

/** Help topics as the contract sends them, for stories and tests. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Terms of Use',
    content: '<p>These terms apply to every account.</p>',
    tag: 'terms',
    children: [{ title: 'Eligibility', content: '<p>Only persons aged <strong>18 or over</strong> may register.</p>' }],
  },
  {
    title: 'Frequently Asked Questions',
    content: '<p>Quick answers to the questions players ask most.</p>',
    tag: 'faq',
    children: [
      { title: 'How do I deposit?', content: '<p>Open <a href="/m/voucherCenter">Deposit</a> and pick GCash or Maya.</p>' },
      { title: 'I forgot my password', content: '<p>Use <a href="/m/forget">Forgot password</a> to reset it by SMS.</p>' },
    ],
  },
];
