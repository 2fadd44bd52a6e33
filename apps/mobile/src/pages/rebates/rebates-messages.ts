import { defineMessage, defineMessages } from 'react-intl';
import type { WalletRebate } from '@gp/api-client';

/** Texts of the rebates screen. */
export const REBATES_MESSAGES = defineMessages({
  claimable: { id: 'rebates.claimable', defaultMessage: 'To claim', description: 'Label of the total of rebates not claimed yet' },
  list: { id: 'rebates.list', defaultMessage: 'Daily rebates', description: 'Accessible name of the list of rebates' },
  failed: { id: 'rebates.failed', defaultMessage: 'The rebates could not be loaded.', description: 'The rebates failed to load; shown with Try again' },
  claim: { id: 'rebates.claim', defaultMessage: 'Claim', description: 'Button that credits a rebate to the balance' },
  claiming: { id: 'rebates.claiming', defaultMessage: 'Claiming…', description: 'The claim button while the claim is sent' },
  claimed: { id: 'rebates.claimed', defaultMessage: 'Claimed', description: 'A rebate already credited' },
  claimFailed: { id: 'rebates.claimFailed', defaultMessage: 'The rebate could not be claimed.', description: 'A claim that failed; its reason follows' },
});

/** The name of each category a rebate is paid on. */
export const REBATE_CATEGORY_LABELS = defineMessages({
  LIVE: { id: 'rebates.category.live', defaultMessage: 'Live casino rebate', description: 'Rebate on live casino turnover' },
  RNG: { id: 'rebates.category.rng', defaultMessage: 'Slots rebate', description: 'Rebate on slot turnover' },
  SPORTS: { id: 'rebates.category.sports', defaultMessage: 'Sports rebate', description: 'Rebate on sports turnover' },
  FISH: { id: 'rebates.category.fish', defaultMessage: 'Fishing rebate', description: 'Rebate on fishing game turnover' },
  LOTT: { id: 'rebates.category.lott', defaultMessage: 'Lottery rebate', description: 'Rebate on lottery turnover' },
  PVP: { id: 'rebates.category.pvp', defaultMessage: 'Cards rebate', description: 'Rebate on card game turnover' },
  ESPORTS: { id: 'rebates.category.esports', defaultMessage: 'E-sports rebate', description: 'Rebate on e-sports turnover' },
  COCKFIGHT: { id: 'rebates.category.cockfight', defaultMessage: 'Cockfight rebate', description: 'Rebate on cockfight turnover' },
} satisfies Record<WalletRebate['category'], unknown>);

/** A rebate's day and how it was reckoned: its rate of the day's turnover. */
export const REBATE_RECKONING_MESSAGE = defineMessage<{ date: string; rate: string; turnover: string }>({ id: 'rebates.line', defaultMessage: '{date} · {rate}% of {turnover} turnover', description: 'A rebate’s day and how it was reckoned: its rate of the day’s turnover' });

/** The accessible name of one rebate's claim button. */
export const CLAIM_OF_MESSAGE = defineMessage<{ amount: string; date: string }>({ id: 'rebates.claimOf', defaultMessage: 'Claim {amount} of {date}', description: 'Accessible name of the claim button of one rebate' });
