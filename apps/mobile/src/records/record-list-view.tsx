import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RecordList as RecordListModel } from '@gp/stores';
import { RecordList } from '@gp/ui';
import type { RecordText } from './use-record-text';

/** The body of a records screen: its parts stacked with the frame's padding. */
export const RecordsScreen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

/** Props of RecordListView. */
export interface RecordListViewProps<T> {
  /** The screen model's list (`RecordList` of `@gp/stores`). */
  readonly list: RecordListModel<T, unknown>;
  /** The list's accessible name and what a failure says could not be loaded, translated. */
  readonly label: string;
  readonly failedTitle: string;
  readonly keyOf: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  readonly lineHeight?: number;
  readonly format: Pick<RecordText, 'reason'>;
  /** What the list says when it has no lines, translated; 'No records' by default. */
  readonly emptyText?: string;
}

/** A records screen's list: the screen model's lines, paging and failure shown by `@gp/ui`'s RecordList. */
function RecordListViewOf<T>({ list, label, failedTitle, keyOf, renderItem, lineHeight, format, emptyText }: RecordListViewProps<T>) {
  return (
    <RecordList
      items={list.items}
      status={list.status}
      label={label}
      keyOf={keyOf}
      renderItem={renderItem}
      lineHeight={lineHeight}
      onMore={list.more}
      complete={list.complete}
      loadingMore={list.loadingMore}
      failed={list.errorCode !== null}
      failedTitle={failedTitle}
      failedReason={format.reason(list.errorCode)}
      onRetry={list.retry}
      emptyText={emptyText}
    />
  );
}

/** The observer form of RecordListViewOf (it re-renders as the list changes). */
export const RecordListView = observer(RecordListViewOf) as <T>(props: RecordListViewProps<T>) => ReactNode;
