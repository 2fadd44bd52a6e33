import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { LoadFailed } from '../load-failed/load-failed';
import { GAP_PX, TILE_TEXT_PX } from './game-grid-layout';

const messages = defineMessages({
  empty: { id: 'ui.gameGrid.empty', defaultMessage: 'No data', description: 'A game grid with no games (SPEC §2 no-data placeholder)' },
  loading: { id: 'ui.gameGrid.loading', defaultMessage: 'Loading games', description: 'Accessible name of the placeholder tiles while games load' },
  failed: { id: 'ui.gameGrid.failed', defaultMessage: 'The games could not be loaded.', description: 'A game grid whose first page failed to load' },
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

/** Props of GameGridEmpty. */
export interface GameGridEmptyProps {
  /** 'loading' shows placeholder tiles, 'error' the failure with its Try again, 'ready' 'No data'. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly columns: number;
  /** Loads the first page again (the failure's Try again). */
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
  if (status === 'error') return <LoadFailed title={intl.formatMessage(messages.failed)} onRetry={onRetry} />;
  return (
    <Message>
      <p>{intl.formatMessage(messages.empty)}</p>
    </Message>
  );
}
