import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pathOf, positiveIdOf } from '@gp/domain';
import { inboxModel } from '@gp/stores';
import { ConfirmDialog } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { ContentWaiting } from '../../content/content-waiting';
import { useOpenLink } from '../../content/use-open-link';
import { RecordListView, RecordsScreen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { INBOX_TEXT, INBOX_UNREAD_TEXT } from './inbox-messages';
import { InboxRow } from './inbox-row';

/** The reader, with the HTML sanitiser it brings, loads only when a message is opened. */
const InboxReader = lazy(() => import('./inbox-reader').then((module) => ({ default: module.InboxReader })));

/**
 * The inbox `/m/webEmail` and `/m/messages` (SPEC §2, §6): the route guard sends a guest to login
 * and refuses a trial account ('free_reject'). The list loads more as one scrolls; `?id=` reads a
 * message (so Back returns to the list), which marks it read; Delete asks first.
 */
export const InboxPage = observer(function InboxPage() {
  const intl = useIntl();
  const model = useScreenModel(inboxModel);
  const text = useRecordText();
  const openLink = useOpenLink();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const id = positiveIdOf(params.get('id'));
  useEffect(() => void model.open(id), [model, id]);

  if (id !== null) {
    const failed = model.reading?.id === id && model.reading.errorCode !== null ? model.reading.errorCode : null;
    return (
      <Suspense fallback={<ContentWaiting />}>
        <InboxReader
          message={model.message?.id === id ? model.message : null}
          failure={failed === null ? null : (text.reason(failed) ?? '')}
          deleting={model.deleting === id}
          onDelete={() => setConfirming(true)}
          onRetry={() => void model.open(id)}
          onLink={openLink}
        />
        <ConfirmDialog
          open={confirming}
          title={intl.formatMessage(INBOX_TEXT.deleteTitle)}
          message={intl.formatMessage(INBOX_TEXT.deleteText)}
          confirmLabel={intl.formatMessage(INBOX_TEXT.delete)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void model.remove(id).then((gone) => gone && navigate(pathOf('inbox'), { replace: true }));
          }}
        />
      </Suspense>
    );
  }
  return (
    <RecordsScreen>
      {model.list.status === 'ready' && <p>{intl.formatMessage(INBOX_UNREAD_TEXT, { count: model.list.extra.unreadCount })}</p>}
      <RecordListView
        list={model.list}
        label={intl.formatMessage(INBOX_TEXT.list)}
        failedTitle={intl.formatMessage(INBOX_TEXT.failed)}
        keyOf={(message) => message.id}
        renderItem={(message) => <InboxRow message={message} />}
        lineHeight={96}
        format={text}
      />
    </RecordsScreen>
  );
});
