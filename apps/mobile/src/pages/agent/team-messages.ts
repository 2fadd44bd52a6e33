import { defineMessage, defineMessages } from 'react-intl';

/** The team screen. */
export const TEAM_TEXT = defineMessages({
  invite: { id: 'agent.team.invite', defaultMessage: 'Invitation link', description: 'Heading of the agent’s registration link' },
  copy: { id: 'agent.team.copy', defaultMessage: 'Copy link', description: 'Copies the invitation link' },
  share: { id: 'agent.team.share', defaultMessage: 'Share', description: 'Opens the phone’s share sheet with the invitation link' },
  shareTitle: { id: 'agent.team.shareTitle', defaultMessage: 'Join my team', description: 'Title of the shared invitation' },
  shareText: { id: 'agent.team.shareText', defaultMessage: 'Sign up with my invitation link', description: 'Text of the shared invitation' },
  qr: { id: 'agent.team.qr', defaultMessage: 'QR code of the invitation link', description: 'Accessible name of the QR code' },
  qrLoading: { id: 'agent.team.qrLoading', defaultMessage: 'Loading the QR code…', description: 'While the QR code’s library loads' },
  inviteFailed: { id: 'agent.team.inviteFailed', defaultMessage: 'The invitation link could not be loaded', description: 'The invitation code failed to load' },
  search: { id: 'agent.team.search', defaultMessage: 'Search team members', description: 'Label of the team search box' },
  searchHint: { id: 'agent.team.searchHint', defaultMessage: 'Username, then Enter', description: 'Placeholder of the team search box' },
  scope: { id: 'agent.team.scope', defaultMessage: 'Levels', description: 'Label of the direct/all levels filter' },
  direct: { id: 'agent.team.direct', defaultMessage: 'Direct members', description: 'Team filter: the direct downline' },
  all: { id: 'agent.team.all', defaultMessage: 'All levels', description: 'Team filter: every level below' },
  activity: { id: 'agent.team.activity', defaultMessage: 'Show', description: 'Label of the all/active/new filter' },
  everyone: { id: 'agent.team.everyone', defaultMessage: 'Everyone', description: 'Team filter: all members' },
  active: { id: 'agent.team.active', defaultMessage: 'Active in the period', description: 'Team filter: with a valid bet in the period' },
  new: { id: 'agent.team.new', defaultMessage: 'New in the period', description: 'Team filter: registered in the period' },
  list: { id: 'agent.team.list', defaultMessage: 'Team members', description: 'Accessible name of the team list' },
  failed: { id: 'agent.team.failed', defaultMessage: 'The team could not be loaded', description: 'The team list failed to load' },
  empty: { id: 'agent.team.empty', defaultMessage: 'No team members match', description: 'The team list is empty' },
  path: { id: 'agent.team.path', defaultMessage: 'Team of', description: 'Name of the breadcrumb of sub-agents' },
  myTeam: { id: 'agent.team.myTeam', defaultMessage: 'My team', description: 'First breadcrumb: the agent’s own team' },
  joined: { id: 'agent.team.joined', defaultMessage: 'Joined', description: 'A member’s registration date' },
  lastLogin: { id: 'agent.team.lastLogin', defaultMessage: 'Last login', description: 'A member’s last login' },
  never: { id: 'agent.team.never', defaultMessage: 'Never', description: 'A member who never logged in' },
  deposits: { id: 'agent.team.deposits', defaultMessage: 'Deposits', description: 'A member’s deposits in the period' },
  turnover: { id: 'agent.team.turnover', defaultMessage: 'Valid bets', description: 'A member’s valid bets in the period' },
  balance: { id: 'agent.team.balance', defaultMessage: 'Balance', description: 'A member’s balance' },
  agentBadge: { id: 'agent.team.agentBadge', defaultMessage: 'Agent', description: 'Marks a sub-agent in the team list' },
  disabled: { id: 'agent.team.disabled', defaultMessage: 'Disabled', description: 'Marks a disabled account' },
  viewTeam: { id: 'agent.team.viewTeam', defaultMessage: 'View team', description: 'Opens a sub-agent’s team' },
  transfer: { id: 'agent.team.transfer', defaultMessage: 'Send money', description: 'Opens the transfer to this member' },
});

/** A sub-agent's team size. */
export const TEAM_SIZE_TEXT = defineMessage<{ count: number }>({
  id: 'agent.team.size',
  defaultMessage: '{count, plural, one {# member} other {# members}}',
  description: 'How many members a sub-agent’s team has',
});

/** A member's level below the team viewed. */
export const LEVEL_TEXT = defineMessage<{ level: number }>({ id: 'agent.team.level', defaultMessage: 'Level {level}', description: 'A member’s level in the team (1 = direct)' });
