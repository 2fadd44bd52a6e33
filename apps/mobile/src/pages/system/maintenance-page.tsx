import { defineMessages, useIntl } from 'react-intl';
import { messageDescriptor } from '@gp/domain';
import { useDocumentTitle } from '../../app/use-document-title';
import { BrandLogo, StatusScreen } from '@gp/ui';

const messages = defineMessages({
  body: {
    id: 'system.maintenance.body',
    defaultMessage: 'We are making things better. Your balance is safe. Please come back a little later.',
  },
});

/** Props of MaintenancePage. */
export interface MaintenancePageProps {
  /** The operator's own words about the maintenance, shown under the standard text. */
  readonly message?: string | null;
}

/** Shown instead of every page while the platform is under maintenance (status 1). */
export function MaintenancePage({ message }: MaintenancePageProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messageDescriptor('error.maintenance'));
  useDocumentTitle(title);
  return (
    <StatusScreen
      tone="maintenance"
      brand={<BrandLogo size="large" />}
      title={title}
      body={
        <>
          <p>{intl.formatMessage(messages.body)}</p>
          {message ? <p>{message}</p> : null}
        </>
      }
    />
  );
}
