import { defineMessages } from 'react-intl';

/** Texts of the change-password screen (the messages its model raises are in the domain's catalogue). */
export const CHANGE_PASSWORD_MESSAGES = defineMessages({
  title: { id: 'changePassword.title', defaultMessage: 'Change password', description: 'Title of the change-password screen' },
  form: { id: 'changePassword.form', defaultMessage: 'Change your password', description: 'Accessible name of the change-password form' },
  oldPassword: { id: 'changePassword.oldPassword', defaultMessage: 'Current password', description: 'Label of the old (current) password' },
  newPassword: { id: 'changePassword.newPassword', defaultMessage: 'New password', description: 'Label of the new password' },
  confirmPassword: { id: 'changePassword.confirmPassword', defaultMessage: 'Confirm new password', description: 'Label of the new password typed again' },
  submit: { id: 'changePassword.submit', defaultMessage: 'Confirm', description: 'Button that changes the password' },
  loadFailed: { id: 'changePassword.loadFailed', defaultMessage: 'This page could not be loaded.', description: 'The password rules could not be loaded; shown with Try again' },
});
