/** The shape of one entry of the route table: its path under /m and any older paths that open it. */
export interface RouteEntry {
  readonly path: `/${string}`;
  readonly aliases?: readonly `/${string}`[];
}

/**
 * Every screen of the mobile shell (SPEC §2 'Route table'), by id, with paths relative to the
 * app's base `/m`. This is the one place that names a path; everything else asks for an id.
 */
export const ROUTE_TABLE = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'] },
  login: { path: '/login' },
  register: { path: '/register', aliases: ['/register.html'] },
  agentRegister: { path: '/agentRegister' },
  game: { path: '/game' },
  gameCenter: { path: '/gameCenter' },
  changePassword: { path: '/changePsw' },
  help: { path: '/help' },
  helpDetail: { path: '/helpDetail' },
  feedback: { path: '/feedback' },
  aboutUs: { path: '/aboutus' },
  notice: { path: '/notice' },
  forget: { path: '/forget' },
  activity: { path: '/activity' },
  activitySignIn: { path: '/activity/signIn' },
  activityDetail: { path: '/activityDetail' },
  message: { path: '/message' },
  messages: { path: '/messages' },
  inbox: { path: '/webEmail' },
  vip: { path: '/vip' },
  events: { path: '/events' },
  providers: { path: '/providers' },
  lottery: { path: '/lottery' },
  app: { path: '/app' },
  hot: { path: '/hot' },
  favourites: { path: '/fav' },
  startLottery: { path: '/startLottery' },
  trial: { path: '/trail' },
  deposit: { path: '/voucherCenter' },
  withdraw: { path: '/withdraw' },
  leaderBoard: { path: '/leaderBoard' },
  gameRecord: { path: '/gameRecord' },
  slotsCenter: { path: '/slotsCenter' },
  gameList: { path: '/gameList' },
  inviteFriends: { path: '/inviteFriends' },
  rewardCenter: { path: '/rewardCenter' },
  memberHome: { path: '/member/home' },
  memberBenefits: { path: '/member/benefits' },
  salaryContract: { path: '/member/agent/getSalaryContract' },
  dividendContract: { path: '/member/agent/getDevidendContract' },
  hourlyContract: { path: '/member/agent/getHourContract' },
  /** The agent centre (issue 19): overview, team, team betting, transfers and commission. */
  agentCentre: { path: '/member/agent' },
  agentTeam: { path: '/member/agent/team' },
  agentBetting: { path: '/member/agent/teamBetting' },
  agentTransfer: { path: '/member/agent/transfer' },
  agentCommission: { path: '/member/agent/commission' },
  launchGame: { path: '/launchGame' },
  /** The screens the spec does not name live under /member (issue 17: records, withdrawal accounts). */
  transactions: { path: '/member/transactions' },
  rebates: { path: '/member/rebates' },
  reports: { path: '/member/reports' },
  payoutAccounts: { path: '/member/payoutAccounts' },
  /** Responsible gaming (issue 20): the public page, and the player's limits and breaks. */
  responsibleGaming: { path: '/responsibleGaming' },
  rgTools: { path: '/member/responsibleGaming' },
} as const satisfies Record<string, RouteEntry>;

/** The id of one screen of the route table. */
export type RouteId = keyof typeof ROUTE_TABLE;

/** Every route id, in the order of the spec's table. */
export const ROUTE_IDS = Object.keys(ROUTE_TABLE) as RouteId[];

/** The base path that every screen of the mobile shell lives under. */
export const APP_BASE_PATH = '/m';

const routeIdByPath: ReadonlyMap<string, RouteId> = new Map(
  ROUTE_IDS.flatMap((id) => {
    const entry: RouteEntry = ROUTE_TABLE[id];
    return [entry.path, ...(entry.aliases ?? [])].map((path) => [path.toLowerCase(), id] as const);
  }),
);

/**
 * Finds the screen for a path inside the app (relative to `/m`, as the router reports it).
 * A trailing slash and letter case do not matter; an unknown path falls back to home (SPEC §2).
 */
export function routeIdOf(pathname: string): RouteId {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const normalised = trimmed === '' ? '/' : trimmed.toLowerCase();
  return routeIdByPath.get(normalised) ?? 'home';
}

/**
 * Finds the screen for a full document path (`/m/gameCenter`, as the browser and the server see
 * it): the base path is dropped first. Paths outside `/m` count as home.
 */
export function routeIdOfDocumentPath(pathname: string): RouteId {
  const inApp = pathname === APP_BASE_PATH || pathname.startsWith(`${APP_BASE_PATH}/`) ? pathname.slice(APP_BASE_PATH.length) : '/';
  return routeIdOf(inApp === '' ? '/' : inApp);
}

/** The in-app path (relative to `/m`) that opens a screen. */
export function pathOf(id: RouteId): string {
  return ROUTE_TABLE[id].path;
}
