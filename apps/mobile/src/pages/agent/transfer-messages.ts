import { defineMessage, defineMessages } from 'react-intl';

/** The transfer screen. */
export const TRANSFER_TEXT = defineMessages({
  form: { id: 'agent.transfer.form', defaultMessage: 'Transfer to a team member', description: 'Accessible name of the transfer form' },
  member: { id: 'agent.transfer.member', defaultMessage: 'Team member’s username', description: 'Label of the transfer’s member field' },
  memberHint: { id: 'agent.transfer.memberHint', defaultMessage: 'A member of your direct team', description: 'Hint under the member field' },
  amount: { id: 'agent.transfer.amount', defaultMessage: 'Amount', description: 'Label of the transfer amount' },
  paymentPassword: { id: 'agent.transfer.paymentPassword', defaultMessage: 'Payment password', description: 'Label of the payment password' },
  setPaymentPassword: { id: 'agent.transfer.setPaymentPassword', defaultMessage: 'Set or change the payment password', description: 'Link to where the payment password is set' },
  submit: { id: 'agent.transfer.submit', defaultMessage: 'Transfer', description: 'Submit button of the transfer' },
  submitting: { id: 'agent.transfer.submitting', defaultMessage: 'Transferring…', description: 'Submit button while the transfer is sent' },
  receipt: { id: 'agent.transfer.receipt', defaultMessage: 'Transfer done', description: 'Heading of the last transfer’s receipt' },
  to: { id: 'agent.transfer.to', defaultMessage: 'To', description: 'Receipt: the member' },
  balanceAfter: { id: 'agent.transfer.balanceAfter', defaultMessage: 'Your balance after', description: 'Receipt and record: the agent’s balance after the transfer' },
  number: { id: 'agent.transfer.number', defaultMessage: 'Transfer no.', description: 'Receipt: the transfer’s number' },
  time: { id: 'agent.transfer.time', defaultMessage: 'Time', description: 'Receipt: when' },
  record: { id: 'agent.transfer.record', defaultMessage: 'Transfer record', description: 'Heading of the agent’s transfers' },
  recordFailed: { id: 'agent.transfer.recordFailed', defaultMessage: 'The transfer record could not be loaded', description: 'The record failed to load' },
  recordEmpty: { id: 'agent.transfer.recordEmpty', defaultMessage: 'No transfers yet', description: 'The record is empty' },
});

/** The amount field's limits. */
export const TRANSFER_LIMIT_TEXT = defineMessage<{ min: string; max: string; balance: string }>({
  id: 'agent.transfer.limits',
  defaultMessage: '{min} to {max} at a time; your balance is {balance}',
  description: 'Hint under the transfer amount; all three are money',
});
