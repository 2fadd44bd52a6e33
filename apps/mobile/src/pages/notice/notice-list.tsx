import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ContentNotice } from '@gp/api-client';
import { LoadFailed } from '@gp/ui';
import { ContentEntry } from '../../content/content-entry';
import { NOTICE_TEXT, NOTICE_UNREAD_TEXT } from './notice-messages';

/** Props of NoticeList. */
export interface NoticeListProps {
  readonly notices: readonly ContentNotice[];
  readonly unreadCount: number;
  readonly state: 'loading' | 'failed' | 'ready';
  /** The announcement open at first (the address's `index`), or null. Give a new `key` to open another. */
  readonly openIndex: number | null;
  /** An announcement was opened: mark it read. */
  readonly onOpen: (id: number) => void;
  readonly onRetry: () => void;
  readonly onLink: (href: string) => void;
}

const Screen = styled.section`
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  min-height: 60vh;
  margin: 0 auto;
  > p {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Meta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightRegular};
`;

const Unread = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * The announcements (SPEC §2 `/m/notice`): how many are unread, then each with its date and an
 * unread mark, opening to its text; opening one marks it read. The one the address names opens first.
 */
export function NoticeList({ notices, unreadCount, state, openIndex, onOpen, onRetry, onLink }: NoticeListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState<number | null>(openIndex);
  if (state === 'failed') return <LoadFailed title={t(NOTICE_TEXT.failed)} onRetry={onRetry} />;
  return (
    <Screen aria-label={t(NOTICE_TEXT.list)} aria-busy={state === 'loading'}>
      {state === 'ready' && <p aria-live="polite">{notices.length === 0 ? t(NOTICE_TEXT.empty) : t(NOTICE_UNREAD_TEXT, { count: unreadCount })}</p>}
      {notices.map((notice, index) => (
        <ContentEntry
          key={notice.id}
          id={`notice-${index}`}
          level={2}
          title={notice.title}
          html={notice.content}
          open={open === index}
          meta={
            <Meta>
              {intl.formatDate(notice.startDate, { dateStyle: 'medium', timeZone: 'Asia/Manila' })}
              {!notice.read && <Unread>{t(NOTICE_TEXT.unread)}</Unread>}
            </Meta>
          }
          onToggle={() => {
            setOpen(open === index ? null : index);
            if (open !== index) onOpen(notice.id);
          }}
          onLink={onLink}
        />
      ))}
    </Screen>
  );
}
