import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PayoutAccount } from '@gp/api-client';
import { MESSAGES } from '@gp/domain';
import { Button, LoadFailed } from '@gp/ui';
import { payoutAccountLabel } from './payout-account-label';
import { ItemActionButton } from './item-action-button';
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

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
    <Section aria-labelledby="payout-accounts-title" aria-busy={props.status === 'loading'}>
      <Heading id="payout-accounts-title">{t(WITHDRAW_MESSAGES.accounts)}</Heading>
      {props.status === 'failed' ? (
        <LoadFailed size="section" title={t(WITHDRAW_MESSAGES.accountsFailed)} reason={props.failureReason} onRetry={props.onRetry} />
      ) : null}
      {props.status === 'ready' && props.accounts.length === 0 ? <Muted>{t(WITHDRAW_MESSAGES.noAccounts)}</Muted> : null}
      {props.accounts.length > 0 ? (
        <List>
          {props.accounts.map((account) => (
            <Row key={account.id}>
              <span>
                <Strong>{label(account)}</Strong>
                {account.accountName}
              </span>
              <ItemActionButton
                text={props.removing === account.id ? t(WITHDRAW_MESSAGES.removing) : t(MESSAGES['withdraw.removeAccountConfirm'])}
                subject={label(account)}
                disabled={props.removing !== null}
                onClick={() => props.onRemove(account)}
              />
            </Row>
          ))}
        </List>
      ) : null}
      {props.status === 'ready' ? (
        <>
          <Muted>{t(ACCOUNTS_LIMIT, { max: props.maxPerMethod })}</Muted>
          <Button variant="primary" disabled={!props.canAdd} onClick={props.onAdd}>
            {t(WITHDRAW_MESSAGES.addAccount)}
          </Button>
        </>
      ) : null}
    </Section>
  );
}
