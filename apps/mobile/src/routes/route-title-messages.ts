import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RouteTitleKey, RouteWithOwnTitle } from '@gp/domain';

// The screens' titles, written once for the message catalogue and its translations. The app does
// not load these tables: `routeTitleOf` makes the same ids from the route (a test checks that they
// match), so the first load carries no table of every screen's title.

/** The names of the screens the spec gives no title, shown in their header and the browser tab. */
export const OWN_TITLES: Record<RouteWithOwnTitle, MessageDescriptor> = defineMessages({
  agentRegister: { id: 'route.agentRegister.title', defaultMessage: 'Agent sign up' },
  game: { id: 'route.game.title', defaultMessage: 'Games' },
  aboutUs: { id: 'route.aboutUs.title', defaultMessage: 'About us' },
  activitySignIn: { id: 'route.activitySignIn.title', defaultMessage: 'Daily sign-in' },
  inbox: { id: 'route.inbox.title', defaultMessage: 'Inbox' },
  vip: { id: 'route.vip.title', defaultMessage: 'VIP' },
  events: { id: 'route.events.title', defaultMessage: 'Events' },
  lottery: { id: 'route.lottery.title', defaultMessage: 'Lottery' },
  app: { id: 'route.app.title', defaultMessage: 'Download app' },
  startLottery: { id: 'route.startLottery.title', defaultMessage: 'Lottery' },
  deposit: { id: 'route.deposit.title', defaultMessage: 'Deposit' },
  withdraw: { id: 'route.withdraw.title', defaultMessage: 'Withdraw' },
  leaderBoard: { id: 'route.leaderBoard.title', defaultMessage: 'Leaderboard' },
  gameRecord: { id: 'route.gameRecord.title', defaultMessage: 'Game records' },
  gameList: { id: 'route.gameList.title', defaultMessage: 'Games' },
  inviteFriends: { id: 'route.inviteFriends.title', defaultMessage: 'Invite friends' },
  rewardCenter: { id: 'route.rewardCenter.title', defaultMessage: 'Reward center' },
  memberHome: { id: 'route.memberHome.title', defaultMessage: 'Member center' },
  memberBenefits: { id: 'route.memberBenefits.title', defaultMessage: 'VIP benefits' },
  salaryContract: { id: 'route.salaryContract.title', defaultMessage: 'Daily salary contract' },
  dividendContract: { id: 'route.dividendContract.title', defaultMessage: 'Dividend contract' },
  hourlyContract: { id: 'route.hourlyContract.title', defaultMessage: 'Hourly salary contract' },
  agentCentre: { id: 'route.agentCentre.title', defaultMessage: 'Agent center' },
  agentTeam: { id: 'route.agentTeam.title', defaultMessage: 'My team' },
  agentBetting: { id: 'route.agentBetting.title', defaultMessage: 'Team betting' },
  agentTransfer: { id: 'route.agentTransfer.title', defaultMessage: 'Transfer to team' },
  agentCommission: { id: 'route.agentCommission.title', defaultMessage: 'Commission' },
  launchGame: { id: 'route.launchGame.title', defaultMessage: 'Game' },
  transactions: { id: 'route.transactions.title', defaultMessage: 'Transactions' },
  rebates: { id: 'route.rebates.title', defaultMessage: 'Rebates' },
  reports: { id: 'route.reports.title', defaultMessage: 'Reports' },
  payoutAccounts: { id: 'route.payoutAccounts.title', defaultMessage: 'Payout accounts' },
  responsibleGaming: { id: 'route.responsibleGaming.title', defaultMessage: 'Responsible gaming' },
  rgTools: { id: 'route.rgTools.title', defaultMessage: 'Limits and breaks' },
});

/** The titles the spec names (domain `ROUTE_TITLE_KEYS`); they win over a screen's own name. */
export const SPEC_TITLES: Record<RouteTitleKey, MessageDescriptor> = defineMessages({
  promotion: { id: 'route.specTitle.promotion', defaultMessage: 'Promotion' },
  home: { id: 'route.specTitle.home', defaultMessage: 'Home' },
  login: { id: 'route.specTitle.login', defaultMessage: 'Login' },
  signUp: { id: 'route.specTitle.signUp', defaultMessage: 'Sign up' },
  freeTrial: { id: 'route.specTitle.freeTrial', defaultMessage: 'Free trial' },
  password: { id: 'route.specTitle.password', defaultMessage: 'Password' },
  announcement: { id: 'route.specTitle.announcement', defaultMessage: 'Announcement' },
  gameCenter: { id: 'route.specTitle.gameCenter', defaultMessage: 'Game center' },
  rng: { id: 'route.specTitle.rng', defaultMessage: 'RNG' },
  messages: { id: 'route.specTitle.messages', defaultMessage: 'Messages' },
  helpCenter: { id: 'route.specTitle.helpCenter', defaultMessage: 'Help center' },
  feedback: { id: 'route.specTitle.feedback', defaultMessage: 'Feedback' },
  gameProviders: { id: 'route.specTitle.gameProviders', defaultMessage: 'Game providers' },
  hotGames: { id: 'route.specTitle.hotGames', defaultMessage: 'Hot games' },
  favourites: { id: 'route.specTitle.favourites', defaultMessage: 'Favourites' },
});
