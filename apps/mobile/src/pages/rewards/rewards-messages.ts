import { defineMessage, defineMessages } from 'react-intl';
import type { Reward } from '@gp/api-client';

/** Texts of the reward centre. */
export const REWARDS_TEXT = defineMessages({
  today: { id: 'rewards.today', defaultMessage: 'Today’s bonus', description: 'Label of the bonuses credited today' },
  total: { id: 'rewards.total', defaultMessage: 'Total bonus', description: 'Label of all bonuses ever credited' },
  toClaim: { id: 'rewards.toClaim', defaultMessage: 'To claim', description: 'Label of the total of rewards not claimed yet' },
  totals: { id: 'rewards.totals', defaultMessage: 'Your bonuses', description: 'Accessible name of the bonus totals' },
  tabs: { id: 'rewards.tabs', defaultMessage: 'Rewards to show', description: 'Accessible name of the switch between claimable rewards and history' },
  claimable: { id: 'rewards.tab.claimable', defaultMessage: 'To claim', description: 'Tab of the rewards that can be claimed' },
  history: { id: 'rewards.tab.history', defaultMessage: 'History', description: 'Tab of the claimed and expired rewards' },
  list: { id: 'rewards.list', defaultMessage: 'Rewards', description: 'Accessible name of the list of rewards' },
  failed: { id: 'rewards.failed', defaultMessage: 'The rewards could not be loaded.', description: 'The rewards failed to load; shown with Try again' },
  claim: { id: 'rewards.claim', defaultMessage: 'Claim', description: 'Button that credits a reward to the balance' },
  claiming: { id: 'rewards.claiming', defaultMessage: 'Claiming…', description: 'The claim button while the claim is sent' },
  expired: { id: 'rewards.expired', defaultMessage: 'Expired', description: 'A reward whose claim period is over' },
  noExpiry: { id: 'rewards.noExpiry', defaultMessage: 'No time limit', description: 'A reward that can be claimed at any time' },
  claimFailed: { id: 'rewards.claimFailed', defaultMessage: 'The reward could not be claimed.', description: 'A claim that failed; its reason follows' },
});

/** What each kind of reward is called. */
export const REWARD_SOURCES = defineMessages({
  welcome: { id: 'rewards.source.welcome', defaultMessage: 'Welcome bonus', description: 'A reward given on joining' },
  cashback: { id: 'rewards.source.cashback', defaultMessage: 'Cashback', description: 'A reward giving back part of losses' },
  leaderboard: { id: 'rewards.source.leaderboard', defaultMessage: 'Leaderboard prize', description: 'A prize of a leaderboard race' },
  referral: { id: 'rewards.source.referral', defaultMessage: 'Friend referral', description: 'A reward for a friend who joined and deposited' },
  birthday: { id: 'rewards.source.birthday', defaultMessage: 'Birthday bonus', description: 'A reward for the member’s birthday' },
  event: { id: 'rewards.source.event', defaultMessage: 'Event reward', description: 'A reward of an event' },
  promotion: { id: 'rewards.source.promotion', defaultMessage: 'Deposit bonus', description: 'The bonus of a deposit promotion the member joined' },
} satisfies Record<Reward['source'], unknown>);

/** Until when a reward can be claimed. */
export const REWARD_ENDS = defineMessage<{ date: string }>({ id: 'rewards.ends', defaultMessage: 'Claim by {date}', description: 'Until when a reward can be claimed' });

/** When a reward was claimed. */
export const REWARD_CLAIMED_ON = defineMessage<{ date: string }>({ id: 'rewards.claimedOn', defaultMessage: 'Claimed {date}', description: 'When a reward was claimed' });

/** The accessible name of one reward's claim button. */
export const REWARD_CLAIM_OF = defineMessage<{ reward: string; amount: string }>({ id: 'rewards.claimOf', defaultMessage: 'Claim {reward} of {amount}', description: 'Accessible name of the claim button of one reward' });

/** The empty lists. */
export const REWARDS_EMPTY = defineMessages({
  claimable: { id: 'rewards.empty.claimable', defaultMessage: 'No rewards to claim right now.', description: 'There is no reward to claim' },
  history: { id: 'rewards.empty.history', defaultMessage: 'No rewards claimed yet.', description: 'The reward history is empty' },
});

/** A reward with what earned it (a race, an invited friend). */
export const REWARD_EARNED_BY = defineMessage<{ reward: string; reference: string }>({ id: 'rewards.earnedBy', defaultMessage: '{reward} · {reference}', description: 'A reward’s name with what earned it (a race, a friend’s masked name)' });
