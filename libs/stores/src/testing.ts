/**
 * `@gp/stores/testing`: fixtures that the stores' tests and the app's tests share (platform
 * answers as plain data). Test code only: nothing in the app imports it.
 */
export { COUNTRIES, fieldRule, fieldRules, registerSettings } from './test-support/account-settings';
export { gameFixture } from './test-support/games';
export { QR_INSTRUCTIONS_FIXTURE, TRANSFER_INSTRUCTIONS_FIXTURE, depositFixture, depositMethodFixture, depositMethodsFixture } from './test-support/deposits';
