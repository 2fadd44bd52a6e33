import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DepositInstructions } from '@gp/api-client';
import { CopyRow, PaymentRows } from './payment-rows';
import { DepositQr } from './deposit-qr';
import { INSTRUCTIONS_TEXT, QR_LABEL_TEXT } from './deposit-messages';

/** Props of DepositInstructionsPanel. */
export interface DepositInstructionsPanelProps {
  readonly instructions: DepositInstructions;
  readonly methodName: string;
  /** The exact amount to pay, formatted. */
  readonly totalText: string;
  /** The deposit's reference: names the saved QR picture. */
  readonly reference: string;
  readonly onCopy: (text: string) => Promise<void> | void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * How to pay a waiting deposit besides the provider's page, by its method's kind: the QR Ph code to
 * scan or save (`DepositQr`), the operator's receiving bank
 * account, or the payment code to show at the store, each line with its copy button.
 */
export function DepositInstructionsPanel({ instructions, methodName, totalText, reference, onCopy }: DepositInstructionsPanelProps) {
  const t = useIntl().formatMessage;
  if (instructions.kind === 'qr') {
    const label = t(QR_LABEL_TEXT, { method: methodName, amount: totalText });
    return (
      <Section aria-labelledby="deposit-qr-title">
        <h3 id="deposit-qr-title">{t(INSTRUCTIONS_TEXT.qrTitle)}</h3>
        <DepositQr payload={instructions.qrPayload} label={label} methodName={methodName} fileName={`QR-Ph-${reference}`} />
      </Section>
    );
  }
  if (instructions.kind === 'transfer') {
    return (
      <Section aria-labelledby="deposit-transfer-title">
        <h3 id="deposit-transfer-title">{t(INSTRUCTIONS_TEXT.transferTitle)}</h3>
        <PaymentRows>
          <dt>{t(INSTRUCTIONS_TEXT.bankName)}</dt>
          <dd>{instructions.bankName}</dd>
          <CopyRow label={t(INSTRUCTIONS_TEXT.accountName)} value={instructions.accountName} onCopy={onCopy} />
          <CopyRow label={t(INSTRUCTIONS_TEXT.accountNumber)} value={instructions.accountNumber} onCopy={onCopy} />
        </PaymentRows>
        <p>{t(INSTRUCTIONS_TEXT.transferNote)}</p>
      </Section>
    );
  }
  return (
    <Section aria-labelledby="deposit-counter-title">
      <h3 id="deposit-counter-title">{t(INSTRUCTIONS_TEXT.counterTitle)}</h3>
      <PaymentRows>
        <CopyRow label={t(INSTRUCTIONS_TEXT.paymentCode)} value={instructions.paymentCode} onCopy={onCopy} />
      </PaymentRows>
      <p>{t(INSTRUCTIONS_TEXT.counterNote)}</p>
    </Section>
  );
}
