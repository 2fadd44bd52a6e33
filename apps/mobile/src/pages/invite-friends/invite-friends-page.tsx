import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { referralLinkOf } from '@gp/domain';
import { referralModel } from '@gp/stores';
import { useCopyText } from '../../app/use-copy-text';
import { useScreenModel } from '../../app/use-screen-model';
import { shareLinkAction } from '../../content/invite-link-card';
import { useRecordText } from '../../records/use-record-text';
import { INVITE_SHARE_TEXT, INVITE_TEXT } from './invite-messages';
import { InviteView } from './invite-view';

/**
 * Invite friends `/m/inviteFriends` (SPEC §4 referral tap): the member's registration link on this
 * site with their code, to copy, share (where the phone has a share sheet) or show as a QR code,
 * and the friends who joined with it. The route guard sends guests to login and agents to agent
 * registration, and refuses it where the merchant runs no referral promo.
 */
export const InviteFriendsPage = observer(function InviteFriendsPage() {
  const model = useScreenModel(referralModel);
  const intl = useIntl();
  const format = useRecordText();
  const copy = useCopyText();
  const { referral } = model;
  const value = referral.value;
  const currency = value?.currency ?? '';
  const money = useCallback((amountMinor: number) => format.money(amountMinor, currency), [format, currency]);
  const date = useCallback((at: number) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'Asia/Manila' }), [intl]);
  const link = value === null ? '' : referralLinkOf(window.location.origin, value.code);
  const share =
    value === null
      ? null
      : shareLinkAction(intl.formatMessage(INVITE_TEXT.shareTitle), intl.formatMessage(INVITE_SHARE_TEXT, { reward: money(value.rewardPerFriendMinor) }), link);
  return (
    <InviteView
      referral={value}
      state={referral.viewState}
      failedReason={format.reason(referral.errorCode)}
      onRetry={() => void referral.load()}
      link={link}
      onCopy={() => void copy(link)}
      onShare={share}
      money={money}
      date={date}
    />
  );
});
