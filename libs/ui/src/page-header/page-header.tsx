import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

const messages = defineMessages({
  back: { id: 'ui.pageHeader.back', defaultMessage: 'Back', description: 'Accessible name of the back arrow in the page header' },
});

/** Props of PageHeader. */
export interface PageHeaderProps {
  /** The page title, already translated. */
  readonly title: ReactNode;
  /** Called by the back arrow; without it no arrow is shown. */
  readonly onBack?: () => void;
  /** Controls at the right end (free play, customer service...). */
  readonly actions?: ReactNode;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.touchTarget} 1fr auto;
  align-items: center;
  min-height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const BackButton = styled.button`
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  display: grid;
  place-items: center;
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
`;

/** The page header: back arrow, centred title and optional actions. */
export function PageHeader({ title, onBack, actions }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <Bar>
      {onBack ? (
        <BackButton type="button" onClick={onBack} aria-label={intl.formatMessage(messages.back)}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </BackButton>
      ) : (
        <span />
      )}
      <Title>{title}</Title>
      <span>{actions}</span>
    </Bar>
  );
}
