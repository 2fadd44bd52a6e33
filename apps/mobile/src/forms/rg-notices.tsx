import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, pathOf, type ExclusionRefusal, type RgLimitRefusal } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { useRecordText } from '../records/use-record-text';
import { RG_EXCLUDED_NOTICE, RG_LIMIT_NOTICE, RG_SEE_LIMITS } from './rg-notice-messages';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

/** Says which responsible-gaming limit refused a deposit or bet, how much of it is used and when it resets. */
export function RgLimitNotice({ refusal, currencySymbol }: { readonly refusal: RgLimitRefusal; readonly currencySymbol: string }) {
  const intl = useIntl();
  const { dateTime } = useRecordText();
  const money = (minor: number) => formatMoney(minor, currencySymbol, intl.locale);
  return (
    <Notice role="alert">
      <p>
        {intl.formatMessage(RG_LIMIT_NOTICE, {
          period: refusal.period,
          kind: refusal.kind,
          limit: money(refusal.limitMinor),
          used: money(refusal.usedMinor),
          date: dateTime(refusal.resetsAt),
        })}
      </p>
      <UiLink to={pathOf('rgTools')}>{intl.formatMessage(RG_SEE_LIMITS)}</UiLink>
    </Notice>
  );
}

/** Says why login is refused: the account is on a break, until when. */
export function ExclusionNotice({ refusal }: { readonly refusal: ExclusionRefusal }) {
  const intl = useIntl();
  const { dateTime } = useRecordText();
  return (
    <Notice role="alert">
      <p>{intl.formatMessage(RG_EXCLUDED_NOTICE, { kind: refusal.kind, date: dateTime(refusal.endsAt) })}</p>
    </Notice>
  );
}
