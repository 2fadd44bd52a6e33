import { defineMessages, type MessageDescriptor } from 'react-intl';
import { routeTitleKeyOf, type RouteId, type RouteTitleKey } from '@gp/domain';

/** The title of every screen, shown in its header and the browser tab. */
export const ROUTE_TITLES: Record<RouteId, MessageDescriptor> = defineMessages({
  home: { id: 'route.home.title', defaultMessage: 'Home' },
  login: { id: 'route.login.title', defaultMessage: 'Login' },
  register: { id: 'route.register.title', defaultMessage: 'Sign up' },
  agentRegister: { id: 'route.agentRegister.title', defaultMessage: 'Agent sign up' },
  game: { id: 'route.game.title', defaultMessage: 'Games' },
  gameCenter: { id: 'route.gameCenter.title', defaultMessage: 'Game center' },
  changePassword: { id: 'route.changePassword.title', defaultMessage: 'Password' },
  help: { id: 'route.help.title', defaultMessage: 'Help center' },
  helpDetail: { id: 'route.helpDetail.title', defaultMessage: 'Help center' },
  feedback: { id: 'route.feedback.title', defaultMessage: 'Feedback' },
  aboutUs: { id: 'route.aboutUs.title', defaultMessage: 'About us' },
  notice: { id: 'route.notice.title', defaultMessage: 'Announcement' },
  forget: { id: 'route.forget.title', defaultMessage: 'Forgot password' },
  activity: { id: 'route.activity.title', defaultMessage: 'Promotion' },
  activitySignIn: { id: 'route.activitySignIn.title', defaultMessage: 'Daily sign-in' },
  activityDetail: { id: 'route.activityDetail.title', defaultMessage: 'Promotion' },
  message: { id: 'route.message.title', defaultMessage: 'Messages' },
  messages: { id: 'route.messages.title', defaultMessage: 'Messages' },
  inbox: { id: 'route.inbox.title', defaultMessage: 'Inbox' },
  vip: { id: 'route.vip.title', defaultMessage: 'VIP' },
  events: { id: 'route.events.title', defaultMessage: 'Events' },
  providers: { id: 'route.providers.title', defaultMessage: 'Game providers' },
  lottery: { id: 'route.lottery.title', defaultMessage: 'Lottery' },
  app: { id: 'route.app.title', defaultMessage: 'Download app' },
  hot: { id: 'route.hot.title', defaultMessage: 'Hot games' },
  favourites: { id: 'route.favourites.title', defaultMessage: 'Favourites' },
  startLottery: { id: 'route.startLottery.title', defaultMessage: 'Lottery' },
  trial: { id: 'route.trial.title', defaultMessage: 'Free trial' },
  deposit: { id: 'route.deposit.title', defaultMessage: 'Deposit' },
  withdraw: { id: 'route.withdraw.title', defaultMessage: 'Withdraw' },
  leaderBoard: { id: 'route.leaderBoard.title', defaultMessage: 'Leaderboard' },
  gameRecord: { id: 'route.gameRecord.title', defaultMessage: 'Game records' },
  slotsCenter: { id: 'route.slotsCenter.title', defaultMessage: 'RNG' },
  gameList: { id: 'route.gameList.title', defaultMessage: 'Games' },
  inviteFriends: { id: 'route.inviteFriends.title', defaultMessage: 'Invite friends' },
  rewardCenter: { id: 'route.rewardCenter.title', defaultMessage: 'Reward center' },
  memberHome: { id: 'route.memberHome.title', defaultMessage: 'Member center' },
  memberBenefits: { id: 'route.memberBenefits.title', defaultMessage: 'VIP benefits' },
  salaryContract: { id: 'route.salaryContract.title', defaultMessage: 'Daily salary contract' },
  dividendContract: { id: 'route.dividendContract.title', defaultMessage: 'Dividend contract' },
  hourlyContract: { id: 'route.hourlyContract.title', defaultMessage: 'Hourly salary contract' },
  launchGame: { id: 'route.launchGame.title', defaultMessage: 'Game' },
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

/** The title of a route: the spec's (domain `routeTitleKeyOf`), else the screen's own name. */
export function routeTitleOf(id: RouteId): MessageDescriptor {
  const key = routeTitleKeyOf(id);
  return key ? SPEC_TITLES[key] : ROUTE_TITLES[id];
}
