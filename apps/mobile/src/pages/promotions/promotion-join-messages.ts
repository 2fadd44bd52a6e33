import { defineMessage, defineMessages } from 'react-intl';

/** Texts of a joinable promotion's join. */
export const JOIN_TEXT = defineMessages({
  heading: { id: 'promotions.join.heading', defaultMessage: 'Join this bonus', description: 'Heading of a joinable promotion’s join part' },
  firstOnly: { id: 'promotions.join.firstOnly', defaultMessage: 'For your first deposit only.', description: 'The bonus is for players who never deposited' },
  join: { id: 'promotions.join.join', defaultMessage: 'Join', description: 'Button that joins the promotion' },
  joining: { id: 'promotions.join.joining', defaultMessage: 'Joining…', description: 'The join button while the join is sent' },
  login: { id: 'promotions.join.login', defaultMessage: 'Log in to join', description: 'A guest’s link to log in before joining' },
  rewarded: { id: 'promotions.join.rewarded', defaultMessage: 'Your bonus is waiting in the reward center.', description: 'The qualifying deposit gave the bonus' },
  rewards: { id: 'promotions.join.rewards', defaultMessage: 'Claim your bonus', description: 'Link to the reward centre to claim the bonus' },
  failed: { id: 'promotions.join.failed', defaultMessage: 'You could not join this promotion.', description: 'A join that failed; its reason follows' },
  depositedBefore: {
    id: 'promotions.join.depositedBefore',
    defaultMessage: 'This bonus is for a first deposit, and you have deposited before.',
    description: 'Join refused: a first-deposit bonus for a member who already deposited (CONDITIONS_NOT_MET)',
  },
});

/** The bonus's terms. */
export const JOIN_TERMS = defineMessage<{ min: string; percent: number; max: string }>({
  id: 'promotions.join.terms',
  defaultMessage: 'Join, then deposit {min} or more: you get {percent}% of it as a bonus, up to {max}.',
  description: 'The terms of a joinable deposit bonus',
});

/** Once joined. */
export const JOINED_TEXT = defineMessage<{ min: string }>({
  id: 'promotions.join.joined',
  defaultMessage: 'You joined. Your next deposit of {min} or more gets the bonus.',
  description: 'The member joined and waits for a qualifying deposit',
});
