import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, type DepositMethodGroup } from '@gp/domain';
import type { DepositMethod } from '@gp/api-client';
import { DEPOSIT_TEXT, FEE_TEXT, GROUP_TEXT, LIMITS_TEXT, OUT_OF_HOURS_TEXT } from './deposit-messages';

/** Props of DepositMethods. */
export interface DepositMethodsProps {
  readonly groups: readonly DepositMethodGroup<DepositMethod>[];
  readonly selectedCode: string | null;
  readonly currencySymbol: string;
  readonly onSelect: (code: string) => void;
}

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  padding: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Card = styled.label<{ $off: boolean }>`
  display: grid;
  grid-template-columns: auto 5rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: ${({ $off }) => ($off ? 'not-allowed' : 'pointer')};
  opacity: ${({ $off }) => ($off ? 0.6 : 1)};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
  img {
    width: 5rem;
    height: 2rem;
    object-fit: contain;
  }
`;

const Facts = styled.span`
  display: grid;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    font-size: ${({ theme }) => theme.font.sizeMd};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The line under a method's name: its fee and limits, or why it cannot be used now. */
function useMethodFacts(currencySymbol: string) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, currencySymbol, intl.locale);
  return (method: DepositMethod): string[] => {
    if (method.unavailable === 'off') return [intl.formatMessage(DEPOSIT_TEXT.off), method.processing];
    if (method.unavailable === 'outOfHours' && method.serviceHours) {
      return [intl.formatMessage(OUT_OF_HOURS_TEXT, { opens: method.serviceHours.opensAt, closes: method.serviceHours.closesAt })];
    }
    const fee = method.feePercent > 0 ? intl.formatMessage(FEE_TEXT, { percent: intl.formatNumber(method.feePercent) }) : intl.formatMessage(DEPOSIT_TEXT.noFee);
    return [`${fee} · ${intl.formatMessage(LIMITS_TEXT, { min: money(method.minMinor), max: money(method.maxMinor) })}`, method.processing];
  };
}

/**
 * The deposit methods in their groups (last used first), each a radio card with its logo, fee,
 * limits and processing time; a method that cannot be used now is greyed, disabled and says why.
 */
export function DepositMethods({ groups, selectedCode, currencySymbol, onSelect }: DepositMethodsProps) {
  const intl = useIntl();
  const factsOf = useMethodFacts(currencySymbol);
  return (
    <Groups role="group" aria-label={intl.formatMessage(DEPOSIT_TEXT.methods)}>
      {groups.map((group) => (
        <Group key={group.key}>
          <Legend>{intl.formatMessage(GROUP_TEXT[group.key as keyof typeof GROUP_TEXT] ?? GROUP_TEXT.ewallet)}</Legend>
          {group.methods.map((method) => (
            <Card key={method.code} $off={method.unavailable !== null}>
              <input
                type="radio"
                name="depositMethod"
                value={method.code}
                checked={method.code === selectedCode}
                disabled={method.unavailable !== null}
                onChange={() => onSelect(method.code)}
              />
              <img src={method.logoUrl} alt="" width={80} height={32} />
              <Facts>
                <strong>{method.name}</strong>
                {factsOf(method).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Facts>
            </Card>
          ))}
        </Group>
      ))}
    </Groups>
  );
}
