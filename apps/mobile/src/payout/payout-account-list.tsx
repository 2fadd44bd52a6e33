import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PayoutAccount } from '@gp/api-client';
import { messageDescriptor } from '@gp/domain';
import { Button, LoadFailed } from '@gp/ui';
import { payoutAccountLabel } from './payout-account-label';
import { ItemActionButton } from './item-action-button';
import { ListItem, ListSection } from './list-layout';
import { ACCOUNTS_LIMIT, WITHDRAW_MESSAGES } from './withdraw-messages';

/** Props of PayoutAccountList. */
export interface PayoutAccountListProps {
  readonly status: 'loading' | 'failed' | 'ready';
  readonly accounts: readonly PayoutAccount[];
  readonly maxPerMethod: number;
  /** Names of the banks by code. */
  readonly bankNames: Readonly<Record<string, string>>;
  /** Why the list did not load, translated. */
  readonly failureReason?: string | null;
  /** The account being removed. */
  readonly removing: number | null;
  readonly canAdd: boolean;
  readonly onAdd: () => void;
  readonly onRemove: (account: PayoutAccount) => void;
  readonly onRetry: () => void;
}

const Strong = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * The member's saved payout accounts: method (and bank), masked number and name, each with its
 * remove button; Add while a method has room; loading, empty and failed states.
 */
export function PayoutAccountList(props: PayoutAccountListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const label = (account: PayoutAccount) => payoutAccountLabel(account, props.bankNames, intl);
  return (
    <ListSection aria-labelledby="payout-accounts-title" aria-busy={props.status === 'loading'}>
      <h2 id="payout-accounts-title">{t(WITHDRAW_MESSAGES.accounts)}</h2>
      {props.status === 'failed' ? (
        <LoadFailed size="section" title={t(WITHDRAW_MESSAGES.accountsFailed)} reason={props.failureReason} onRetry={props.onRetry} />
      ) : null}
      {props.status === 'ready' && props.accounts.length === 0 ? <p>{t(WITHDRAW_MESSAGES.noAccounts)}</p> : null}
      {props.accounts.length > 0 ? (
        <ul>
          {props.accounts.map((account) => (
            <ListItem key={account.id}>
              <span>
                <Strong>{label(account)}</Strong>
                {account.accountName}
              </span>
              <ItemActionButton
                text={props.removing === account.id ? t(WITHDRAW_MESSAGES.removing) : t(messageDescriptor('withdraw.removeAccountConfirm'))}
                subject={label(account)}
                disabled={props.removing !== null}
                onClick={() => props.onRemove(account)}
              />
            </ListItem>
          ))}
        </ul>
      ) : null}
      {props.status === 'ready' ? (
        <>
          <p>{t(ACCOUNTS_LIMIT, { max: props.maxPerMethod })}</p>
          <Button variant="primary" disabled={!props.canAdd} onClick={props.onAdd}>
            {t(WITHDRAW_MESSAGES.addAccount)}
          </Button>
        </>
      ) : null}
    </ListSection>
  );
}
