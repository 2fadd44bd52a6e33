import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../button/button';
import { DialogFrame } from '../dialog/dialog-frame';

const messages = defineMessages({
  confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Confirm', description: 'Default label of the button that accepts a confirmation' },
  cancel: { id: 'ui.confirmDialog.cancel', defaultMessage: 'Cancel', description: 'Default label of the button that declines a confirmation' },
});

/** Props of ConfirmDialog: translated texts and the two outcomes. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly message?: ReactNode;
  /** Label of the accepting button; 'Confirm' by default. */
  readonly confirmLabel?: string;
  /** Label of the declining button; 'Cancel' by default. */
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  /** The cancel button, Escape and a tap outside. */
  readonly onCancel: () => void;
}

/**
 * Asks the player to confirm an action (logout...): an alert dialog whose focus starts on Cancel,
 * stays inside while open and returns to where it was.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  if (!open) return null;
  return (
    <DialogFrame role="alertdialog" title={title} message={message} onDismiss={onCancel}>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? intl.formatMessage(messages.cancel)}
      </Button>
      <Button onClick={onConfirm}>{confirmLabel ?? intl.formatMessage(messages.confirm)}</Button>
    </DialogFrame>
  );
}
