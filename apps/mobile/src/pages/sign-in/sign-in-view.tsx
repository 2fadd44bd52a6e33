import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SignInCalendar } from '@gp/api-client';
import { LoadFailed } from '@gp/ui';
import { ContentWaiting } from '../../content/content-waiting';
import { ContentScreen } from '../../content/content-screen';
import { SIGN_IN_PROGRESS, SIGN_IN_RESETS, SIGN_IN_TEXT } from './sign-in-messages';
import { SignInToday, type SignInTodayProps } from './sign-in-today';
import { SignInWeek } from './sign-in-week';

/** Props of SignInView. */
export interface SignInViewProps extends Omit<SignInTodayProps, 'calendar'> {
  readonly calendar: SignInCalendar | null;
  readonly state: 'loading' | 'failed' | 'ready';
  /** Why the calendar failed to load, translated, or null. */
  readonly failedReason: string | null;
  readonly onRetry: () => void;
  /** Formats a day's reward for the week's narrow cells (whole amounts without decimals). */
  readonly shortMoney: (amountMinor: number) => string;
}

const Screen = styled(ContentScreen)`
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The daily sign-in (LOGIN promo): how far the week is, its seven days with their rewards and
 * states, today with its claim or its conditions, and when the week starts again.
 */
export function SignInView({ calendar, state, failedReason, onRetry, shortMoney, ...today }: SignInViewProps) {
  const intl = useIntl();
  if (state === 'failed') return <LoadFailed size="section" title={intl.formatMessage(SIGN_IN_TEXT.failed)} reason={failedReason} onRetry={onRetry} />;
  if (calendar === null) return <ContentWaiting />;
  return (
    <Screen>
      <p>{intl.formatMessage(SIGN_IN_PROGRESS, { claimed: calendar.claimedCount, total: today.money(calendar.weekTotalMinor) })}</p>
      <SignInWeek days={calendar.days} todayIndex={calendar.todayIndex} money={shortMoney} />
      <SignInToday calendar={calendar} {...today} />
      <p>{intl.formatMessage(SIGN_IN_RESETS, { date: intl.formatDate(calendar.resetsAt, { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'Asia/Manila' }) })}</p>
    </Screen>
  );
}
