/** The form kit: labelled fields, tabs, the form message with retry, and the text dialog. */
export * from './text-field';
export * from './password-field';
export * from './phone-field';
export * from './captcha-field';
export * from './sms-code-field';
export * from './checkbox-field';
export * from './segmented-tabs';
export * from './form-alert';
export * from './text-dialog';
export * from './select-field';
export * from './text-area-field';
export * from './use-hydrated';
