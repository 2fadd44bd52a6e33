import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { RecordList, type RecordListProps } from './record-list';

const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, text: `Line ${index + 1}` }));

function props(overrides: Partial<RecordListProps<{ id: number; text: string }>> = {}): RecordListProps<{ id: number; text: string }> {
  return {
    items: lines(3),
    status: 'ready',
    label: 'Game records',
    keyOf: (line) => line.id,
    renderItem: (line) => <span>{line.text}</span>,
    onMore: vi.fn(),
    complete: false,
    loadingMore: false,
    failed: false,
    failedTitle: 'The records could not be loaded.',
    onRetry: vi.fn(),
    ...overrides,
  };
}

describe('RecordList', () => {
  it('shows the lines as a named list and asks for the next page near the end', () => {
    const onMore = vi.fn();
    renderInBrand(<RecordList {...props({ onMore })} />);
    expect(screen.getByRole('list', { name: 'Game records' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing more when complete, while a page is on its way or after a failure', () => {
    const onMore = vi.fn();
    const { rerender } = renderInBrand(<RecordList {...props({ onMore, complete: true })} />);
    expect(screen.getByText('No more records')).toBeInTheDocument();
    rerender(<RecordList {...props({ onMore, loadingMore: true })} />);
    expect(screen.getByText('Loading more…')).toBeInTheDocument();
    rerender(<RecordList {...props({ onMore, failed: true })} />);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('offers Try again when the next page failed', async () => {
    const onRetry = vi.fn();
    renderInBrand(<RecordList {...props({ failed: true, onRetry })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Could not load more records. Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('holds the space with placeholders while loading, says there is nothing, or shows the failure with Try again', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderInBrand(<RecordList {...props({ items: [], status: 'loading' })} />);
    expect(screen.getByRole('status', { name: 'Loading records' })).toBeInTheDocument();
    rerender(<RecordList {...props({ items: [] })} />);
    expect(screen.getByText('No records in this period')).toBeInTheDocument();
    rerender(<RecordList {...props({ items: [], status: 'error', failed: true, failedReason: 'No connection.', onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The records could not be loaded.No connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('asks for the next page of a list emptied and filled again (a new period) as it did for the first', async () => {
    const onMore = vi.fn();
    const { rerender } = renderInBrand(<RecordList {...props({ items: lines(30), onMore })} />);
    await waitFor(() => expect(onMore).toHaveBeenCalledTimes(1));
    rerender(<RecordList {...props({ items: [], status: 'loading', onMore })} />);
    rerender(<RecordList {...props({ items: lines(30), onMore })} />);
    await waitFor(() => expect(onMore).toHaveBeenCalledTimes(2));
  });
});
