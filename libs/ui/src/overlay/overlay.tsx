import styled, { css, keyframes } from 'styled-components';
import { TIMINGS } from '@gp/domain';

/**
 * How long overlays animate in and out: the spec's popup animation (SPEC §9, 225 ms), used by every
 * dialog layer and the side menu so that they all move alike.
 */
export const OVERLAY_ANIMATION_MS = TIMINGS.popupCloseAnimationMs;

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

/** A fixed layer over the whole page that holds a scrim and a dialog; it blocks the page below. */
export const Layer = styled.div<{ $closing?: boolean; $durationMs?: number }>`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  animation: ${({ $closing, $durationMs = OVERLAY_ANIMATION_MS }) =>
    css`
      ${$closing ? fadeOut : fadeIn} ${$durationMs}ms ease-out forwards
    `};
`;

/**
 * The dimmed surface behind a dialog. Tapping it closes the dialog; it is hidden from screen
 * readers, which close with the dialog's own button or Escape.
 */
export const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
`;

/** The raised card of a dialog, above the scrim. */
export const DialogPanel = styled.div`
  position: relative;
  width: min(100%, 22rem);
  max-height: 90dvh;
  overflow: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  &:focus {
    outline: none;
  }
`;

/** A round icon button (close, arrows) sized for thumbs. */
export const IconButton = styled.button`
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  display: inline-grid;
  place-items: center;
  flex: none;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: inherit;
  cursor: pointer;
`;

/** The cross of every close button, drawn in the current text colour. */
export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
