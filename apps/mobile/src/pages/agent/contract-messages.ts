import { defineMessage, defineMessages } from 'react-intl';

/** The contract screens. */
export const CONTRACT_TEXT = defineMessages({
  inForce: { id: 'agent.contract.inForce', defaultMessage: 'Your current terms', description: 'Heading of the contract in force' },
  none: { id: 'agent.contract.none', defaultMessage: 'No contract of this kind is in force', description: 'No accepted contract of the kind' },
  currentFailed: { id: 'agent.contract.currentFailed', defaultMessage: 'Your current terms could not be loaded', description: 'The terms in force failed to load' },
  tabs: { id: 'agent.contract.tabs', defaultMessage: 'Contract requests', description: 'Name of the received/offered switch' },
  received: { id: 'agent.contract.received', defaultMessage: 'From my upline', description: 'Tab: requests the agent received' },
  offered: { id: 'agent.contract.offered', defaultMessage: 'Offered to my team', description: 'Tab: requests the agent sent its sub-agents' },
  list: { id: 'agent.contract.list', defaultMessage: 'Contract requests', description: 'Accessible name of the requests list' },
  failed: { id: 'agent.contract.failed', defaultMessage: 'The contract requests could not be loaded', description: 'The requests failed to load' },
  emptyReceived: { id: 'agent.contract.emptyReceived', defaultMessage: 'No requests from your upline', description: 'No received requests' },
  emptyOffered: { id: 'agent.contract.emptyOffered', defaultMessage: 'You have offered no contracts of this kind', description: 'No offered requests' },
  pending: { id: 'agent.contract.pending', defaultMessage: 'Waiting for an answer', description: 'Status of a request' },
  accepted: { id: 'agent.contract.acceptedStatus', defaultMessage: 'Accepted', description: 'Status of a request' },
  rejected: { id: 'agent.contract.rejectedStatus', defaultMessage: 'Rejected', description: 'Status of a request' },
  accept: { id: 'agent.contract.accept', defaultMessage: 'Accept', description: 'Accepts a pending request' },
  reject: { id: 'agent.contract.reject', defaultMessage: 'Reject', description: 'Rejects a pending request' },
  rejectTitle: { id: 'agent.contract.rejectTitle', defaultMessage: 'Reject this contract?', description: 'Title of the rejection dialog' },
  reason: { id: 'agent.contract.reason', defaultMessage: 'Reason (optional)', description: 'Label of the rejection’s reason' },
  commission: { id: 'agent.contract.commission', defaultMessage: 'See my commission statements', description: 'Link to the commission statements' },
});

/** When the contract in force was accepted. */
export const CONTRACT_SINCE_TEXT = defineMessage<{ date: string }>({ id: 'agent.contract.since', defaultMessage: 'Accepted on {date}', description: 'When the contract in force was accepted' });
/** The reason of a rejected request. */
export const CONTRACT_REASON_TEXT = defineMessage<{ reason: string }>({ id: 'agent.contract.reasonShown', defaultMessage: 'Reason: {reason}', description: 'The reason a request was rejected' });
/** The upline that sent a request. */
export const CONTRACT_FROM_TEXT = defineMessage<{ name: string }>({ id: 'agent.contract.fromUpline', defaultMessage: 'From {name}', description: 'Who offered the request' });
/** The sub-agent a request was offered to. */
export const CONTRACT_TO_TEXT = defineMessage<{ name: string }>({ id: 'agent.contract.toMember', defaultMessage: 'To {name}', description: 'Whom the agent offered the request' });
/** When a request was sent. */
export const CONTRACT_SENT_TEXT = defineMessage<{ date: string }>({ id: 'agent.contract.sent', defaultMessage: 'Sent {date}', description: 'When the request was sent' });
/** When a request was answered. */
export const CONTRACT_ANSWERED_TEXT = defineMessage<{ date: string }>({ id: 'agent.contract.answered', defaultMessage: 'Answered {date}', description: 'When the request was answered' });
