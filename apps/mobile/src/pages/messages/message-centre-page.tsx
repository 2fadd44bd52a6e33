import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FEATURE_FLAGS, isFeatureEnabled, messageCentreEntries, pathOf, type MessageCentreEntry } from '@gp/domain';
import { ChannelPopup } from '@gp/ui';
import { useDownloadStore, useRootStore, useSystemStore } from '../../app/store-context';
import { useCustomerService } from '../../frame/use-frame-actions';
import { useGuard } from '../../frame/use-guard';
import { MessageCentreList } from './message-centre-list';
import { useOpenChat } from './use-open-chat';

/**
 * The message centre (/m/message, SPEC §2 'Message centre'): the brand's social channels (in the
 * channel popup), announcements, the player's messages and, when the merchant runs it, the live
 * chat, each with its unread badge (99+ at most), and customer service. Guests and trial accounts
 * get the permission table's answer on the inbox and the chat (login, or 'free_reject').
 */
export const MessageCentrePage = observer(function MessageCentrePage() {
  const navigate = useNavigate();
  const root = useRootStore();
  const system = useSystemStore();
  const guard = useGuard();
  const openChat = useOpenChat();
  const customerService = useCustomerService();
  const download = useDownloadStore();
  const [channelsOpen, setChannelsOpen] = useState(false);
  // Every address has passed the link allow-list (domain `channelLinks`).
  const channels = download.channels;
  const entries = messageCentreEntries({
    channelsAvailable: channels.length > 0,
    chatEnabled: isFeatureEnabled(system.flags, FEATURE_FLAGS.chat),
    customerServiceAvailable: customerService !== undefined,
  });
  const handleSelect = async (entry: Exclude<MessageCentreEntry, 'announcements'>) => {
    if (entry === 'channels') setChannelsOpen(true);
    else if (entry === 'inbox') {
      if (await guard('inbox')) await navigate(pathOf('inbox'));
    } else if (entry === 'chat') await openChat();
    else customerService?.();
  };
  const { announcements, inbox, chat } = root.unread;
  return (
    <>
      <MessageCentreList entries={entries} counts={{ announcements, inbox, chat }} onSelect={(entry) => void handleSelect(entry)} />
      {channelsOpen ? <ChannelPopup links={channels} onClose={() => setChannelsOpen(false)} /> : null}
    </>
  );
});
