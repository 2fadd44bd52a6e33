import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SideMenuItem } from '@gp/domain';

/** Labels of the domain's side menu entries (sideMenuItems), by item id. */
export const SIDE_MENU_MESSAGES: Readonly<Record<SideMenuItem['id'], MessageDescriptor>> = defineMessages({
  deposit: { id: 'ui.sideMenu.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'ui.sideMenu.withdraw', defaultMessage: 'Withdraw' },
  leaderBoard: { id: 'ui.sideMenu.leaderBoard', defaultMessage: 'Leaderboard' },
  gameRecord: { id: 'ui.sideMenu.gameRecord', defaultMessage: 'Game records' },
  feedback: { id: 'ui.sideMenu.feedback', defaultMessage: 'Feedback' },
  dailySignIn: { id: 'ui.sideMenu.dailySignIn', defaultMessage: 'Daily sign-in' },
  promotions: { id: 'ui.sideMenu.promotions', defaultMessage: 'Promotions' },
  aboutUs: { id: 'ui.sideMenu.aboutUs', defaultMessage: 'About us' },
  responsibleGaming: { id: 'ui.sideMenu.responsibleGaming', defaultMessage: 'Responsible gaming' },
  rewardCenter: { id: 'ui.sideMenu.rewardCenter', defaultMessage: 'Reward centre' },
  vip: { id: 'ui.sideMenu.vip', defaultMessage: 'VIP' },
  events: { id: 'ui.sideMenu.events', defaultMessage: 'Events' },
  home: { id: 'ui.sideMenu.home', defaultMessage: 'Home' },
  games: { id: 'ui.sideMenu.games', defaultMessage: 'Games' },
  terms: { id: 'ui.sideMenu.terms', defaultMessage: 'Terms of use' },
  privacy: { id: 'ui.sideMenu.privacy', defaultMessage: 'Privacy policy' },
  faq: { id: 'ui.sideMenu.faq', defaultMessage: 'FAQ' },
  appDownload: { id: 'ui.sideMenu.appDownload', defaultMessage: 'Download app' },
  logout: { id: 'ui.sideMenu.logout', defaultMessage: 'Log out' },
});
