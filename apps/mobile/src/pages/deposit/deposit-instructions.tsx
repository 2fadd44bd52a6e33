import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DepositInstructions } from '@gp/api-client';
import { SCAN_CODE_COLORS } from '@gp/theming';
import { CopyRow, PaymentRows } from './payment-rows';
import { INSTRUCTIONS_TEXT, QR_CAPTION_TEXT, QR_LABEL_TEXT } from './deposit-messages';

/** The QR code's code comes only with an e-wallet's payment step. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** Side of the QR code in CSS pixels: large enough for a phone held at arm's length to read. */
const QR_SIZE = 208;

/** Props of DepositInstructionsPanel. */
export interface DepositInstructionsPanelProps {
  readonly instructions: DepositInstructions;
  readonly methodName: string;
  /** The exact amount to pay, formatted. */
  readonly totalText: string;
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

/** The scan-code colours with the code's quiet zone, in every brand, dark or light. */
const QrFrame = styled.figure`
  display: grid;
  place-items: center;
  justify-self: center;
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${SCAN_CODE_COLORS.background};
  color: ${SCAN_CODE_COLORS.modules};
`;


/**
 * How to pay a waiting deposit besides the provider's page, by its method's kind: the QR Ph code to
 * scan (its code loaded on demand, its place kept meanwhile), the operator's receiving bank
 * account, or the payment code to show at the store, each line with its copy button.
 */
export function DepositInstructionsPanel({ instructions, methodName, totalText, onCopy }: DepositInstructionsPanelProps) {
  const t = useIntl().formatMessage;
  if (instructions.kind === 'qr') {
    const label = t(QR_LABEL_TEXT, { method: methodName, amount: totalText });
    return (
      <Section aria-labelledby="deposit-qr-title">
        <h3 id="deposit-qr-title">{t(INSTRUCTIONS_TEXT.qrTitle)}</h3>
        <QrFrame>
          <Suspense fallback={<span>{t(INSTRUCTIONS_TEXT.qrLoading)}</span>}>
            <QRCodeSVG value={instructions.qrPayload} size={QR_SIZE} marginSize={4} level="M" bgColor={SCAN_CODE_COLORS.background} fgColor={SCAN_CODE_COLORS.modules} title={label} role="img" aria-label={label} />
          </Suspense>
        </QrFrame>
        <p>{t(QR_CAPTION_TEXT, { method: methodName })}</p>
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
