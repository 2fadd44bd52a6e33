import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { downloadLinkTarget } from '@gp/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const messages = defineMessages({
  newTab: { id: 'ui.downloadPopup.newTab', defaultMessage: '(opens in a new tab)', description: 'Read after a download or channel link that opens in a new tab' },
});

/** Props of DownloadAnchor. */
export interface DownloadAnchorProps {
  /** An address the domain's link allow-list already let through. */
  readonly href: string;
  /** Where it opens: by default the domain's rule (same tab for .ipa and .apk, else a new tab). */
  readonly target?: '_self' | '_blank';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A link to a download or a channel. In a new tab it cannot reach back to this page
 * (rel noopener noreferrer), and screen readers hear that it opens a new tab.
 */
export function DownloadAnchor({ href, target = downloadLinkTarget(href), className, children }: DownloadAnchorProps) {
  const intl = useIntl();
  const newTab = target === '_blank';
  /** Led by a space so that the link's accessible name reads 'Facebook (opens in a new tab)'. */
  const newTabNote = newTab ? ` ${intl.formatMessage(messages.newTab)}` : null;
  return (
    <a href={href} target={target} rel={newTab ? 'noopener noreferrer' : undefined} className={className}>
      {children}
      {newTabNote === null ? null : <VisuallyHidden>{newTabNote}</VisuallyHidden>}
    </a>
  );
}
