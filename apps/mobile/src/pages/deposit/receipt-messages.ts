import { defineMessage, defineMessages } from 'react-intl';

/** The words of a waiting deposit's receipt upload in the deposit record. */
export const RECEIPT_TEXT = defineMessages({
  receiptUpload: { id: 'deposit.receiptUpload', defaultMessage: 'Upload receipt', description: 'Record: picks a picture of the payment receipt of a waiting deposit' },
  receiptReplace: { id: 'deposit.receiptReplace', defaultMessage: 'Replace receipt', description: 'Record: picks another receipt picture for a deposit that has one' },
  receiptTitle: { id: 'deposit.receiptTitle', defaultMessage: 'Your payment receipt', description: 'Record: heading of the receipt preview before it is sent' },
  receiptAlt: { id: 'deposit.receiptAlt', defaultMessage: 'The receipt picture you picked', description: 'Record: text alternative of the receipt preview' },
  receiptSend: { id: 'deposit.receiptSend', defaultMessage: 'Send receipt', description: 'Record: sends the previewed receipt picture' },
  receiptCancel: { id: 'deposit.receiptCancel', defaultMessage: 'Cancel', description: 'Record: closes the receipt preview without sending' },
});

/** When the receipt of a waiting deposit was uploaded. */
export const RECEIPT_SENT_TEXT = defineMessage<{ time: string }>({
  id: 'deposit.receiptSentAt',
  defaultMessage: 'Receipt sent {time}',
  description: 'Record: when the receipt of a waiting deposit was uploaded',
});
