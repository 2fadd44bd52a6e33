import { defineMessage, defineMessages } from 'react-intl';

/** The words of the VIP page. */
export const VIP_PAGE_TEXT = defineMessages({
  heading: { id: 'vip.heading', defaultMessage: 'VIP club', description: 'Heading of the VIP page (the screen has no header bar)' },
  banners: { id: 'vip.banners', defaultMessage: 'VIP news', description: 'Accessible name of the VIP banner carousel' },
  join: {
    id: 'vip.join',
    defaultMessage: 'Sign up to start climbing the VIP levels: every level brings bigger rebates and bonuses.',
    description: 'Call to register shown to guests on the VIP page',
  },
  register: { id: 'vip.register', defaultMessage: 'Sign up', description: 'Link to registration on the VIP page' },
  login: { id: 'vip.login', defaultMessage: 'Log in', description: 'Link to login on the VIP page' },
  top: { id: 'vip.top', defaultMessage: 'You are at the highest level.', description: 'A member at the top VIP level' },
  failed: { id: 'vip.failed', defaultMessage: 'The VIP levels could not be loaded.', description: 'The VIP page failed to load' },
  off: { id: 'vip.off', defaultMessage: 'This site has no VIP programme.', description: 'The merchant runs no VIP levels' },
});

/** A member whose deposits already reach the next level, which the platform has not granted yet. */
export const VIP_REACHED_TEXT = defineMessage<{ level: string }>({
  id: 'vip.reached',
  defaultMessage: 'Your deposits reach {level}: your level is raised at the next review.',
  description: 'The member has deposited enough for the next VIP level, not granted yet',
});

/** What a member still needs for the next level. */
export const VIP_LEFT_TEXT = defineMessage<{ amount: string; level: string }>({
  id: 'vip.left',
  defaultMessage: 'Deposit {amount} more to reach {level}.',
  description: 'The deposits a member still needs for the next VIP level',
});
