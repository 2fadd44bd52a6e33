import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf, type Role } from '@gp/domain';
import { Button, UiLink } from '@gp/ui';
import { FormLinks } from '../../forms/form-layout';
import { TRIAL_MESSAGES } from './trial-messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 30rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  box-sizing: border-box;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Limits = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Wide = styled(Button)`
  width: 100%;
`;

/** What the free-trial screen shows for a visitor's role. */
export interface TrialViewProps {
  readonly role: Role;
  /** A session call is under way: the start button waits. */
  readonly pending: boolean;
  readonly onStart: () => void;
}

/**
 * The free-trial screen's content: what the trial is and what a trial account cannot do, then the
 * start button for a guest, or the way to the games during a session; registration for all but
 * real accounts, and login for a guest.
 */
export function TrialView({ role, pending, onStart }: TrialViewProps) {
  const t = useIntl().formatMessage;
  const limitsId = useId();
  return (
    <Body>
      <Heading>{t(TRIAL_MESSAGES.heading)}</Heading>
      <Text>{t(TRIAL_MESSAGES.intro)}</Text>
      <Limits aria-labelledby={limitsId}>
        <h3 id={limitsId}>{t(TRIAL_MESSAGES.limitsHeading)}</h3>
        <ul>
          <li>{t(TRIAL_MESSAGES.limitDeposit)}</li>
          <li>{t(TRIAL_MESSAGES.limitInbox)}</li>
          <li>{t(TRIAL_MESSAGES.limitChat)}</li>
          <li>{t(TRIAL_MESSAGES.limitMember)}</li>
        </ul>
      </Limits>
      {role === 'guest' ? (
        <Wide disabled={pending} onClick={onStart}>
          {t(TRIAL_MESSAGES.start)}
        </Wide>
      ) : (
        <>
          <Text role="status">{t(role === 'trial' ? TRIAL_MESSAGES.playing : TRIAL_MESSAGES.member)}</Text>
          <UiLink to={pathOf('gameCenter')}>{t(TRIAL_MESSAGES.games)}</UiLink>
        </>
      )}
      {role === 'member' || role === 'agent' ? null : (
        <FormLinks as="div">
          <UiLink to={pathOf('register')}>{t(TRIAL_MESSAGES.register)}</UiLink>
          {role === 'guest' ? <UiLink to={pathOf('login')}>{t(TRIAL_MESSAGES.login)}</UiLink> : null}
        </FormLinks>
      )}
    </Body>
  );
}
