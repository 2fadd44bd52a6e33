import { defineMessages } from 'react-intl';
import type { FeedbackQuestionKey } from '@gp/domain';

/** Texts of the feedback screen (the messages its model raises are in the domain's catalogue). */
export const FEEDBACK_MESSAGES = defineMessages({
  form: { id: 'feedback.form', defaultMessage: 'Send us your feedback', description: 'Accessible name of the feedback form' },
  type: { id: 'feedback.type', defaultMessage: 'Question type', description: 'Label of the question-type picker' },
  typePlaceholder: { id: 'feedback.typePlaceholder', defaultMessage: 'Choose a question type', description: 'The picker while no type is chosen' },
  content: { id: 'feedback.content', defaultMessage: 'Your message', description: 'Label of the feedback text area' },
  contentHint: { id: 'feedback.contentHint', defaultMessage: '20 to 200 characters', description: 'Hint under the feedback text area' },
  captcha: { id: 'feedback.captcha', defaultMessage: 'Verification code', description: 'Label of the captcha (the digits in the picture)' },
  captchaHint: { id: 'feedback.captchaHint', defaultMessage: 'The digits in the picture', description: 'Hint under the feedback captcha (1 to 16 digits)' },
  submit: { id: 'feedback.submit', defaultMessage: 'Confirm', description: 'Button that sends the feedback' },
  sending: { id: 'feedback.sending', defaultMessage: 'Sending…', description: 'The confirm button while the feedback is sent' },
});

/** The picker's label of each question type (SPEC §3). */
export const QUESTION_TYPE_LABELS = defineMessages({
  deposit_issues: { id: 'feedback.type.deposit', defaultMessage: 'Deposit issues', description: 'Feedback question type 1' },
  withdraw_issues: { id: 'feedback.type.withdraw', defaultMessage: 'Withdrawal issues', description: 'Feedback question type 2' },
  game_issues: { id: 'feedback.type.game', defaultMessage: 'Game issues', description: 'Feedback question type 3' },
  service_issues: { id: 'feedback.type.service', defaultMessage: 'Customer service issues', description: 'Feedback question type 4' },
  apply_issues: { id: 'feedback.type.apply', defaultMessage: 'App issues', description: 'Feedback question type 6 (the application)' },
  other_issues: { id: 'feedback.type.other', defaultMessage: 'Other issues', description: 'Feedback question type 0' },
} satisfies Record<FeedbackQuestionKey, unknown>);
