import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { endsSoon } from '@gp/domain';
import type { Reward } from '@gp/api-client';
import { Button } from '@gp/ui';
import { ClaimLine } from '../../records/claim-line';
import { REWARD_CLAIM_OF, REWARD_EARNED_BY, REWARD_CLAIMED_ON, REWARD_ENDS, REWARD_SOURCES, REWARDS_TEXT as text } from './rewards-messages';

/** Props of RewardLine. */
export interface RewardLineProps {
  readonly reward: Reward;
  /** Formats an amount of the account's currency, and a time. */
  readonly money: (amountMinor: number) => string;
  readonly dateTime: (at: number) => string;
  /** Now, to mark a reward that ends within a day. */
  readonly now: number;
  readonly claiming: boolean;
  /** Another reward's claim is on its way: one claim at a time. */
  readonly busy?: boolean;
  /** Why this reward's last claim failed, translated, or null. */
  readonly claimError: string | null;
  readonly onClaim: (rewardId: number) => void;
}

/** A reward's line; one ending within a day is marked on its left. */
const Line = styled(ClaimLine)<{ $soon: boolean }>`
  border-left: 4px solid ${({ theme, $soon }) => ($soon ? theme.color.accent : theme.color.surface)};
`;

/** When a reward's state says: until when to claim it, when it was claimed, or that it expired. */
function useWhen(reward: Reward, dateTime: (at: number) => string): string {
  const intl = useIntl();
  if (reward.status === 'claimed' && reward.claimedAt !== null) return intl.formatMessage(REWARD_CLAIMED_ON, { date: dateTime(reward.claimedAt) });
  if (reward.status === 'expired') return intl.formatMessage(text.expired);
  return reward.expiresAt === null ? intl.formatMessage(text.noExpiry) : intl.formatMessage(REWARD_ENDS, { date: dateTime(reward.expiresAt) });
}

/** One reward: what it is (and what earned it), its amount, until when to claim it, and Claim. */
export function RewardLine({ reward, money, dateTime, now, claiming, busy = false, claimError, onClaim }: RewardLineProps) {
  const intl = useIntl();
  const name = intl.formatMessage(REWARD_SOURCES[reward.source]);
  const amount = money(reward.amountMinor);
  const when = useWhen(reward, dateTime);
  return (
    <Line data-reward-id={reward.id} $soon={reward.status === 'claimable' && endsSoon(reward.expiresAt, now)}>
      <div>
        <strong>{reward.reference === null ? name : intl.formatMessage(REWARD_EARNED_BY, { reward: name, reference: reward.reference })}</strong>
        <br />
        <small>{when}</small>
      </div>
      <strong>{amount}</strong>
      {reward.status === 'claimable' ? (
        <Button onClick={() => onClaim(reward.id)} disabled={claiming || busy} aria-label={intl.formatMessage(REWARD_CLAIM_OF, { reward: name, amount })}>
          {intl.formatMessage(claiming ? text.claiming : text.claim)}
        </Button>
      ) : null}
      {claimError === null ? null : (
        <p role="alert">
          {intl.formatMessage(text.claimFailed)} {claimError}
        </p>
      )}
    </Line>
  );
}
