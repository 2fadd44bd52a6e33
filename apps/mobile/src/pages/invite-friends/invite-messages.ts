import { defineMessage, defineMessages } from 'react-intl';
import type { ReferralFriend } from '@gp/api-client';

/** Texts of the invite-friends screen. */
export const INVITE_TEXT = defineMessages({
  link: { id: 'invite.link', defaultMessage: 'Your invitation link', description: 'Label of the member’s referral link' },
  copy: { id: 'invite.copy', defaultMessage: 'Copy link', description: 'Button that copies the referral link' },
  share: { id: 'invite.share', defaultMessage: 'Share', description: 'Button that opens the phone’s share sheet with the link' },
  qr: { id: 'invite.qr', defaultMessage: 'QR code of your invitation link', description: 'Accessible name of the QR code' },
  qrLoading: { id: 'invite.qrLoading', defaultMessage: 'Loading the QR code…', description: 'In the QR code’s place while it loads' },
  friends: { id: 'invite.friends', defaultMessage: 'Friends you invited', description: 'Heading of the list of invited friends' },
  noFriends: { id: 'invite.noFriends', defaultMessage: 'No friends yet. Share your link to start earning.', description: 'No friend registered with the member’s code yet' },
  failed: { id: 'invite.failed', defaultMessage: 'Your invitation could not be loaded.', description: 'The referral failed to load; shown with Try again' },
  shareTitle: { id: 'invite.shareTitle', defaultMessage: 'Join me!', description: 'Title of the shared invitation' },
});

/** The promo's terms. */
export const INVITE_TERMS = defineMessage<{ reward: string; deposit: string }>({
  id: 'invite.terms',
  defaultMessage: 'Get {reward} for every friend who signs up with your link and deposits {deposit} or more. Claim it in the reward center.',
  description: 'The referral promo’s terms',
});

/** What the member has earned so far. */
export const INVITE_EARNED = defineMessage<{ invited: number; rewarded: number; amount: string }>({
  id: 'invite.earned',
  defaultMessage: '{invited, plural, one {# friend} other {# friends}} invited · {rewarded} rewarded · {amount} earned',
  description: 'Counts of invited and rewarded friends and the amount earned',
});

/** The text shared with the link. */
export const INVITE_SHARE_TEXT = defineMessage<{ reward: string }>({
  id: 'invite.shareText',
  defaultMessage: 'Sign up with my link and we both play. I get {reward} when you make your first deposits.',
  description: 'Text the phone’s share sheet sends with the link',
});

/** Where each invited friend stands. */
export const FRIEND_STATES = defineMessages({
  registered: { id: 'invite.state.registered', defaultMessage: 'Signed up', description: 'An invited friend who has not deposited yet' },
  deposited: { id: 'invite.state.deposited', defaultMessage: 'Deposited', description: 'An invited friend who deposited less than the qualifying amount' },
  rewarded: { id: 'invite.state.rewarded', defaultMessage: 'Rewarded', description: 'An invited friend whose reward was given' },
} satisfies Record<ReferralFriend['status'], unknown>);

/** When a friend signed up. */
export const FRIEND_JOINED = defineMessage<{ date: string }>({ id: 'invite.joined', defaultMessage: 'Joined {date}', description: 'When an invited friend registered' });

/** The member's referral code. */
export const INVITE_CODE_LINE = defineMessage<{ code: string }>({ id: 'invite.codeLine', defaultMessage: 'Referral code: {code}', description: 'The member’s referral code, under the link' });
