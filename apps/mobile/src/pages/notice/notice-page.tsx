import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryIndexBelow } from '@gp/domain';
import { useAnnouncementsStore } from '../../app/store-context';
import { useOpenLink } from '../../content/use-open-link';
import { NoticeList } from './notice-list';

/**
 * The announcements `/m/notice` (SPEC §2, §4): the player notices with their read state, loaded
 * afresh when the screen opens; the message centre's `index` opens (and marks read) one of them.
 * Opening one marks it read at once; the platform is told (throttled 150 ms) and the unread
 * badges refresh after it.
 */
export const NoticePage = observer(function NoticePage() {
  const announcements = useAnnouncementsStore();
  const [params] = useSearchParams();
  const openLink = useOpenLink();
  useEffect(() => void announcements.loadNotices(), [announcements]);
  const status = announcements.noticesStatus;
  const openIndex = status === 'ready' ? queryIndexBelow(params.get('index'), announcements.notices.length) : null;
  const openedId = openIndex === null ? undefined : announcements.notices[openIndex]?.id;
  useEffect(() => {
    if (openedId !== undefined) announcements.markAsRead(openedId);
  }, [announcements, openedId]);
  return (
    <NoticeList
      key={`${status}-${openIndex ?? ''}`}
      notices={announcements.notices}
      unreadCount={announcements.noticeUnreadCount}
      state={status === 'failed' ? 'failed' : status === 'ready' ? 'ready' : 'loading'}
      openIndex={openIndex}
      onOpen={announcements.markAsRead}
      onRetry={() => void announcements.loadNotices()}
      onLink={openLink}
    />
  );
});
