import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { amountInputText, depositRecordStatus, formatMoney, type TemplateLayout } from '@gp/domain';
import type { Deposit } from '@gp/api-client';
import { Button } from '@gp/ui';
import { useSettled } from '../../forms/use-settled';
import { DepositInstructionsPanel } from './deposit-instructions';
import { CopyRow, PaymentRows } from './payment-rows';
import { DEPOSIT_TEXT, PAY_NOW_TEXT, STATUS_TEXT } from './deposit-messages';

/** Props of DepositPayment. */
export interface DepositPaymentProps {
  readonly deposit: Deposit;
  readonly methodName: string;
  readonly currencySymbol: string;
  /** 'mm:ss' left while the deposit waits, else null. */
  readonly countdown: string | null;
  /** The provider's checkout page, when the app holds a link to it. */
  readonly paymentUrl: string | null;
  /** Whether a fresh checkout link can be asked for (the attempt that made the deposit is kept). */
  readonly canRenewLink: boolean;
  /** The `dep_func` template flag's layout: 'new' or 'base'. */
  readonly layout: TemplateLayout;
  readonly pending: boolean;
  readonly onNewLink: () => void;
  readonly onNewDeposit: () => void;
  /** Copies a text to the clipboard. */
  readonly onCopy: (text: string) => Promise<void> | void;
}

const Panel = styled.section<{ $layout: TemplateLayout; $settled: boolean }>`
  pointer-events: ${({ $settled }) => ($settled ? 'auto' : 'none')};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme, $layout }) =>
    $layout === 'new' &&
    css`
      margin: ${theme.space.md};
      border-radius: ${theme.radius.lg};
      background: ${theme.color.surface};
    `}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;


const Big = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const PayLink = styled.a`
  display: grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
`;

/**
 * The payment step of a deposit: the exact amount to pay and the reference (each with a copy
 * button), the countdown to expiry, the status, how to pay by the method's kind (QR Ph code,
 * receiving account, store code), and the way to the provider's page; `layout`
 * ('new' with `dep_func` '1') shows the amount large on a card with the step marker.
 */
export function DepositPayment(props: DepositPaymentProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // The second tap of a double tap on Confirm must not land on this step's buttons.
  const settled = useSettled();
  const { deposit } = props;
  const total = deposit.amountMinor + deposit.feeMinor;
  const totalText = formatMoney(total, props.currencySymbol, intl.locale);
  const waiting = deposit.status === 'pending';
  return (
    <Panel $layout={props.layout} $settled={settled} aria-labelledby="deposit-payment-title">
      {props.layout === 'new' && <p>{t(DEPOSIT_TEXT.paymentStep)}</p>}
      <h2 id="deposit-payment-title">{t(DEPOSIT_TEXT.paymentTitle)}</h2>
      {props.layout === 'new' && <Big>{totalText}</Big>}
      <PaymentRows>
        <dt>{t(DEPOSIT_TEXT.method)}</dt>
        <dd>{props.methodName}</dd>
        <CopyRow label={t(DEPOSIT_TEXT.amountToPay)} shown={totalText} value={amountInputText(total)} onCopy={props.onCopy} />
        <CopyRow label={t(DEPOSIT_TEXT.reference)} value={deposit.reference} onCopy={props.onCopy} />
        <dt>{t(DEPOSIT_TEXT.status)}</dt>
        <dd>
          <span role="status">{t(STATUS_TEXT[depositRecordStatus(deposit.status)])}</span>
        </dd>
        {props.countdown !== null && (
          <>
            <dt>{t(DEPOSIT_TEXT.timeLeft)}</dt>
            <dd>
              <time>{props.countdown}</time>
            </dd>
          </>
        )}
      </PaymentRows>
      {waiting && deposit.instructions !== null && (
        <DepositInstructionsPanel instructions={deposit.instructions} methodName={props.methodName} totalText={totalText} reference={deposit.reference} onCopy={props.onCopy} />
      )}
      {waiting && props.paymentUrl !== null && <PayLink href={props.paymentUrl}>{t(PAY_NOW_TEXT, { method: props.methodName })}</PayLink>}
      {waiting && props.paymentUrl === null && props.canRenewLink && (
        <Button disabled={props.pending} onClick={props.onNewLink}>
          {t(DEPOSIT_TEXT.newLink)}
        </Button>
      )}
      {waiting && <p>{t(DEPOSIT_TEXT.waitingNote)}</p>}
      <Button variant="secondary" onClick={props.onNewDeposit}>
        {t(DEPOSIT_TEXT.newDeposit)}
      </Button>
    </Panel>
  );
}
