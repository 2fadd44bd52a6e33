import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ChannelType } from '@gp/domain';
import { Layer, Scrim } from '../overlay/overlay';
import { ModalHeader, useModalPanel } from '../overlay/modal-header';
import { EntryLink, EntryList, PopupPanel } from '../download-popup/download-popup.styles';

const messages = defineMessages({
  title: { id: 'ui.channelPopup.title', defaultMessage: 'Follow our channels', description: 'Heading and accessible name of the social channel popup' },
  close: { id: 'ui.channelPopup.close', defaultMessage: 'Close channels', description: 'Button that closes the social channel popup' },
});

/** The label of each channel kind. */
const CHANNEL_MESSAGES: Readonly<Record<ChannelType, MessageDescriptor>> = defineMessages({
  FACEBOOK: { id: 'ui.channelPopup.facebook', defaultMessage: 'Facebook', description: 'Link to the brand Facebook page (brand name, usually left as is)' },
  FACEBOOK1: { id: 'ui.channelPopup.facebookCommunity', defaultMessage: 'Facebook community', description: 'Link to the second, community Facebook page of the brand' },
  TIKTOK: { id: 'ui.channelPopup.tiktok', defaultMessage: 'TikTok', description: 'Link to the brand TikTok account (brand name, usually left as is)' },
  TELEGRAM: { id: 'ui.channelPopup.telegram', defaultMessage: 'Telegram', description: 'Link to the brand Telegram channel (brand name, usually left as is)' },
});

/** One channel link: its kind and an address the domain's allow-list let through. */
export interface ChannelPopupLink {
  readonly channel: ChannelType;
  readonly url: string;
}

/** Props of ChannelPopup. */
export interface ChannelPopupProps {
  /** The channel links in order (domain `channelLinks`: FACEBOOK, FACEBOOK1, TIKTOK, TELEGRAM). */
  readonly links: readonly ChannelPopupLink[];
  /** The close button, Escape and a tap on the mask. */
  readonly onClose: () => void;
}

/**
 * The channel popup (SPEC §2 'Download bar, popup and home-screen sheet'): the brand's Facebook,
 * second Facebook, TikTok and Telegram links, each opening its address in a new tab that cannot
 * reach back to this page. Drawn over the download popup; closing it goes back there.
 */
export function ChannelPopup({ links, onClose }: ChannelPopupProps) {
  const intl = useIntl();
  const { titleId, panel } = useModalPanel(onClose);
  return (
    <Layer>
      <Scrim aria-hidden="true" data-testid="channel-popup-mask" onClick={onClose} />
      <PopupPanel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <ModalHeader titleId={titleId} title={intl.formatMessage(messages.title)} closeLabel={intl.formatMessage(messages.close)} onClose={onClose} />
        <EntryList>
          {links.map((link) => (
            <li key={`${link.channel}:${link.url}`}>
              <EntryLink href={link.url} target="_blank">
                {intl.formatMessage(CHANNEL_MESSAGES[link.channel])}
              </EntryLink>
            </li>
          ))}
        </EntryList>
      </PopupPanel>
    </Layer>
  );
}
