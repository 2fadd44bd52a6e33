import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Button } from '../button/button';
import { LoadFailed } from '../load-failed/load-failed';

const messages = defineMessages({
  empty: { id: 'ui.recordList.empty', defaultMessage: 'No records in this period', description: 'A record list (game records, transactions, rebates) with nothing to show' },
  loading: { id: 'ui.recordList.loading', defaultMessage: 'Loading records', description: 'Accessible name of the placeholder lines while a record list loads' },
  loadingMore: { id: 'ui.recordList.loadingMore', defaultMessage: 'Loading more…', description: 'Under a record list while the next page loads' },
  moreFailed: { id: 'ui.recordList.moreFailed', defaultMessage: 'Could not load more records. Try again', description: 'Button under a record list after its next page failed to load' },
  end: { id: 'ui.recordList.end', defaultMessage: 'No more records', description: 'Under a record list once every page is shown' },
});

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Skeleton = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** Props of RecordListEmpty. */
export interface RecordListEmptyProps {
  readonly status: 'loading' | 'ready' | 'error';
  /** The height of one line, so that the placeholders hold the lines' space. */
  readonly lineHeight: number;
  /** What could not be loaded, translated. */
  readonly failedTitle: string;
  /** Why, translated, when known. */
  readonly failedReason?: string | null;
  readonly onRetry: () => void;
  /** What an empty list says, translated; 'No records' by default. */
  readonly emptyText?: string;
}

/** What a record list without lines shows: placeholder lines while loading, the failure with Try again, or 'No records'. */
export function RecordListEmpty({ status, lineHeight, failedTitle, failedReason = null, onRetry, emptyText }: RecordListEmptyProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <div role="status" aria-label={intl.formatMessage(messages.loading)} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} $height={lineHeight} />
        ))}
      </div>
    );
  }
  if (status === 'error') return <LoadFailed title={failedTitle} reason={failedReason} onRetry={onRetry} />;
  return <Note>{emptyText ?? intl.formatMessage(messages.empty)}</Note>;
}

/** Props of RecordListFooter. */
export interface RecordListFooterProps {
  readonly loadingMore: boolean;
  readonly failed: boolean;
  readonly complete: boolean;
  readonly onRetry: () => void;
}

/** Under the lines: 'Loading more…', the failed next page's Try again, or 'No more records'. */
export function RecordListFooter({ loadingMore, failed, complete, onRetry }: RecordListFooterProps) {
  const intl = useIntl();
  if (failed) {
    return (
      <Note>
        <Button onClick={onRetry}>{intl.formatMessage(messages.moreFailed)}</Button>
      </Note>
    );
  }
  return <Note role="status">{loadingMore ? intl.formatMessage(messages.loadingMore) : complete ? intl.formatMessage(messages.end) : ''}</Note>;
}
