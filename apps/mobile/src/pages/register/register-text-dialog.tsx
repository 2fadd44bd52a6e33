import { SafeHtml, TextDialog } from '@gp/ui';
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
 * the platform's HTML shown through SafeHtml (sanitised by the one content policy), a tapped link
 * followed through the domain's allow-list rather than by the browser. Loaded only when the player
 * opens one (the sanitiser comes with it).
 */
export function RegisterTextDialog({ title, html, onClose }: RegisterTextDialogProps) {
  const openLink = useOpenLink();
  return (
    <TextDialog open title={title} onClose={onClose}>
      <SafeHtml html={html} onLink={openLink} />
    </TextDialog>
  );
}
