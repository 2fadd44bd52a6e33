import { defineMessage, defineMessages } from 'react-intl';
import type { SignInDay } from '@gp/api-client';

/** Texts of the daily sign-in screen. */
export const SIGN_IN_TEXT = defineMessages({
  week: { id: 'signIn.week', defaultMessage: 'This week', description: 'Accessible name of the list of the seven days of the sign-in week' },
  today: { id: 'signIn.today', defaultMessage: 'Today', description: 'Heading of today’s part of the sign-in screen' },
  claim: { id: 'signIn.claim', defaultMessage: 'Claim today’s reward', description: 'Button that claims today’s sign-in reward' },
  claiming: { id: 'signIn.claiming', defaultMessage: 'Claiming…', description: 'The claim button while the claim is sent' },
  claimedToday: { id: 'signIn.claimedToday', defaultMessage: 'Today’s reward is claimed. Come back tomorrow!', description: 'Today was claimed already' },
  conditions: { id: 'signIn.conditions', defaultMessage: 'To claim today’s reward:', description: 'Above the list of today’s conditions not met yet' },
  deposit: { id: 'signIn.deposit', defaultMessage: 'Deposit now', description: 'Link to the deposit screen to meet the deposit condition' },
  play: { id: 'signIn.play', defaultMessage: 'Play games', description: 'Link to the games to meet the valid-bet condition' },
  failed: { id: 'signIn.failed', defaultMessage: 'The sign-in calendar could not be loaded.', description: 'The calendar failed to load; shown with Try again' },
  claimFailed: { id: 'signIn.claimFailed', defaultMessage: 'Today’s reward could not be claimed.', description: 'A claim that failed; its reason follows' },
});

/** The state of a day of the week, as its cell says it. */
export const SIGN_IN_DAY_STATES = defineMessages({
  claimed: { id: 'signIn.state.claimed', defaultMessage: 'Claimed', description: 'A day of the sign-in week whose reward was claimed' },
  missed: { id: 'signIn.state.missed', defaultMessage: 'Missed', description: 'A past day of the sign-in week that was not claimed' },
  today: { id: 'signIn.state.today', defaultMessage: 'Today', description: 'Today in the sign-in week, not claimed yet' },
  upcoming: { id: 'signIn.state.upcoming', defaultMessage: 'Coming', description: 'A day of the sign-in week still to come' },
} satisfies Record<SignInDay['state'], unknown>);

/** How far the week is: days claimed of seven, and what the week gives in all. */
export const SIGN_IN_PROGRESS = defineMessage<{ claimed: number; total: string }>({
  id: 'signIn.progress',
  defaultMessage: '{claimed, plural, one {# day} other {# days}} of 7 claimed · up to {total} this week',
  description: 'Summary above the sign-in week',
});

/** What a claim credited. */
export const SIGN_IN_CREDITED = defineMessage<{ amount: string }>({
  id: 'signIn.credited',
  defaultMessage: '{amount} is in your balance.',
  description: 'Shown after today’s reward was credited',
});

/** Today's reward, above the claim. */
export const SIGN_IN_TODAY_REWARD = defineMessage<{ amount: string }>({ id: 'signIn.todayReward', defaultMessage: 'Today’s reward: {amount}', description: 'The amount today’s sign-in gives' });

/** The amounts a condition's text names. */
type ConditionValues = { required: string; done: string; missing: string };

/** One condition not met yet: what is asked, what is done, what is missing. */
export const SIGN_IN_CONDITIONS = {
  deposit: defineMessage<ConditionValues>({ id: 'signIn.condition.deposit', defaultMessage: 'Deposit {required} today: {done} so far, {missing} to go', description: 'Today’s deposit condition' }),
  validBet: defineMessage<ConditionValues>({ id: 'signIn.condition.validBet', defaultMessage: 'Bet {required} today: {done} so far, {missing} to go', description: 'Today’s valid-bet condition' }),
};

/** When the week starts again. */
export const SIGN_IN_RESETS = defineMessage<{ date: string }>({ id: 'signIn.resets', defaultMessage: 'A new week starts {date}.', description: 'When the sign-in week resets' });
