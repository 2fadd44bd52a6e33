/**
 * `@gp/stores/testing`: fixtures that the stores' tests and the app's tests share (platform
 * answers as plain data). Test code only: nothing in the app imports it.
 */
export { COUNTRIES, fieldRule, fieldRules, registerSettings } from './test-support/account-settings';
export { gameFixture } from './test-support/games';
export { depositFixture, depositMethodFixture, depositMethodsFixture } from './test-support/deposits';
