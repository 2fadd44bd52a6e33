import { defineMessages } from './define-messages';

/** The field messages, dialogs and toasts the agent centre's models raise. */
export const AGENT_MESSAGES = defineMessages({
  'agent.transfer.memberRequired': { id: 'agent.transfer.memberRequired', defaultMessage: 'Enter the username of a team member', description: 'Agent transfer: the member field is empty' },
  'agent.transfer.amountEmpty': { id: 'agent.transfer.amountEmpty', defaultMessage: 'Enter the amount to transfer', description: 'Agent transfer: the amount field is empty' },
  'agent.transfer.amountBelowMin': { id: 'agent.transfer.amountBelowMin', defaultMessage: 'Transfer at least {min}', description: 'Agent transfer: under the minimum; {min} is money' },
  'agent.transfer.amountAboveMax': { id: 'agent.transfer.amountAboveMax', defaultMessage: 'Transfer at most {max} at a time', description: 'Agent transfer: over the maximum; {max} is money' },
  'agent.transfer.amountOverBalance': { id: 'agent.transfer.amountOverBalance', defaultMessage: 'Your balance is {balance}', description: 'Agent transfer: more than the balance; {balance} is money' },
  'agent.transfer.confirmTitle': { id: 'agent.transfer.confirmTitle', defaultMessage: 'Confirm transfer', description: 'Title of the dialog that asks before a transfer to a team member' },
  'agent.transfer.confirm': {
    id: 'agent.transfer.confirm',
    defaultMessage: 'Transfer {amount} from your balance to {member}? This cannot be undone.',
    description: 'Asks before a transfer; {amount} is money, {member} a username',
  },
  'agent.transfer.confirmLabel': { id: 'agent.transfer.confirmLabel', defaultMessage: 'Yes, transfer', description: 'Confirm button of the transfer dialog' },
  'agent.transfer.done': { id: 'agent.transfer.done', defaultMessage: '{amount} sent to {member}', description: 'Toast after a transfer; {amount} is money, {member} a username' },
  'agent.contract.reasonTooLong': { id: 'agent.contract.reasonTooLong', defaultMessage: 'Write at most 200 characters', description: 'Contract rejection: the reason is too long' },
  'agent.contract.accepted': { id: 'agent.contract.accepted', defaultMessage: 'Contract accepted', description: 'Toast after accepting a contract request' },
  'agent.contract.rejected': { id: 'agent.contract.rejected', defaultMessage: 'Contract rejected', description: 'Toast after rejecting a contract request' },
});
