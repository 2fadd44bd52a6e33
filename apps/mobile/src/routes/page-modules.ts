import type { RouteId } from '@gp/domain';

/** Where a built screen lives: its module under `src/pages` (no extension) and the component it exports. */
export interface PageModule {
  readonly module: string;
  readonly component: string;
}

/**
 * The screens built so far, by route. The app loads each module on demand (its own chunk); the
 * build writes the same table beside its manifest so the platform server can preload the chunk of
 * the screen a visit opens on. A route not listed shows its frame and title until its issue lands.
 * Add a screen here: `<routeId>: { module: '<folder>/<name>-page', component: '<Name>Page' }`.
 */
export const PAGE_MODULES: Partial<Record<RouteId, PageModule>> = {
  home: { module: 'home/home-page', component: 'HomePage' },
  lottery: { module: 'lottery/lottery-page', component: 'LotteryPage' },
  launchGame: { module: 'lottery/launch-game-page', component: 'LaunchGamePage' },
  startLottery: { module: 'lottery/launch-game-page', component: 'LaunchGamePage' },
  gameCenter: { module: 'games/game-centre-page', component: 'GameCentrePage' },
  game: { module: 'games/game-centre-page', component: 'GameCentrePage' },
  hot: { module: 'games/hot-page', component: 'HotPage' },
  favourites: { module: 'games/favourites-page', component: 'FavouritesPage' },
  providers: { module: 'games/providers-page', component: 'ProvidersPage' },
  gameList: { module: 'games/game-list-page', component: 'GameListPage' },
  slotsCenter: { module: 'games/slots-centre-page', component: 'SlotsCentrePage' },
  login: { module: 'login/login-page', component: 'LoginPage' },
  trial: { module: 'trial/trial-page', component: 'TrialPage' },
  register: { module: 'register/register-page', component: 'RegisterPage' },
  agentRegister: { module: 'register/agent-register-page', component: 'AgentRegisterPage' },
  forget: { module: 'forget/forget-page', component: 'ForgetPage' },
  changePassword: { module: 'change-password/change-password-page', component: 'ChangePasswordPage' },
  feedback: { module: 'feedback/feedback-page', component: 'FeedbackPage' },
  message: { module: 'messages/message-centre-page', component: 'MessageCentrePage' },
  deposit: { module: 'deposit/deposit-page', component: 'DepositPage' },
  memberHome: { module: 'member/member-centre-page', component: 'MemberCentrePage' },
  memberBenefits: { module: 'member/member-centre-page', component: 'MemberBenefitsPage' },
  withdraw: { module: 'withdraw/withdraw-page', component: 'WithdrawPage' },
  gameRecord: { module: 'game-record/game-record-page', component: 'GameRecordPage' },
  transactions: { module: 'transactions/transactions-page', component: 'TransactionsPage' },
  rebates: { module: 'rebates/rebates-page', component: 'RebatesPage' },
  reports: { module: 'report/report-page', component: 'ReportPage' },
  payoutAccounts: { module: 'payout-accounts/payout-accounts-page', component: 'PayoutAccountsPage' },
  activity: { module: 'promotions/promotions-page', component: 'PromotionsPage' },
  activityDetail: { module: 'promotions/promotion-detail-page', component: 'PromotionDetailPage' },
  help: { module: 'help/help-page', component: 'HelpPage' },
  helpDetail: { module: 'help/help-detail-page', component: 'HelpDetailPage' },
  aboutUs: { module: 'about-us/about-us-page', component: 'AboutUsPage' },
  responsibleGaming: { module: 'responsible-gaming/rg-info-page', component: 'RgInfoPage' },
  rgTools: { module: 'responsible-gaming/rg-tools-page', component: 'RgToolsPage' },
  events: { module: 'events/events-page', component: 'EventsPage' },
  notice: { module: 'notice/notice-page', component: 'NoticePage' },
  inbox: { module: 'inbox/inbox-page', component: 'InboxPage' },
  messages: { module: 'inbox/inbox-page', component: 'InboxPage' },
  vip: { module: 'vip/vip-page', component: 'VipPage' },
  app: { module: 'app-download/app-download-page', component: 'AppDownloadPage' },
  activitySignIn: { module: 'sign-in/sign-in-page', component: 'SignInPage' },
  rewardCenter: { module: 'rewards/reward-centre-page', component: 'RewardCentrePage' },
  leaderBoard: { module: 'leaderboard/leaderboard-page', component: 'LeaderboardPage' },
  inviteFriends: { module: 'invite-friends/invite-friends-page', component: 'InviteFriendsPage' },
  agentCentre: { module: 'agent/agent-centre-page', component: 'AgentCentrePage' },
  agentTeam: { module: 'agent/agent-team-page', component: 'AgentTeamPage' },
  agentBetting: { module: 'agent/agent-betting-page', component: 'AgentBettingPage' },
  agentTransfer: { module: 'agent/agent-transfer-page', component: 'AgentTransferPage' },
  agentCommission: { module: 'agent/agent-commission-page', component: 'AgentCommissionPage' },
  salaryContract: { module: 'agent/agent-contracts-page', component: 'SalaryContractPage' },
  dividendContract: { module: 'agent/agent-contracts-page', component: 'DividendContractPage' },
  hourlyContract: { module: 'agent/agent-contracts-page', component: 'HourlyContractPage' },
};

/** The source file of a page module, relative to the app's root (as in Vite's build manifest). */
export function pageSourceOf(page: PageModule): string {
  return `src/pages/${page.module}.tsx`;
}
