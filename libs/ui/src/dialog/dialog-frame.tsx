import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { DialogPanel, Layer, Scrim } from '../overlay/overlay';

/** Props of DialogFrame. */
export interface DialogFrameProps {
  readonly role: 'dialog' | 'alertdialog';
  readonly title: ReactNode;
  readonly message?: ReactNode;
  /** Escape and a tap on the scrim. */
  readonly onDismiss: () => void;
  /** The buttons, in the order Tab reaches them; the first one gets the focus. */
  readonly children: ReactNode;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const Message = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The shared body of the confirm and alert dialogs: labelled, described, focus-trapped. */
export function DialogFrame({ role, title, message, onDismiss, children }: DialogFrameProps) {
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { active: true, onEscape: onDismiss });
  return (
    <Layer>
      <Scrim aria-hidden="true" onClick={onDismiss} />
      <DialogPanel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message === undefined ? undefined : messageId}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {message === undefined ? null : <Message id={messageId}>{message}</Message>}
        <Buttons>{children}</Buttons>
      </DialogPanel>
    </Layer>
  );
}
