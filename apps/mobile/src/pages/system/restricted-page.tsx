import { defineMessages, useIntl } from 'react-intl';
import { messageDescriptor } from '@gp/domain';
import { useDocumentTitle } from '../../app/use-document-title';
import { BrandLogo, StatusScreen } from '@gp/ui';

const messages = defineMessages({
  body: {
    id: 'system.restricted.body',
    defaultMessage: 'Sorry, this platform is not available where you are connecting from.',
  },
});

/** Shown instead of every page when the visitor's region may not use the platform (status 2). */
export function RestrictedPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messageDescriptor('error.regionRestricted'));
  useDocumentTitle(title);
  return (
    <StatusScreen
      tone="restricted"
      brand={<BrandLogo size="large" />}
      title={title}
      body={<p>{intl.formatMessage(messages.body)}</p>}
    />
  );
}
