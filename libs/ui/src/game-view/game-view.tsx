import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TIMINGS } from '@gp/domain';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { CloseIcon, IconButton } from '../overlay/overlay';
import { GameViewLoading, GameViewRefused } from './game-view-cover';

const messages = defineMessages({
  close: { id: 'ui.gameView.close', defaultMessage: 'Close game', description: 'Button in the top corner of the full-screen game that closes it' },
});

/**
 * The frame's sandbox: a vendor's game page needs its scripts, its own origin (cookies, storage,
 * calls back to its server), forms (login and cashier steps of some vendors) and popups (help and
 * history windows). It may not navigate the app's top window, download, or lock pointer / screen.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** Props of GameView. */
export interface GameViewProps {
  /** The game's name, already translated: the dialog's and the frame's name. */
  readonly title: string;
  /** The game page (from the launch call). */
  readonly url: string;
  /** The close control, the offer's back button and Escape. */
  readonly onClose: () => void;
  /** How long the page may take to load before the new-window offer shows; 12 s by default. */
  readonly timeoutMs?: number;
  /** What shows over the game inside its dialog (the reality check), or nothing. */
  readonly children?: ReactNode;
}

type Phase = 'loading' | 'loaded' | 'failed';

/**
 * Tells a refused frame apart from a loaded one where that is possible: a page of this origin
 * (game pages live on the platform's own host) whose document is not reachable after `load` was
 * replaced by the browser's error page (X-Frame-Options or CSP frame-ancestors refused it).
 * A page of another origin is never reachable, so for those only the timeout tells.
 */
function refusedByFrame(frame: HTMLIFrameElement, url: string): boolean {
  let origin: string;
  try {
    origin = new URL(url, window.location.href).origin;
  } catch {
    return false;
  }
  return origin === window.location.origin && frame.contentDocument === null;
}

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 150;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  &:focus {
    outline: none;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: env(safe-area-inset-top) ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeMd};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
`;

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${({ theme }) => theme.color.background};
`;

/**
 * A game over the whole screen (issue 6 'Launch'): a modal dialog named after the game with a bar
 * holding its close control (top corner, thumb-sized), and the game page in a sandboxed frame.
 * A spinner shows until the frame loads; when it was refused or takes longer than `timeoutMs`,
 * the player is offered the page in a new window (when its address passes the link allow-list)
 * or to go back. Escape closes; focus stays inside and returns where it was on closing.
 */
export function GameView({ title, url, onClose, timeoutMs = TIMINGS.gameFrameTimeoutMs, children }: GameViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<{ readonly url: string; readonly phase: Phase }>({ url, phase: 'loading' });
  const phase: Phase = status.url === url ? status.phase : 'loading';
  useFocusTrap(layer, { active: true, onEscape: onClose });

  useEffect(() => {
    const timer = setTimeout(() => {
      setStatus((current) => (current.url === url && current.phase === 'loaded' ? current : { url, phase: 'failed' }));
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [url, timeoutMs]);

  return (
    <Layer ref={layer} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <Bar>
        <Title id={titleId}>{title}</Title>
        <IconButton type="button" onClick={onClose} aria-label={intl.formatMessage(messages.close)}>
          <CloseIcon />
        </IconButton>
      </Bar>
      <Stage>
        <Frame
          title={title}
          src={url}
          allow="autoplay; fullscreen"
          sandbox={GAME_FRAME_SANDBOX}
          onLoad={(event) => setStatus({ url, phase: refusedByFrame(event.currentTarget, url) ? 'failed' : 'loaded' })}
        />
        {phase === 'loading' ? <GameViewLoading /> : null}
        {phase === 'failed' ? <GameViewRefused url={url} onClose={onClose} /> : null}
      </Stage>
      {children}
    </Layer>
  );
}
