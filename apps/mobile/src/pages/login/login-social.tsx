import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SocialProvider } from '@gp/domain';
import { Button } from '@gp/ui';
import { LOGIN_MESSAGES } from './login-messages';

const Social = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SocialHeading = styled.h2`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props of LoginSocial. */
export interface LoginSocialProps {
  readonly providers: readonly SocialProvider[];
  /** A call is under way: the buttons wait. */
  readonly disabled: boolean;
  readonly onSocial: (provider: SocialProvider) => void;
}

/** The social sign-in buttons under the login form, when any provider is offered. */
export function LoginSocial({ providers, disabled, onSocial }: LoginSocialProps) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  if (providers.length === 0) return null;
  return (
    <Social aria-labelledby={headingId}>
      <SocialHeading id={headingId}>{t(LOGIN_MESSAGES.socialHeading)}</SocialHeading>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" disabled={disabled} onClick={() => onSocial(provider)}>
          {t(provider === 'facebook' ? LOGIN_MESSAGES.facebook : LOGIN_MESSAGES.google)}
        </Button>
      ))}
    </Social>
  );
}
