import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import { Button, UiLink } from '@gp/ui';
import { useSessionStore } from '../../app/store-context';
import { FormLinks } from '../../forms/form-layout';
import { useFreePlay } from '../../frame/use-frame-actions';
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

/**
 * Free trial (/m/trail, SPEC §2, §4 'Free trial', §6): what the trial is and what a trial account
 * cannot do, and the button that starts one (the loading overlay, then home in place of this
 * page; a failure says so). During a session it leads to the games instead.
 */
export const TrialPage = observer(function TrialPage() {
  const t = useIntl().formatMessage;
  const session = useSessionStore();
  const freePlay = useFreePlay();
  const limitsId = useId();
  const role = session.role;
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
        <Wide disabled={session.pending !== null} onClick={() => void freePlay()}>
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
});
