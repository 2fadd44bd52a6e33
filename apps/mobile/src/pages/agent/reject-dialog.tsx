import { useIntl } from 'react-intl';
import { CONTRACT_REASON_MAX } from '@gp/domain';
import type { ContractRejection } from '@gp/stores';
import { ConfirmDialog, TextAreaField } from '@gp/ui';
import { CONTRACT_TEXT as text } from './contract-messages';

/** Props of RejectDialog. */
export interface RejectDialogProps {
  /** The rejection being written, or null when none is. */
  readonly rejection: ContractRejection | null;
  /** Translates the reason's problem (a domain message id). */
  readonly problemText: (id: string) => string | null;
  readonly onReason: (reason: string) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before rejecting a contract request, with an optional reason of up to 200 characters that the upline will read. */
export function RejectDialog({ rejection, problemText, onReason, onConfirm, onCancel }: RejectDialogProps) {
  const intl = useIntl();
  if (rejection === null) return null;
  return (
    <ConfirmDialog
      open
      title={intl.formatMessage(text.rejectTitle)}
      message={
        <TextAreaField
          label={intl.formatMessage(text.reason)}
          name="reason"
          value={rejection.reason}
          rows={3}
          counter={`${rejection.reason.trim().length}/${CONTRACT_REASON_MAX}`}
          error={rejection.problem === null ? null : problemText(rejection.problem)}
          onChange={onReason}
        />
      }
      confirmLabel={intl.formatMessage(text.reject)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
