import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { agentInviteLinkOf } from '@gp/domain';
import type { Resource } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useCopyText } from '../../app/use-copy-text';
import { InviteLinkCard, shareLinkAction } from '../../content/invite-link-card';
import { useRecordText } from '../../records/use-record-text';
import { TEAM_TEXT as text } from './team-messages';

/** The agent's invitation link (registration with the agent's code puts the player in the direct downline), to copy, share or scan. */
export const TeamInvite = observer(function TeamInvite({ invitation }: { readonly invitation: Resource<string | null> }) {
  const intl = useIntl();
  const copy = useCopyText();
  const format = useRecordText();
  const t = intl.formatMessage;
  if (invitation.viewState === 'failed') {
    return <LoadFailed size="section" title={t(text.inviteFailed)} reason={format.reason(invitation.errorCode)} onRetry={() => void invitation.retry()} />;
  }
  if (invitation.value === null) return null;
  const link = agentInviteLinkOf(window.location.origin, invitation.value);
  return (
    <InviteLinkCard
      headingId="agent-invite"
      link={link}
      texts={{ title: t(text.invite), copy: t(text.copy), share: t(text.share), qr: t(text.qr), qrLoading: t(text.qrLoading) }}
      onCopy={() => void copy(link)}
      onShare={shareLinkAction(t(text.shareTitle), t(text.shareText), link)}
    />
  );
});
