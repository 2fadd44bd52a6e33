import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RouteId } from '@gp/domain';
import { routeTitleOf } from '../../routes/route-titles';

const messages = defineMessages({
  comingSoon: {
    id: 'placeholder.comingSoon',
    defaultMessage: 'This screen is on its way. Please check back soon.',
    description: 'Body of a screen whose content is not built yet',
  },
});

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
`;

/** Props of PlaceholderPage. */
export interface PlaceholderPageProps {
  readonly routeId: RouteId;
}

/** The frame and title of a screen whose content a later piece of work builds. */
export function PlaceholderPage({ routeId }: PlaceholderPageProps) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="placeholder-title" data-placeholder={routeId}>
      <Heading id="placeholder-title">{intl.formatMessage(routeTitleOf(routeId))}</Heading>
      <p>{intl.formatMessage(messages.comingSoon)}</p>
    </Section>
  );
}
