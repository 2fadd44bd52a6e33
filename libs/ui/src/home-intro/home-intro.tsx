import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { UiLink } from '../link/link';

const messages = defineMessages({
  deposit: { id: 'ui.homeIntro.deposit', defaultMessage: 'Deposit now', description: 'Button of the home introduction that opens the deposit screen' },
});

/** Props of HomeIntro. */
export interface HomeIntroProps {
  readonly title: string;
  readonly text: string;
  /** In-app path of the deposit button (deposit for players, login for guests). */
  readonly depositTo: string;
}

const Section = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Deposit = styled(UiLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The introduction on home (SPEC §2 'Home'): a heading, a few words and a deposit button. */
export function HomeIntro({ title, text, depositTo }: HomeIntroProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Title id={headingId}>{title}</Title>
      <Text>{text}</Text>
      <Deposit to={depositTo}>{intl.formatMessage(messages.deposit)}</Deposit>
    </Section>
  );
}
