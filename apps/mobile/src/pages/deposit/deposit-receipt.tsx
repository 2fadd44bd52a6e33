import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { messageDescriptor } from '@gp/domain';
import type { DepositRecordModel } from '@gp/stores';
import { Button } from '@gp/ui';
import { ImageFileButton } from '../../forms/image-file-button';
import { ImagePreview } from '../../forms/image-preview';
import type { ShrinkRule } from '../../forms/shrink-image';
import { useImagePick } from '../../forms/use-image-pick';
import { useRecordText } from '../../records/use-record-text';
import { DEPOSIT_TEXT } from './deposit-messages';
import { RECEIPT_SENT_TEXT, RECEIPT_TEXT } from './receipt-messages';

/** How a receipt photo is prepared: at most 1600 pixels on its long side, as jpeg, still readable. */
export const RECEIPT_SHRINK: ShrinkRule = { maxSide: 1600, type: 'image/jpeg' };

/** The receipt upload as the record shows it: which deposit's, its preview, and what the player can do. */
export interface ReceiptControl {
  /** The deposit whose receipt is picked, or null. */
  readonly depositId: number | null;
  readonly previewSrc: string | null;
  readonly preparing: boolean;
  readonly sending: boolean;
  /** Why the picture was refused or not sent, translated; null when nothing went wrong. */
  readonly problem: string | null;
  readonly onPick: (depositId: number, file: File) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The record model's receipt upload, wired to the picker: pick (shrunk for mobile data), preview, send or cancel. */
export function useReceiptControl(record: DepositRecordModel): ReceiptControl {
  const intl = useIntl();
  const pick = useImagePick(record.receipt, { shrink: RECEIPT_SHRINK, onSent: () => undefined });
  const problem = record.receipt.problem;
  return {
    depositId: record.receiptFor,
    previewSrc: pick.previewSrc,
    preparing: pick.preparing,
    sending: record.receipt.sending,
    problem: problem === null ? null : intl.formatMessage(messageDescriptor(problem)),
    onPick: (depositId, file) => {
      // Another deposit's picture, shown or still being prepared, never goes with this one.
      pick.cancel();
      record.startReceipt(depositId);
      pick.pick(file);
    },
    onConfirm: () => void pick.confirm(),
    onCancel: () => {
      pick.cancel();
      record.endReceipt();
    },
  };
}

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Sent = styled.span`
  grid-column: 1 / -1;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Whole = styled.div`
  grid-column: 1 / -1;
`;

/** Props of PendingDepositActions. */
export interface PendingDepositActionsProps {
  readonly depositId: number;
  /** When its receipt was uploaded, or null. */
  readonly receiptAt: number | null;
  /** Some reminder is on its way. */
  readonly reminding: boolean;
  readonly onRemind: () => void;
  readonly receipt: ReceiptControl;
}

/**
 * What a waiting deposit offers in the record: a reminder, and its payment receipt (upload, or
 * replace one sent, with the time it came), previewed before it is sent.
 */
export function PendingDepositActions({ depositId, receiptAt, reminding, onRemind, receipt }: PendingDepositActionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { dateTime } = useRecordText();
  const mine = receipt.depositId === depositId;
  if (mine && receipt.previewSrc !== null) {
    return (
      <Whole>
        <ImagePreview
          shape="document"
          headingLevel={3}
          src={receipt.previewSrc}
          title={t(RECEIPT_TEXT.receiptTitle)}
          alt={t(RECEIPT_TEXT.receiptAlt)}
          confirmLabel={t(RECEIPT_TEXT.receiptSend)}
          cancelLabel={t(RECEIPT_TEXT.receiptCancel)}
          sending={receipt.sending}
          problem={receipt.problem}
          onConfirm={receipt.onConfirm}
          onCancel={receipt.onCancel}
        />
      </Whole>
    );
  }
  return (
    <>
      {receiptAt !== null && <Sent>{t(RECEIPT_SENT_TEXT, { time: dateTime(receiptAt) })}</Sent>}
      <Actions>
        <Button variant="secondary" disabled={reminding} onClick={onRemind}>
          {t(DEPOSIT_TEXT.remind)}
        </Button>
        <ImageFileButton
          label={t(receiptAt === null ? RECEIPT_TEXT.receiptUpload : RECEIPT_TEXT.receiptReplace)}
          busy={mine && receipt.preparing}
          testId={`receipt-file-${depositId}`}
          onPick={(file) => receipt.onPick(depositId, file)}
        />
      </Actions>
    </>
  );
}
