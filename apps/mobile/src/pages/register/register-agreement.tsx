import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import { CheckboxField, UiLink } from '@gp/ui';
import { REGISTER_MESSAGES } from './register-messages';

/** The line stating the minimum age, above its confirmation. */
export const AgeStatement = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Texts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const TextButton = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
`;

const LoginLine = styled.p`
  margin: 0;
  text-align: center;
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** Props of RegisterAgreement. */
export interface RegisterAgreementProps {
  readonly agreed: boolean;
  readonly onAgreedChange: (agreed: boolean) => void;
  readonly onOpenTerms: () => void;
  readonly onOpenPrivacy: () => void;
}

/** The terms agreement (on by default, SPEC §2) and the buttons that open the terms of use and the privacy policy. */
export function RegisterAgreement({ agreed, onAgreedChange, onOpenTerms, onOpenPrivacy }: RegisterAgreementProps) {
  const intl = useIntl();
  return (
    <>
      <CheckboxField name="agreement" label={intl.formatMessage(REGISTER_MESSAGES.agree)} checked={agreed} onChange={onAgreedChange} />
      <Texts>
        <TextButton type="button" aria-haspopup="dialog" onClick={onOpenTerms}>
          {intl.formatMessage(REGISTER_MESSAGES.terms)}
        </TextButton>
        <TextButton type="button" aria-haspopup="dialog" onClick={onOpenPrivacy}>
          {intl.formatMessage(REGISTER_MESSAGES.privacy)}
        </TextButton>
      </Texts>
    </>
  );
}

/** 'Already have an account? Log in' under the registration form. */
export function RegisterLoginLine() {
  const intl = useIntl();
  return (
    <LoginLine>
      {intl.formatMessage(REGISTER_MESSAGES.haveAccount)} <UiLink to={pathOf('login')}>{intl.formatMessage(REGISTER_MESSAGES.login)}</UiLink>
    </LoginLine>
  );
}
