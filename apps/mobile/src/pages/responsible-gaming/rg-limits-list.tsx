import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RG_LIMIT_KINDS, rgUsedShare } from '@gp/domain';
import type { RgLimit, RgStatus } from '@gp/api-client';
import { FiguresCard } from '../../records/figures-card';
import type { RecordText } from '../../records/use-record-text';
import { RG_PENDING_REMOVAL_TEXT, RG_PENDING_TEXT, RG_RESETS_TEXT, RG_TEXT as text, RG_USED_TEXT } from './rg-messages';

const Card = styled(FiguresCard)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: 0;
  }
`;

const Head = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
`;

const Small = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Bar = styled.div<{ $share: number }>`
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border};
  &::after {
    content: '';
    display: block;
    width: ${({ $share }) => Math.round($share * 100)}%;
    height: 100%;
    border-radius: inherit;
    background: ${({ $share, theme }) => ($share >= 1 ? theme.color.danger : theme.color.primary)};
  }
`;

/** Props of RgLimitsList. */
export interface RgLimitsListProps {
  readonly status: RgStatus;
  readonly format: Pick<RecordText, 'money' | 'dateTime'>;
}

function LimitRow({ limit, currency, format }: { readonly limit: RgLimit; readonly currency: string; readonly format: RgLimitsListProps['format'] }) {
  const intl = useIntl();
  const money = (minor: number) => format.money(minor, currency);
  const { amountMinor, pending } = limit;
  return (
    <li>
      <Head>
        <span>{intl.formatMessage(text[limit.period])}</span>
        <span>{amountMinor === null ? intl.formatMessage(text.noLimit) : money(amountMinor)}</span>
      </Head>
      {amountMinor === null ? null : (
        <>
          <Bar $share={rgUsedShare(amountMinor, limit.usedMinor)} aria-hidden="true" />
          <Small>{intl.formatMessage(RG_USED_TEXT, { used: money(limit.usedMinor), limit: money(amountMinor) })}</Small>
          <Small>{intl.formatMessage(RG_RESETS_TEXT, { date: format.dateTime(limit.resetsAt) })}</Small>
        </>
      )}
      {pending === null ? null : (
        <Small>
          {pending.amount === null
            ? intl.formatMessage(RG_PENDING_REMOVAL_TEXT, { date: format.dateTime(pending.appliesAt) })
            : intl.formatMessage(RG_PENDING_TEXT, { amount: money(pending.amount), date: format.dateTime(pending.appliesAt) })}
        </Small>
      )}
    </li>
  );
}

/** The money limits by kind (deposit, loss, wager), each per day, week and month, with their use, reset time and any change waiting. */
export function RgLimitsList({ status, format }: RgLimitsListProps) {
  const intl = useIntl();
  return (
    <>
      {RG_LIMIT_KINDS.map((kind) => (
        <Card key={kind} aria-labelledby={`rg-${kind}`}>
          <h3 id={`rg-${kind}`}>{intl.formatMessage(text[kind])}</h3>
          <Rows>
            {status.limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => (
                <LimitRow key={limit.period} limit={limit} currency={status.currency} format={format} />
              ))}
          </Rows>
        </Card>
      ))}
    </>
  );
}
