import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MEMBER_MESSAGES as M } from './member-messages';

const Head = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/** The head icon: a fixed 4.5 rem circle, so nothing moves when the picture arrives. */
export const AvatarImage = styled.img`
  display: block;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Name = styled.h2`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.xs};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const TextButton = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
`;

/** Props of MemberHead. */
export interface MemberHeadProps {
  /** Nickname, else account (domain `memberDisplayName`). */
  readonly name: string;
  readonly account: string;
  /** The VIP level label (domain `vipLabel`). */
  readonly vipLabel: string;
  /** When the account was made, in ms since the epoch. */
  readonly joinedAt: number;
  /** The head icon, or the picker that shows and changes it. */
  readonly avatar: ReactNode;
  readonly onCopyAccount: () => void;
  /** Opens the nickname editor; no edit button without it (the merchant's rule is off). */
  readonly onEditName?: () => void;
  /** The nickname editor, shown instead of the name while it is open. */
  readonly nameEditor?: ReactNode;
}

/** The member centre's head: head icon, name (with its editor where allowed), account with a copy button, VIP level and join date. */
export function MemberHead({ name, account, vipLabel, joinedAt, avatar, onCopyAccount, onEditName, nameEditor }: MemberHeadProps) {
  const intl = useIntl();
  return (
    <Head aria-label={intl.formatMessage(M.headLabel)}>
      <div>{avatar}</div>
      <div>
        {nameEditor ?? (
          <NameLine>
            <Name>{name}</Name>
            {onEditName ? (
              <TextButton type="button" onClick={onEditName}>
                {intl.formatMessage(M.editNickname)}
              </TextButton>
            ) : null}
          </NameLine>
        )}
        <Facts>
          <dt>{intl.formatMessage(M.account)}</dt>
          <dd>
            <span data-testid="member-account">{account}</span>
            <TextButton type="button" onClick={onCopyAccount}>
              {intl.formatMessage(M.copyAccount)}
            </TextButton>
          </dd>
          <dt>{intl.formatMessage(M.vipLevel)}</dt>
          <dd>{vipLabel}</dd>
          <dt>{intl.formatMessage(M.joined)}</dt>
          <dd>{intl.formatDate(joinedAt, { year: 'numeric', month: 'short', day: 'numeric' })}</dd>
        </Facts>
      </div>
    </Head>
  );
}
