import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { currencySymbolOf, depositDetailLayout, positiveIdOf } from '@gp/domain';
import { depositModel } from '@gp/stores';
import { SegmentedTabs, VisuallyHidden } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { useSystemStore, useWalletStore } from '../../app/store-context';
import { DepositForm } from './deposit-form';
import { BALANCE_TEXT, DEPOSIT_TEXT } from './deposit-messages';
import { DepositPayment } from './deposit-payment';
import { DepositRecord } from './deposit-record';
import { useReceiptControl } from './deposit-receipt';

type Tab = 'deposit' | 'record';

const TabBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} 0;
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** Copies a text to the clipboard, where the browser allows it. */
async function copyText(text: string): Promise<void> {
  await navigator.clipboard?.writeText(text).catch(() => undefined);
}

/**
 * Deposit `/m/voucherCenter` (SPEC §6, §7): the route guard sends a guest to login and refuses a
 * trial account. Tabs switch between the deposit (methods, amount, then the payment step, laid
 * out by `dep_func`) and the deposit record; the provider's return `?deposit=<id>` opens the
 * payment step of that deposit, which the model follows until it is paid.
 */
export const DepositPage = observer(function DepositPage() {
  const intl = useIntl();
  const model = useScreenModel(depositModel);
  const wallet = useWalletStore();
  const system = useSystemStore();
  const { search } = useLocation();
  const [tab, setTab] = useState<Tab>('deposit');
  const returned = positiveIdOf(new URLSearchParams(search).get('deposit'));
  useEffect(() => {
    if (returned !== null) void model.follow(returned);
  }, [model, returned]);

  const list = model.methods.value;
  const currencySymbol = currencySymbolOf(list?.currency ?? wallet.balance?.currency ?? 'PHP');
  const current = model.current;
  const methodNames = Object.fromEntries((list?.methods ?? []).map((method) => [method.code, method.name]));
  const record = model.record;
  const receipt = useReceiptControl(record);
  return (
    <>
      <VisuallyHidden as="h2">{intl.formatMessage(DEPOSIT_TEXT.heading)}</VisuallyHidden>
      <TabBar>
        <p aria-live="polite">{intl.formatMessage(BALANCE_TEXT, { amount: wallet.displayBalance })}</p>
        <SegmentedTabs
          label={intl.formatMessage(DEPOSIT_TEXT.tabs)}
          tabs={[
            { id: 'deposit', label: intl.formatMessage(DEPOSIT_TEXT.tabDeposit) },
            { id: 'record', label: intl.formatMessage(DEPOSIT_TEXT.tabRecord) },
          ]}
          selected={tab}
          onSelect={(id) => setTab(id as Tab)}
        />
      </TabBar>
      {tab === 'record' ? (
        <DepositRecord
          status={record.status}
          period={record.period}
          items={record.items}
          methodNames={methodNames}
          currencySymbol={currencySymbol}
          state={record.page.status === 'failed' ? 'failed' : record.page.pending || record.page.loading ? 'loading' : 'ready'}
          onStatus={record.setStatus}
          onPeriod={record.setPeriod}
          onRetry={() => void record.load()}
          reminding={record.reminding}
          onRemind={(id) => void record.remind(id)}
          receipt={receipt}
        />
      ) : current !== null ? (
        <DepositPayment
          deposit={current}
          methodName={methodNames[current.methodCode] ?? current.methodCode}
          currencySymbol={currencySymbol}
          countdown={model.countdown}
          paymentUrl={model.paymentUrl}
          canRenewLink={model.canRenewLink}
          layout={depositDetailLayout(system.templates ?? {})}
          pending={model.pending !== null}
          onNewLink={() => void model.renewLink()}
          onNewDeposit={model.backToForm}
          onCopy={copyText}
        />
      ) : (
        <DepositForm model={model} currencySymbol={currencySymbol} />
      )}
    </>
  );
});
