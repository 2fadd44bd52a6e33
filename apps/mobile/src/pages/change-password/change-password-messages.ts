import { defineMessages } from 'react-intl';

/**
 * Texts of the change-password screen; `pleaseWait`, `saved` and `sameAsOld` carry the ids the
 * model raises through the ui store (CHANGE_PASSWORD_MESSAGE_IDS, checked by a test).
 */
export const CHANGE_PASSWORD_MESSAGES = defineMessages({
  title: { id: 'changePassword.title', defaultMessage: 'Change password', description: 'Title of the change-password screen' },
  form: { id: 'changePassword.form', defaultMessage: 'Change your password', description: 'Accessible name of the change-password form' },
  oldPassword: { id: 'changePassword.oldPassword', defaultMessage: 'Current password', description: 'Label of the old (current) password' },
  newPassword: { id: 'changePassword.newPassword', defaultMessage: 'New password', description: 'Label of the new password' },
  confirmPassword: { id: 'changePassword.confirmPassword', defaultMessage: 'Confirm new password', description: 'Label of the new password typed again' },
  submit: { id: 'changePassword.submit', defaultMessage: 'Confirm', description: 'Button that changes the password' },
  pleaseWait: { id: 'changePassword.pleaseWait', defaultMessage: 'Please wait', description: 'Loading overlay while the password change is sent (SPEC §4)' },
  saved: { id: 'changePassword.saved', defaultMessage: 'Change saved', description: 'Toast after the password was changed (SPEC §4)' },
  sameAsOld: {
    id: 'changePassword.sameAsOld',
    defaultMessage: 'The new password and the old password cannot be the same',
    description: 'Dialog when the new password equals the old one; nothing is sent (SPEC §4)',
  },
  loadFailed: { id: 'changePassword.loadFailed', defaultMessage: 'This page could not be loaded.', description: 'The password rules could not be loaded; shown with Try again' },
});
