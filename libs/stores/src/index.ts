/** MobX stores: coordinate platform calls, cache answers and expose state. No React here. */
export * from './ports';
export * from './timing';
export * from './system.store';
export * from './root.store';
export * from './screen-model';
export * from './screen-models/game-list';
export * from './screen-models/feedback';
export * from './screen-models/change-password';
export * from './screen-models/forgot-password';
export * from './screen-models/agent-register';
export * from './screen-models/register';
export * from './screen-models/login';
export * from './screen-models/deposit';
export * from './screen-models/member-centre';
export * from './screen-models/withdraw';
export * from './screen-models/game-record';
export * from './screen-models/transactions';
export * from './screen-models/rebates';
export * from './screen-models/report';
export * from './screen-models/home';
export * from './theme.store';
export * from './session.store';
export * from './member.store';
export * from './wallet.store';
export * from './announcements.store';
export * from './catalogue.store';
export * from './home.store';
export { HOME_BANNER_GROUPS, HomeContentPart, type HomeBannerGroup, type HomeContent } from './home-content';
export {
  HOME_GAME_CATEGORIES,
  HOME_SECTION_ORDER,
  HOME_VENDOR_CATEGORIES,
  type HomeGameCategory,
  type HomeSection,
  type HomeVendorCategory,
} from './home-sections';
export type { HomeVendorTile } from './home-vendor-tiles';
export type { HomeWinner } from './home-winners';
export * from './resource';
export * from './lazy-store';
export * from './session-ending';
export * from './players-online';
export * from './unread.store';
export * from './language.store';
export * from './download.store';
export * from './ui.store';
export * from './play.store';
export * from './game-tile';
export * from './games.store';
export * from './game-list.model';
export * from './captcha.model';
export * from './sms-code-button.model';
export * from './form-feedback';
export * from './form.model';
export * from './account-form-settings';
export * from './sms-password-reset.model';
export * from './email-password-reset.model';
export * from './forgot-password.model';
export * from './change-password.model';
export * from './feedback.model';
export * from './member-centre.model';
export * from './head-icon-upload.model';
export * from './nickname.model';
export * from './vip-levels.model';
export * from './withdraw.model';
export * from './payout-account-form.model';
export * from './payment-password-form.model';
export * from './withdraw-form.model';
export * from './withdrawal-list.model';
export * from './record-list';
export * from './game-record.model';
export * from './transactions.model';
export * from './rebates.model';
export * from './report.model';
export * from './register-form.model';
export * from './registration-settings';
export * from './agent-register-form.model';
export * from './login-form.model';
export * from './login-form.types';
export * from './login-sms.part';
export * from './login-social.part';
export * from './login-memory';
export * from './remembered-login';
export * from './social-sign-in';
export * from './chat-launcher';
export * from './deposit.model';
export * from './deposit-record.model';
export * from './deposit-attempt';
