import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SignInDay } from '@gp/api-client';
import { SIGN_IN_DAY_STATES, SIGN_IN_TEXT } from './sign-in-messages';

/** Props of SignInWeek. */
export interface SignInWeekProps {
  readonly days: readonly SignInDay[];
  /** Which day is today (marked as the current date, claimed or not). */
  readonly todayIndex: number;
  /** Formats an amount of the account's currency. */
  readonly money: (amountMinor: number) => string;
}

const Week = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li<{ $state: SignInDay['state'] }>`
  display: grid;
  justify-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} 2px;
  border: 2px solid ${({ theme, $state }) => ($state === 'today' || $state === 'claimed' ? theme.color.primary : theme.color.surface)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $state }) => ($state === 'claimed' ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $state }) => ($state === 'claimed' ? theme.color.onPrimary : $state === 'missed' ? theme.color.textMuted : theme.color.text)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: center;
  strong {
    font-size: 0.75rem;
    white-space: nowrap;
  }
  span:last-child {
    font-size: 0.7rem;
  }
`;

/** The seven days of the sign-in week: weekday, reward and state (claimed, missed, today, coming). */
export function SignInWeek({ days, todayIndex, money }: SignInWeekProps) {
  const intl = useIntl();
  return (
    <Week aria-label={intl.formatMessage(SIGN_IN_TEXT.week)}>
      {days.map((day, index) => (
        <Day key={day.date} $state={day.state} aria-current={index === todayIndex ? 'date' : undefined}>
          <span>{intl.formatDate(`${day.date}T00:00:00Z`, { weekday: 'short', timeZone: 'UTC' })}</span>
          <strong>{money(day.rewardMinor)}</strong>
          <span>{intl.formatMessage(SIGN_IN_DAY_STATES[day.state])}</span>
        </Day>
      ))}
    </Week>
  );
}
