import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Referral } from '@gp/api-client';
import { Button, LoadFailed } from '@gp/ui';
import { ContentWaiting } from '../../content/content-waiting';
import { ContentScreen } from '../../content/content-screen';
import { ScanCode, ScanCodeFrame } from '../../content/scan-code';
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

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  output {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
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
      <Card aria-labelledby="invite-link">
        <h2 id="invite-link">{t(text.link)}</h2>
        <output aria-labelledby="invite-link">{link}</output>
        <p>{t(INVITE_CODE_LINE, { code: referral.code })}</p>
        <Actions>
          <Button onClick={onCopy}>{t(text.copy)}</Button>
          {onShare ? (
            <Button variant="secondary" onClick={onShare}>
              {t(text.share)}
            </Button>
          ) : null}
        </Actions>
        <Suspense fallback={<ScanCodeFrame>{t(text.qrLoading)}</ScanCodeFrame>}>
          <ScanCode value={link} label={t(text.qr)} />
        </Suspense>
      </Card>
      <p role="status">{t(INVITE_EARNED, { invited: referral.invitedCount, rewarded: referral.rewardedCount, amount: money(referral.earnedMinor) })}</p>
      <h2>{t(text.friends)}</h2>
      <FriendsList friends={referral.friends} money={money} date={date} />
    </Screen>
  );
}
