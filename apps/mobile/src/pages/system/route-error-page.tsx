import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useRouteError } from 'react-router-dom';
import { Button, StatusScreen } from '@gp/ui';

const messages = defineMessages({
  title: { id: 'system.routeError.title', defaultMessage: 'This page could not be loaded' },
  body: { id: 'system.routeError.body', defaultMessage: 'The connection may have dropped while it was loading.' },
  retry: { id: 'system.routeError.retry', defaultMessage: 'Try again' },
  home: { id: 'system.routeError.home', defaultMessage: 'Go to the home page' },
});

/** Props of RouteErrorPage. */
export interface RouteErrorPageProps {
  /** True when shown outside the page frame, as the page's own main landmark. */
  readonly standalone?: boolean;
}

/** Shown when a page fails to load or render, with a way to retry and a way home. */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const intl = useIntl();
  const error = useRouteError();
  useEffect(() => {
    console.error('Async route failed', error);
  }, [error]);
  return (
    <StatusScreen
      landmark={standalone}
      tone="offline"
      title={intl.formatMessage(messages.title)}
      body={<p>{intl.formatMessage(messages.body)}</p>}
      action={
        <>
          <Button onClick={() => window.location.reload()}>{intl.formatMessage(messages.retry)}</Button>
          <Link to="/">{intl.formatMessage(messages.home)}</Link>
        </>
      }
    />
  );
}
