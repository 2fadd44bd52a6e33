import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button, StatusScreen } from '@gp/ui';

const messages = defineMessages({
  title: { id: 'system.unreachable.title', defaultMessage: 'We cannot reach the platform' },
  body: {
    id: 'system.unreachable.body',
    defaultMessage: 'Check your mobile data or Wi-Fi connection, then try again.',
  },
  retry: { id: 'system.unreachable.retry', defaultMessage: 'Try again' },
  retrying: { id: 'system.unreachable.retrying', defaultMessage: 'Trying…' },
});

/** Props of UnreachablePage. */
export interface UnreachablePageProps {
  /** Tries the platform again; the page stays until it answers. */
  readonly onRetry: () => Promise<void>;
}

/** Shown on a first visit when the platform cannot be reached and nothing is cached. */
export function UnreachablePage({ onRetry }: UnreachablePageProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [retrying, setRetrying] = useState(false);
  const handleRetry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <StatusScreen
      tone="offline"
      title={title}
      body={<p>{intl.formatMessage(messages.body)}</p>}
      action={
        <Button onClick={handleRetry} disabled={retrying} aria-busy={retrying}>
          {intl.formatMessage(retrying ? messages.retrying : messages.retry)}
        </Button>
      }
    />
  );
}
