import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { BrandLogo } from '../brand-logo/brand-logo';
import { Layer, Scrim } from '../overlay/overlay';
import { ModalHeader, useModalPanel } from '../overlay/modal-header';
import { EntryButton, EntryLink, EntryList, PopupPanel } from './download-popup.styles';

const messages = defineMessages({
  title: { id: 'ui.downloadPopup.title', defaultMessage: 'Get the app', description: 'Heading and accessible name of the app download popup' },
  close: { id: 'ui.downloadPopup.close', defaultMessage: 'Close', description: 'Button that closes the app download popup' },
  android: { id: 'ui.downloadPopup.android', defaultMessage: 'Download for Android', description: 'Link to the Android app (APK) in the download popup' },
  ios: { id: 'ui.downloadPopup.ios', defaultMessage: 'Download for iOS', description: 'Link to the iOS app in the download popup' },
  homeScreen: { id: 'ui.downloadPopup.homeScreen', defaultMessage: 'Add to Home Screen', description: 'Adds the site to the home screen: the browser’s own install prompt (Android), or the instructions for the iPhone home screen' },
  channels: { id: 'ui.downloadPopup.channels', defaultMessage: 'Follow our channels', description: 'Opens the list of social channels (Facebook, TikTok, Telegram)' },
  empty: { id: 'ui.downloadPopup.empty', defaultMessage: 'There is no app for this device yet.', description: 'Shown in the download popup when no app link fits the device' },
});

/** One app link of the popup: which app, and an address the domain's allow-list let through. */
export interface DownloadPopupAppLink {
  readonly platform: 'android' | 'ios';
  readonly url: string;
}

/** Props of DownloadPopup. */
export interface DownloadPopupProps {
  /** The app links for this device (domain `popupAppLinks`), in order. */
  readonly appLinks: readonly DownloadPopupAppLink[];
  /** Shows the 'Add to Home Screen' entry (iOS that can install the web app); opens the sheet. */
  readonly onAddToHomeScreen?: () => void;
  /** Shows the 'Follow our channels' entry (channel links exist); opens the channel popup. */
  readonly onChannels?: () => void;
  /** The close button, Escape and a tap on the mask. */
  readonly onClose: () => void;
}

const Logo = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
`;

/**
 * The app-download popup (SPEC §2 'Download bar, popup and home-screen sheet'): the brand, the
 * app links for this device (an .ipa or .apk opens in the same tab, anything else in a new one),
 * and, when offered, the add-to-home-screen sheet and the channel popup. Closes from the mask, the
 * close button and Escape; focus stays inside while open and goes back to the opener after.
 */
export function DownloadPopup({ appLinks, onAddToHomeScreen, onChannels, onClose }: DownloadPopupProps) {
  const intl = useIntl();
  const { titleId, panel } = useModalPanel(onClose);
  const nothing = appLinks.length === 0 && !onAddToHomeScreen && !onChannels;
  return (
    <Layer>
      <Scrim aria-hidden="true" data-testid="download-popup-mask" onClick={onClose} />
      <PopupPanel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <ModalHeader titleId={titleId} title={intl.formatMessage(messages.title)} closeLabel={intl.formatMessage(messages.close)} onClose={onClose} />
        <Logo>
          <BrandLogo size="large" />
        </Logo>
        {nothing ? (
          <Empty>{intl.formatMessage(messages.empty)}</Empty>
        ) : (
          <EntryList>
          {appLinks.map((link) => (
            <li key={`${link.platform}:${link.url}`}>
              <EntryLink href={link.url} $primary>
                {intl.formatMessage(link.platform === 'android' ? messages.android : messages.ios)}
              </EntryLink>
            </li>
          ))}
          {onAddToHomeScreen ? (
            <li>
              <EntryButton type="button" onClick={onAddToHomeScreen} aria-haspopup="dialog">
                {intl.formatMessage(messages.homeScreen)}
              </EntryButton>
            </li>
          ) : null}
          {onChannels ? (
            <li>
              <EntryButton type="button" onClick={onChannels} aria-haspopup="dialog">
                {intl.formatMessage(messages.channels)}
              </EntryButton>
            </li>
          ) : null}
          </EntryList>
        )}
      </PopupPanel>
    </Layer>
  );
}
