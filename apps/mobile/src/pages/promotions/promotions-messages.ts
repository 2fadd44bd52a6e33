import { defineMessage, defineMessages } from 'react-intl';
import type { PromotionKind } from '@gp/domain';

/** The words of the promotions list and a promotion's screen. */
export const PROMOTIONS_TEXT = defineMessages({
  heading: { id: 'promotions.heading', defaultMessage: 'Promotions', description: 'Heading of the promotions list (the screen has no header bar)' },
  filter: { id: 'promotions.filter', defaultMessage: 'Promotion type', description: 'Accessible name of the promotion category chips' },
  all: { id: 'promotions.all', defaultMessage: 'All', description: 'Chip that shows every promotion' },
  empty: { id: 'promotions.empty', defaultMessage: 'No promotions right now. Check back soon!', description: 'The promotions list has nothing to show' },
  failed: { id: 'promotions.failed', defaultMessage: 'The promotions could not be loaded.', description: 'The promotions failed to load' },
  notFound: { id: 'promotions.notFound', defaultMessage: 'This promotion has ended or does not exist.', description: 'A promotion link that matches no current promotion' },
  allPromotions: { id: 'promotions.allPromotions', defaultMessage: 'See all promotions', description: 'Link from a promotion (or a missing one) to the list' },
  deposit: { id: 'promotions.deposit', defaultMessage: 'Deposit now', description: 'Call to action of a deposit promotion' },
  play: { id: 'promotions.play', defaultMessage: 'Play now', description: 'Call to action of a game promotion' },
  noEnd: { id: 'promotions.noEnd', defaultMessage: 'Ongoing', description: 'A promotion without an end date' },
});

/** A promotion's dates. */
export const PROMOTION_PERIOD_TEXT = defineMessage<{ from: string; to: string }>({
  id: 'promotions.period',
  defaultMessage: '{from} – {to}',
  description: 'The first and last day of a promotion',
});

/** The name of each promotion category on its chip. */
export const KIND_TEXT = defineMessages({
  deposit_promo: { id: 'promotions.kindDeposit', defaultMessage: 'Deposit', description: 'Promotion category chip' },
  live_promo: { id: 'promotions.kindLive', defaultMessage: 'Live casino', description: 'Promotion category chip' },
  rng_promo: { id: 'promotions.kindSlots', defaultMessage: 'Slots', description: 'Promotion category chip' },
  fish_promo: { id: 'promotions.kindFish', defaultMessage: 'Fishing', description: 'Promotion category chip' },
  pvp_promo: { id: 'promotions.kindCards', defaultMessage: 'Card games', description: 'Promotion category chip' },
  sports_promo: { id: 'promotions.kindSports', defaultMessage: 'Sports', description: 'Promotion category chip' },
  lott_promo: { id: 'promotions.kindLottery', defaultMessage: 'Lottery', description: 'Promotion category chip' },
  other: { id: 'promotions.kindOther', defaultMessage: 'More', description: 'Promotion category chip: every other promotion' },
} satisfies Record<PromotionKind, unknown>);
