import { defineMessages } from './define-messages';

/** The dialogs and toasts the records and inbox screens' models raise. */
export const RECORDS_MESSAGES = defineMessages({
  'records.cancelTitle': { id: 'records.cancelTitle', defaultMessage: 'Cancel bet', description: 'Title of the dialog that asks before cancelling a lottery bet’s pending numbers' },
  'records.cancelConfirm': {
    id: 'records.cancelConfirm',
    defaultMessage: 'Cancel {count, plural, one {# pending number} other {# pending numbers}} of this bet? The stake is returned to your balance.',
    description: 'Asks before cancelling the pending numbers of a lottery order in the game record',
  },
  'rewards.claimed': { id: 'rewards.claimed', defaultMessage: 'Reward claimed, it is in your balance', description: 'Toast after a reward of the reward centre was credited' },
  'records.rebateClaimed': { id: 'records.rebateClaimed', defaultMessage: 'Rebate claimed, it is in your balance', description: 'Toast after a rebate was credited' },
  'inbox.deleted': { id: 'inbox.deleted', defaultMessage: 'Message deleted', description: 'Toast after an inbox message was deleted' },
  'records.cancelled': { id: 'records.cancelled', defaultMessage: 'Bet cancelled, the stake is back in your balance', description: 'Toast after a lottery bet’s numbers were cancelled' },
});
