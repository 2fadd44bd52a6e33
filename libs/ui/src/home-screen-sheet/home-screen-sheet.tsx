import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Button } from '../button/button';
import { Layer, OVERLAY_ANIMATION_MS, Scrim } from '../overlay/overlay';
import { ModalHeader, useModalPanel } from '../overlay/modal-header';
import { ShareIcon } from './share-icon';

const messages = defineMessages({
  title: { id: 'ui.homeScreenSheet.title', defaultMessage: 'Add to Home Screen', description: 'Heading and accessible name of the sheet explaining how to add the site to the iPhone home screen' },
  close: { id: 'ui.homeScreenSheet.close', defaultMessage: 'Close', description: 'Button that closes the add-to-home-screen sheet' },
  legacyTip: {
    id: 'ui.homeScreenSheet.legacyTip',
    defaultMessage: 'Your iOS version is older: open this page in Safari, then follow the steps below.',
    description: 'Tip shown first on iOS before 12.2',
  },
  shareIcon: { id: 'ui.homeScreenSheet.shareIcon', defaultMessage: 'Share', description: 'Accessible name of the share symbol in the first step' },
  add: { id: 'ui.homeScreenSheet.add', defaultMessage: 'Then choose “Add to Home Screen”.', description: 'Second step; quote the name of the iOS menu item as iOS shows it in the language' },
  profile: { id: 'ui.homeScreenSheet.profile', defaultMessage: 'Download the iOS profile', description: 'Button that downloads the iOS configuration profile that adds the app icon' },
});

/** The first step; the share symbol goes in as an element. */
const shareStep = defineMessage<{ shareIcon: MessageValue }>({
  id: 'ui.homeScreenSheet.share',
  defaultMessage: 'Tap {shareIcon} in the Safari toolbar.',
  description: 'First step; {shareIcon} is the share symbol',
});

/** Props of HomeScreenSheet. */
export interface HomeScreenSheetProps {
  /** Older iOS (12 before 12.2, 11 and below): the legacy tip comes first. */
  readonly legacyTip: boolean;
  /** Shows the download button when an iOS profile link exists; the app opens it. */
  readonly onDownloadProfile?: () => void;
  /** The close icon, Escape and a tap on the mask: the spec's hide callback. */
  readonly onClose: () => void;
}

const slideUp = keyframes`from { transform: translateY(100%); }`;

const SheetLayer = styled(Layer)`
  place-items: end stretch;
  padding: 0;
`;

const Sheet = styled.div`
  position: relative;
  width: min(100%, ${({ theme }) => theme.size.contentMaxWidth});
  margin: 0 auto;
  max-height: 85dvh;
  overflow: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} calc(${({ theme }) => theme.space.lg} + env(safe-area-inset-bottom));
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  animation: ${slideUp} ${OVERLAY_ANIMATION_MS}ms ease-out;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Tip = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  svg {
    vertical-align: middle;
  }
`;

/**
 * The add-to-home-screen sheet (SPEC §2 'Download bar, popup and home-screen sheet'): a bottom
 * sheet over a mask, with a close icon; on older iOS a legacy tip first, then 'tap share, then
 * Add to Home Screen'; a button for the iOS profile when there is one. Every way of dismissing it
 * calls `onClose`.
 */
export function HomeScreenSheet({ legacyTip, onDownloadProfile, onClose }: HomeScreenSheetProps) {
  const intl = useIntl();
  const { titleId, panel } = useModalPanel(onClose);
  return (
    <SheetLayer>
      <Scrim aria-hidden="true" data-testid="home-screen-sheet-mask" onClick={onClose} />
      <Sheet ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <ModalHeader titleId={titleId} title={intl.formatMessage(messages.title)} closeLabel={intl.formatMessage(messages.close)} onClose={onClose} />
        {legacyTip ? <Tip>{intl.formatMessage(messages.legacyTip)}</Tip> : null}
        <Steps>
          <li>
            {intl.formatMessage(shareStep, { shareIcon: <ShareIcon label={intl.formatMessage(messages.shareIcon)} /> })}
          </li>
          <li>{intl.formatMessage(messages.add)}</li>
        </Steps>
        {onDownloadProfile ? <Button onClick={onDownloadProfile}>{intl.formatMessage(messages.profile)}</Button> : null}
      </Sheet>
    </SheetLayer>
  );
}
