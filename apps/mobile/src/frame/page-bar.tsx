import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { routeIdOf } from '@gp/domain';
import { useHydrated } from '@gp/ui';
import { useBack } from './use-frame-actions';

const MESSAGES = defineMessages({
  back: { id: 'frame.pageBar.back', defaultMessage: 'Back', description: 'Back button of the screens the frame shows without its header (game lists, account forms)' },
});

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

const Back = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeLg};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/**
 * The top bar of the screens the frame shows without its header (hot, favourites, providers, game
 * list; login, registration, forgot and change password): back, where the frame's back rule says,
 * and the screen's title (one line, cut with an ellipsis). Back waits, disabled, until a
 * server-rendered page is live.
 */
export function PageBar({ title }: { readonly title: ReactNode }) {
  const intl = useIntl();
  const back = useBack(routeIdOf(useLocation().pathname));
  const live = useHydrated();
  return (
    <Bar>
      <Back type="button" onClick={back} disabled={!live} aria-label={intl.formatMessage(MESSAGES.back)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Back>
      <Title>{title}</Title>
    </Bar>
  );
}
