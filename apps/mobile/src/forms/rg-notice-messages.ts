import { defineMessage } from 'react-intl';

/** The way from a refusal to the limits screen. */
export const RG_SEE_LIMITS = defineMessage({ id: 'rg.notice.seeLimits', defaultMessage: 'See my limits', description: 'Link from a refused deposit to the limits screen' });

/** Which limit refused a deposit or bet, and when it resets. */
export const RG_LIMIT_NOTICE = defineMessage<{ period: string; kind: string; limit: string; used: string; date: string }>({
  id: 'rg.notice.limit',
  defaultMessage:
    'This would pass your {period, select, day {daily} week {weekly} other {monthly}} {kind, select, deposit {deposit} loss {loss} other {wager}} limit of {limit} ({used} used). It resets on {date} (Manila time).',
  description: 'A deposit or bet refused by a responsible-gaming limit; period is day/week/month, kind deposit/loss/wager, limit and used are money, date a date and time',
});

/** Why login is refused during a break, and until when. */
export const RG_EXCLUDED_NOTICE = defineMessage<{ kind: string; date: string }>({
  id: 'rg.notice.excluded',
  defaultMessage:
    '{kind, select, cool_off {You are on a cool-off} other {You have excluded yourself}} until {date} (Manila time). You can log in again then. To withdraw your balance, contact customer service.',
  description: 'Login refused during a cool-off or self-exclusion; kind is cool_off or self_exclusion, date a date and time',
});
