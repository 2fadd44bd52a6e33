/** Today's sign-in conditions as the platform gives them (minor units). */
export interface SignInConditions {
  readonly claimable: boolean;
  readonly depositRequiredMinor: number;
  readonly depositedTodayMinor: number;
  readonly validBetRequiredMinor: number;
  readonly validBetTodayMinor: number;
  readonly days: readonly { readonly state: 'claimed' | 'missed' | 'today' | 'upcoming' }[];
  readonly todayIndex: number;
}

/** One of today's conditions and how far the member is: what is asked, what is done, what is still missing. */
export interface SignInRequirement {
  readonly kind: 'deposit' | 'validBet';
  readonly requiredMinor: number;
  readonly doneMinor: number;
  readonly missingMinor: number;
  /** Progress in whole percent, 0 to 100. */
  readonly percent: number;
}

/** Where today stands: claimed already, claimable now, or waiting for conditions (which say what is missing). */
export type SignInToday = 'claimed' | 'claimable' | 'conditionsOpen';

function requirement(kind: SignInRequirement['kind'], requiredMinor: number, doneMinor: number): SignInRequirement {
  const missingMinor = Math.max(0, requiredMinor - doneMinor);
  return { kind, requiredMinor, doneMinor, missingMinor, percent: Math.min(100, Math.floor((Math.min(doneMinor, requiredMinor) * 100) / requiredMinor)) };
}

/** Today's conditions that ask for something (a requirement of 0 is none), deposit first. */
export function signInRequirements(calendar: SignInConditions): SignInRequirement[] {
  const list: SignInRequirement[] = [];
  if (calendar.depositRequiredMinor > 0) list.push(requirement('deposit', calendar.depositRequiredMinor, calendar.depositedTodayMinor));
  if (calendar.validBetRequiredMinor > 0) list.push(requirement('validBet', calendar.validBetRequiredMinor, calendar.validBetTodayMinor));
  return list;
}

/** Where today stands on the calendar: claimed, claimable, or still waiting for its conditions. */
export function signInToday(calendar: SignInConditions): SignInToday {
  if (calendar.days[calendar.todayIndex]?.state === 'claimed') return 'claimed';
  return calendar.claimable ? 'claimable' : 'conditionsOpen';
}
