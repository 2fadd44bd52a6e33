import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryIndexBelow } from '@gp/domain';
import { noticesStoreOf } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { useOpenLink } from '../../content/use-open-link';
import { NoticeList } from './notice-list';

/**
 * The announcements `/m/notice` (SPEC §2, §4): the player notices with their read state, loaded
 * afresh when the screen opens; the message centre's `index` opens (and marks read) one of them.
 * Opening one marks it read at once; the platform is told (throttled 150 ms) and the unread
 * badges refresh after it.
 */
export const NoticePage = observer(function NoticePage() {
  const notices = noticesStoreOf(useRootStore());
  const [params] = useSearchParams();
  const openLink = useOpenLink();
  useEffect(() => void notices.load(), [notices]);
  const status = notices.status;
  const openIndex = status === 'ready' ? queryIndexBelow(params.get('index'), notices.notices.length) : null;
  const openedId = openIndex === null ? undefined : notices.notices[openIndex]?.id;
  useEffect(() => {
    if (openedId !== undefined) notices.markAsRead(openedId);
  }, [notices, openedId]);
  return (
    <NoticeList
      key={`${status}-${openIndex ?? ''}`}
      notices={notices.notices}
      unreadCount={notices.unreadCount}
      state={status === 'failed' ? 'failed' : status === 'ready' ? 'ready' : 'loading'}
      openIndex={openIndex}
      onOpen={notices.markAsRead}
      onRetry={() => void notices.load()}
      onLink={openLink}
    />
  );
});
