import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Referral } from '@gp/api-client';
import { LoadFailed } from '@gp/ui';
import { ContentWaiting } from '../../content/content-waiting';
import { ContentScreen } from '../../content/content-screen';
import { InviteLinkCard } from '../../content/invite-link-card';
import { FriendsList } from './friends-list';
import { INVITE_CODE_LINE, INVITE_EARNED, INVITE_TERMS, INVITE_TEXT as text } from './invite-messages';

/** Props of InviteView. */
export interface InviteViewProps {
  readonly referral: Referral | null;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly failedReason: string | null;
  readonly onRetry: () => void;
  /** The member's registration link (domain `referralLinkOf`). */
  readonly link: string;
  readonly onCopy: () => void;
  /** Opens the phone's share sheet; null where the browser has none. */
  readonly onShare: (() => void) | null;
  readonly money: (amountMinor: number) => string;
  readonly date: (at: number) => string;
}

const Screen = styled(ContentScreen)`
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

/** Invite friends: the terms, the link with copy and share, its QR code, the counts and the friends invited. */
export function InviteView({ referral, state, failedReason, onRetry, link, onCopy, onShare, money, date }: InviteViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (state === 'failed') return <LoadFailed size="section" title={t(text.failed)} reason={failedReason} onRetry={onRetry} />;
  if (referral === null) return <ContentWaiting />;
  return (
    <Screen>
      <p>{t(INVITE_TERMS, { reward: money(referral.rewardPerFriendMinor), deposit: money(referral.qualifyingDepositMinor) })}</p>
      <InviteLinkCard
        headingId="invite-link"
        link={link}
        texts={{ title: t(text.link), copy: t(text.copy), share: t(text.share), qr: t(text.qr), qrLoading: t(text.qrLoading) }}
        note={t(INVITE_CODE_LINE, { code: referral.code })}
        onCopy={onCopy}
        onShare={onShare}
      />
      <p role="status">{t(INVITE_EARNED, { invited: referral.invitedCount, rewarded: referral.rewardedCount, amount: money(referral.earnedMinor) })}</p>
      <h2>{t(text.friends)}</h2>
      <FriendsList friends={referral.friends} money={money} date={date} />
    </Screen>
  );
}
