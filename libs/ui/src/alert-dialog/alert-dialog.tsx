import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../button/button';
import { DialogFrame } from '../dialog/dialog-frame';

const messages = defineMessages({
  ok: { id: 'ui.alertDialog.ok', defaultMessage: 'OK', description: 'Default label of the button that closes an alert' },
});

/** Props of AlertDialog: translated texts and the close callback. */
export interface AlertDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly message?: ReactNode;
  /** Label of the closing button; 'OK' by default. */
  readonly closeLabel?: string;
  /** The button, Escape and a tap outside. */
  readonly onClose: () => void;
}

/** Tells the player something that needs acknowledging: an alert dialog with one button. */
export function AlertDialog({ open, title, message, closeLabel, onClose }: AlertDialogProps) {
  const intl = useIntl();
  if (!open) return null;
  return (
    <DialogFrame role="alertdialog" title={title} message={message} onDismiss={onClose}>
      <Button onClick={onClose}>{closeLabel ?? intl.formatMessage(messages.ok)}</Button>
    </DialogFrame>
  );
}
