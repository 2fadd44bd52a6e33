import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ReferralFriend } from '@gp/api-client';
import { FRIEND_JOINED, FRIEND_STATES, INVITE_TEXT as text } from './invite-messages';

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Props of FriendsList. */
export interface FriendsListProps {
  readonly friends: readonly ReferralFriend[];
  readonly money: (amountMinor: number) => string;
  readonly date: (at: number) => string;
}

/** The friends who signed up with the member's link: masked name, when, where they stand and the reward. */
export function FriendsList({ friends, money, date }: FriendsListProps) {
  const intl = useIntl();
  if (friends.length === 0) return <p>{intl.formatMessage(text.noFriends)}</p>;
  return (
    <List aria-label={intl.formatMessage(text.friends)}>
      {friends.map((friend) => (
        <li key={`${friend.name}-${friend.registeredAt}`}>
          <strong>{friend.name}</strong>
          <span>{intl.formatMessage(FRIEND_STATES[friend.status])}</span>
          <small>{intl.formatMessage(FRIEND_JOINED, { date: date(friend.registeredAt) })}</small>
          <small>{friend.rewardMinor > 0 ? money(friend.rewardMinor) : ''}</small>
        </li>
      ))}
    </List>
  );
}
