import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { readableLinks } from '../../content/readable-links';
import { pathOf, signInRequirements, signInToday, type SignInRequirement } from '@gp/domain';
import type { SignInCalendar } from '@gp/api-client';
import { Button, UiLink } from '@gp/ui';
import { SIGN_IN_CONDITIONS, SIGN_IN_CREDITED, SIGN_IN_TEXT, SIGN_IN_TODAY_REWARD } from './sign-in-messages';

/** Props of SignInToday. */
export interface SignInTodayProps {
  readonly calendar: SignInCalendar;
  readonly money: (amountMinor: number) => string;
  readonly claiming: boolean;
  /** What the last claim credited, or null. */
  readonly credited: number | null;
  /** Why the last claim failed, translated, or null. */
  readonly claimError: string | null;
  readonly onClaim: () => void;
}

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${readableLinks}
  h2,
  p,
  ul {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0;
    list-style: none;
  }
  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

function Requirement({ requirement, money }: { readonly requirement: SignInRequirement; readonly money: (amountMinor: number) => string }) {
  const intl = useIntl();
  const text = intl.formatMessage(SIGN_IN_CONDITIONS[requirement.kind], {
    required: money(requirement.requiredMinor),
    done: money(requirement.doneMinor),
    missing: money(requirement.missingMinor),
  });
  return (
    <li>
      <span>{text}</span>
      <progress max={100} value={requirement.percent} aria-label={text} />
      {requirement.missingMinor > 0 ? (
        <UiLink to={pathOf(requirement.kind === 'deposit' ? 'deposit' : 'gameCenter')}>
          {intl.formatMessage(requirement.kind === 'deposit' ? SIGN_IN_TEXT.deposit : SIGN_IN_TEXT.play)}
        </UiLink>
      ) : null}
    </li>
  );
}

/**
 * Today on the sign-in screen: its reward and Claim while it can be claimed; the conditions still
 * open (what is asked, done and missing, with a way to meet each); or 'come back tomorrow'.
 */
export function SignInToday({ calendar, money, claiming, credited, claimError, onClaim }: SignInTodayProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const state = signInToday(calendar);
  const reward = calendar.days[calendar.todayIndex]?.rewardMinor ?? 0;
  return (
    <Card aria-labelledby="sign-in-today">
      <h2 id="sign-in-today">{t(SIGN_IN_TEXT.today)}</h2>
      <p>{t(SIGN_IN_TODAY_REWARD, { amount: money(reward) })}</p>
      {state === 'claimed' ? <p role="status">{credited === null ? t(SIGN_IN_TEXT.claimedToday) : t(SIGN_IN_CREDITED, { amount: money(credited) })}</p> : null}
      {state === 'conditionsOpen' ? (
        <>
          <p>{t(SIGN_IN_TEXT.conditions)}</p>
          <ul>
            {signInRequirements(calendar).map((requirement) => (
              <Requirement key={requirement.kind} requirement={requirement} money={money} />
            ))}
          </ul>
        </>
      ) : null}
      {state === 'claimable' ? (
        <Button onClick={onClaim} disabled={claiming}>
          {t(claiming ? SIGN_IN_TEXT.claiming : SIGN_IN_TEXT.claim)}
        </Button>
      ) : null}
      {claimError === null ? null : (
        <p role="alert">
          {t(SIGN_IN_TEXT.claimFailed)} {claimError}
        </p>
      )}
    </Card>
  );
}
