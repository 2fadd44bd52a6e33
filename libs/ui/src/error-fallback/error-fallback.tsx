import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import { Button } from '../button/button';
import { UiLink } from '../link/link';

const messages = defineMessages({
  crashTitle: { id: 'ui.errorFallback.crashTitle', defaultMessage: 'Something went wrong', description: 'Title of the page shown after an unexpected error' },
  crashBody: { id: 'ui.errorFallback.crashBody', defaultMessage: 'An unexpected error stopped this page. Please try again.', description: 'Body of the page shown after an unexpected error' },
  chunkTitle: { id: 'ui.errorFallback.chunkTitle', defaultMessage: 'This page could not be loaded', description: 'Title shown when a page failed to download' },
  chunkBody: { id: 'ui.errorFallback.chunkBody', defaultMessage: 'Check your mobile data or Wi-Fi, then try again.', description: 'Body shown when a page failed to download' },
  retry: { id: 'ui.errorFallback.retry', defaultMessage: 'Retry', description: 'Button that re-renders the page after an error' },
  tryAgain: { id: 'ui.errorFallback.tryAgain', defaultMessage: 'Try again', description: 'Button that downloads the page again' },
  home: { id: 'ui.errorFallback.home', defaultMessage: 'Go to home', description: 'Link to the home screen from an error page' },
});

/** What failed: the page itself (error boundary) or the download of its code. */
export type ErrorFallbackVariant = 'crash' | 'chunk';

/** Props of ErrorFallback. */
export interface ErrorFallbackProps {
  readonly variant?: ErrorFallbackVariant;
  readonly onRetry: () => void;
  /** Offer the link home (default true). */
  readonly showHome?: boolean;
  /** The title's heading level: 1 when the fallback is the whole page (default), 2 inside a page frame that has its h1. */
  readonly headingLevel?: 1 | 2;
}

const Section = styled.section`
  min-height: 60dvh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
  color: ${({ theme }) => theme.color.text};
`;

const Body = styled.p`
  margin: 0;
  max-width: 22rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const HomeLink = styled(UiLink)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** The page an error boundary shows: what happened, a retry button and a way home. */
export function ErrorFallback({ variant = 'crash', onRetry, showHome = true, headingLevel = 1 }: ErrorFallbackProps) {
  const intl = useIntl();
  const titleId = useId();
  const chunk = variant === 'chunk';
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId} as={headingLevel === 1 ? 'h1' : 'h2'}>{intl.formatMessage(chunk ? messages.chunkTitle : messages.crashTitle)}</Title>
      <Body>{intl.formatMessage(chunk ? messages.chunkBody : messages.crashBody)}</Body>
      <Button onClick={onRetry}>{intl.formatMessage(chunk ? messages.tryAgain : messages.retry)}</Button>
      {showHome ? <HomeLink to={pathOf('home')}>{intl.formatMessage(messages.home)}</HomeLink> : null}
    </Section>
  );
}
