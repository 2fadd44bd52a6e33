import { useMemo, type MouseEvent } from 'react';
import { TextDialog } from '@gp/ui';
import { sanitiseHtml } from '../../content/sanitise-html';
import { useOpenLink } from '../../content/use-open-link';

/** Props of RegisterTextDialog. */
export interface RegisterTextDialogProps {
  /** The translated title (terms of use, privacy policy). */
  readonly title: string;
  /** The platform's HTML text, untrusted until sanitised. */
  readonly html: string;
  readonly onClose: () => void;
}

/**
 * The terms of use or the privacy policy in a modal dialog (SPEC §2 'terms and policy popups'):
 * the platform's HTML sanitised, a tapped link followed through the domain's allow-list rather
 * than by the browser. Loaded only when the player opens one (the sanitiser comes with it).
 */
export function RegisterTextDialog({ title, html, onClose }: RegisterTextDialogProps) {
  const safe = useMemo(() => sanitiseHtml(html), [html]);
  const openLink = useOpenLink();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor === null) return;
    event.preventDefault();
    openLink(anchor.getAttribute('href') ?? '');
  };
  return (
    <TextDialog open title={title} onClose={onClose}>
      {/* The text is read, not operated: a tapped link is routed by the allow-list above. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={followLink} dangerouslySetInnerHTML={{ __html: safe }} />
    </TextDialog>
  );
}
