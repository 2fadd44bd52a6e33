import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { GAP_PX, TILE_TEXT_PX } from './game-grid-layout';

const messages = defineMessages({
  empty: { id: 'ui.gameGrid.empty', defaultMessage: 'No data', description: 'A game grid with no games (SPEC §2 no-data placeholder)' },
  loading: { id: 'ui.gameGrid.loading', defaultMessage: 'Loading games', description: 'Accessible name of the placeholder tiles while games load' },
  failed: { id: 'ui.gameGrid.failed', defaultMessage: 'The games could not be loaded.', description: 'A game grid whose first page failed to load' },
  retry: { id: 'ui.gameGrid.retry', defaultMessage: 'Try again', description: 'Button that loads a failed game grid again' },
});

const StaticRows = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${GAP_PX}px;
`;

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Skeleton = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  height: 0;
  padding-bottom: calc(100% + ${TILE_TEXT_PX}px);
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
`;

const Retry = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Props of GameGridEmpty. */
export interface GameGridEmptyProps {
  /** 'loading' shows placeholder tiles, 'error' the failure (with a retry when `onRetry` is given), 'ready' 'No data'. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly columns: number;
  readonly onRetry?: () => void;
}

/** What a grid without games shows: placeholder tiles of the tiles' size while loading, a failure with a retry, or 'No data'. */
export function GameGridEmpty({ status, columns, onRetry }: GameGridEmptyProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <StaticRows $columns={columns} role="status" aria-label={intl.formatMessage(messages.loading)} aria-busy="true">
        {Array.from({ length: columns * 3 }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </StaticRows>
    );
  }
  if (status === 'error') {
    return (
      <Message role="alert">
        <p>{intl.formatMessage(messages.failed)}</p>
        {onRetry ? (
          <Retry type="button" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Retry>
        ) : null}
      </Message>
    );
  }
  return (
    <Message>
      <p>{intl.formatMessage(messages.empty)}</p>
    </Message>
  );
}
