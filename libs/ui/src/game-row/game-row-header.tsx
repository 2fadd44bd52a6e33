import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { UiLink } from '../link/link';

const messages = defineMessages({
  viewAll: { id: 'ui.gameRow.viewAll', defaultMessage: 'View all', description: 'Link from a home game section to the game centre on its category' },
});

const viewAllLabel = defineMessage<{ title: string }>({
  id: 'ui.gameRow.viewAllLabel',
  defaultMessage: 'View all {title}',
  description: "Accessible name of a home section's 'View all' link (must start with the visible 'View all' text), with the section title",
});

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touchTarget};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const ViewAll = styled(UiLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
`;

/** The header of a game section: its title and the 'view all' link. */
export function GameRowHeader({ title, viewAllTo, headingId }: { readonly title: string; readonly viewAllTo?: string; readonly headingId: string }) {
  const intl = useIntl();
  return (
    <Header>
      <Title id={headingId}>{title}</Title>
      {viewAllTo ? (
        <ViewAll to={viewAllTo} aria-label={intl.formatMessage(viewAllLabel, { title })}>
          {intl.formatMessage(messages.viewAll)}
        </ViewAll>
      ) : null}
    </Header>
  );
}
