import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DepositInstructions } from '@gp/api-client';
import { SCAN_CODE_COLORS } from '@gp/theming';
import { CopyButton } from './copy-button';
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

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** One copyable line of the receiving account or the payment code. */
function CopyRow({ label, value, onCopy }: { readonly label: string; readonly value: string; readonly onCopy: DepositInstructionsPanelProps['onCopy'] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <CopyButton what={label} text={value} onCopy={onCopy} />
      </dd>
    </>
  );
}

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
        <Rows>
          <dt>{t(INSTRUCTIONS_TEXT.bankName)}</dt>
          <dd>{instructions.bankName}</dd>
          <CopyRow label={t(INSTRUCTIONS_TEXT.accountName)} value={instructions.accountName} onCopy={onCopy} />
          <CopyRow label={t(INSTRUCTIONS_TEXT.accountNumber)} value={instructions.accountNumber} onCopy={onCopy} />
        </Rows>
        <p>{t(INSTRUCTIONS_TEXT.transferNote)}</p>
      </Section>
    );
  }
  return (
    <Section aria-labelledby="deposit-counter-title">
      <h3 id="deposit-counter-title">{t(INSTRUCTIONS_TEXT.counterTitle)}</h3>
      <Rows>
        <CopyRow label={t(INSTRUCTIONS_TEXT.paymentCode)} value={instructions.paymentCode} onCopy={onCopy} />
      </Rows>
      <p>{t(INSTRUCTIONS_TEXT.counterNote)}</p>
    </Section>
  );
}
