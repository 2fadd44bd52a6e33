import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

const messages = defineMessages({
  text: {
    id: 'ui.offlineBanner.text',
    defaultMessage: 'You are offline. You see what was saved on this phone; the rest comes back with the signal.',
    description: 'Banner shown while the phone has no network connection',
  },
});

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: center;
`;

/** The line above the page that says the phone has no signal and the app shows what it kept; read out when it appears. */
export function OfflineBanner() {
  const intl = useIntl();
  return <Banner role="status">{intl.formatMessage(messages.text)}</Banner>;
}
