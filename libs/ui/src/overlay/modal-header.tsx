import { useId, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { CloseIcon, IconButton } from './overlay';

/** The top row of a modal: its heading and the close button. */
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

/** Props of ModalHeader. */
export interface ModalHeaderProps {
  /** The id the dialog's aria-labelledby points at (from `useModalPanel`). */
  readonly titleId: string;
  readonly title: ReactNode;
  /** The close button's accessible name. */
  readonly closeLabel: string;
  readonly onClose: () => void;
}

/** A modal's heading (the dialog's name) and its 44 px close button. */
export function ModalHeader({ titleId, title, closeLabel, onClose }: ModalHeaderProps) {
  return (
    <Top>
      <Heading id={titleId}>{title}</Heading>
      <IconButton type="button" onClick={onClose} aria-label={closeLabel}>
        <CloseIcon />
      </IconButton>
    </Top>
  );
}

/**
 * What every modal panel needs: an id for its heading, and a ref whose element keeps the focus
 * inside (restored on close) and closes on Escape.
 */
export function useModalPanel(onClose: () => void): { readonly titleId: string; readonly panel: RefObject<HTMLDivElement | null> } {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { active: true, onEscape: onClose });
  return { titleId, panel };
}
