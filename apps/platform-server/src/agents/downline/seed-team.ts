/** The merchant whose agent01 gets a seeded team (the one with AGENTPOLICY3 on). */
export const SEED_AGENT_MERCHANT = 'jade';
/** The password of every seeded team member (players and sub-agents). */
export const SEED_PLAYER_PASSWORD = 'Player1234';
/** The seeded upline of agent01: it cannot log in (no password matches its hash). */
export const SEED_UPLINE_USERNAME = 'jadeboss';
/** How many days before the seed's clock the upline registered (redateSeededTeam reads that clock back from it). */
export const SEED_UPLINE_AGE_DAYS = 400;
/** Cash agent01 on jade starts with to top up the team: ₱100,000.00. */
export const SEED_AGENT_FLOAT_MINOR = 10_000_000;

/** The seeded players of agent01's direct downline on jade; carlo11 is disabled, two never logged in. */
export const SEED_DOWNLINE = [
  { username: 'juan8888', nickname: 'Juan D.', loggedIn: true, disabled: false },
  { username: 'mariac23', nickname: 'Maria C.', loggedIn: true, disabled: false },
  { username: 'pedro77', nickname: 'Pedro', loggedIn: true, disabled: false },
  { username: 'ana2024', nickname: null, loggedIn: true, disabled: false },
  { username: 'jose555', nickname: 'Jose R.', loggedIn: true, disabled: false },
  { username: 'liza99', nickname: 'Liza', loggedIn: false, disabled: false },
  { username: 'carlo11', nickname: 'Carlo', loggedIn: true, disabled: true },
  { username: 'bea3000', nickname: 'Bea', loggedIn: false, disabled: false },
] as const;

/** A seeded sub-agent (type 1) of agent01's team, under `parent`, with its own players. */
export interface SeedSubAgent {
  readonly username: string;
  readonly nickname: string;
  readonly parent: string;
  /** Days before the seeding clock it registered; its players registered 4, 8, 12... days later. */
  readonly registeredDaysAgo: number;
  readonly players: readonly { readonly username: string; readonly nickname: string | null }[];
}

/**
 * The sub-agents of agent01's team, parents first: reyagent and joyagent in agent01's direct
 * downline, lenagent under reyagent (level 2), so the team is three levels deep.
 */
export const SEED_SUB_AGENTS: readonly SeedSubAgent[] = [
  {
    username: 'reyagent',
    nickname: 'Rey S.',
    parent: 'agent01',
    registeredDaysAgo: 55,
    players: [
      { username: 'tonio21', nickname: 'Tonio' },
      { username: 'grace88', nickname: 'Grace L.' },
      { username: 'mika2025', nickname: null },
      { username: 'paulo09', nickname: 'Paulo' },
    ],
  },
  {
    username: 'joyagent',
    nickname: 'Joy C.',
    parent: 'agent01',
    registeredDaysAgo: 45,
    players: [
      { username: 'benjie3', nickname: 'Benjie' },
      { username: 'carla19', nickname: 'Carla' },
      { username: 'nico555', nickname: null },
    ],
  },
  {
    username: 'lenagent',
    nickname: 'Lena V.',
    parent: 'reyagent',
    registeredDaysAgo: 40,
    players: [
      { username: 'dan777', nickname: 'Dan' },
      { username: 'ella456', nickname: 'Ella M.' },
    ],
  },
];
