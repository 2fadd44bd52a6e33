import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed, LoadingScreen } from '@gp/ui';
import { LOTTERY_MESSAGES } from './lottery-messages';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.background};
`;

const Frame = styled.iframe`
  width: 100%;
  height: 100%;
  border: 0;
  display: block;
`;

const CloseArea = styled(Link)`
  position: absolute;
  top: env(safe-area-inset-top);
  right: 0;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  display: grid;
  place-items: center;
  border-bottom-left-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.overlay};
  color: ${({ theme }) => theme.color.onPrimary};
`;

const Problem = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The cross of the close area, in the current text colour. */
function CloseCross() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The lotto-h5 frame at full size with the small close area in its top corner (SPEC §2 'Lottery launcher'), and what shows over it (the reality check). */
export function LotteryFrame({ src, closePath, children }: { readonly src: string; readonly closePath: string; readonly children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Layer>
      {/* The lottery page is the platform's own (same host, strict CSP of its own): no sandbox needed to frame it. */}
      <Frame title={intl.formatMessage(LOTTERY_MESSAGES.frameTitle)} src={src} allow="autoplay; fullscreen" />
      <CloseArea to={closePath} replace aria-label={intl.formatMessage(LOTTERY_MESSAGES.close)}>
        <CloseCross />
      </CloseArea>
      {children}
    </Layer>
  );
}

/** While the lottery's ticket is being fetched. */
export function LotteryOpening() {
  return <LoadingScreen />;
}

/**
 * A lottery that cannot be opened (bad address, refused, failed): why, Try again when trying
 * again may work (`onRetry`: no connection, the platform failed), and the way back.
 */
export function LotteryProblem({ closePath, onRetry }: { readonly closePath: string; readonly onRetry?: () => void }) {
  const intl = useIntl();
  const unavailable = intl.formatMessage(LOTTERY_MESSAGES.unavailable);
  return (
    <Problem>
      {onRetry === undefined ? <p role="alert">{unavailable}</p> : <LoadFailed title={unavailable} onRetry={onRetry} />}
      <Link to={closePath} replace>
        {intl.formatMessage(LOTTERY_MESSAGES.back)}
      </Link>
    </Problem>
  );
}
