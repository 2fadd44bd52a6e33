import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../button/button';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { CloseIcon, DialogPanel, IconButton, Layer, Scrim } from '../overlay/overlay';
import { formMessages } from './form-messages';

/** Props of TextDialog. */
export interface TextDialogProps {
  readonly title: ReactNode;
  readonly open: boolean;
  /** The close buttons, Escape and a tap outside. */
  readonly onClose: () => void;
  /** The text: paragraphs, headings, lists. */
  readonly children: ReactNode;
}

const Panel = styled(DialogPanel)`
  width: min(100%, 30rem);
  max-height: 85dvh;
  grid-template-rows: auto minmax(0, 1fr) auto;
  overflow: hidden;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const Body = styled.div`
  overflow: auto;
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
`;

/**
 * A long text in a modal dialog (terms of use, privacy policy): titled, focus trapped and given
 * back, Escape or a tap outside closes; the body scrolls and can be scrolled from the keyboard.
 */
export function TextDialog({ title, open, onClose, children }: TextDialogProps) {
  if (!open) return null;
  return (
    <OpenTextDialog title={title} onClose={onClose}>
      {children}
    </OpenTextDialog>
  );
}

function OpenTextDialog({ title, onClose, children }: Omit<TextDialogProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { active: true, onEscape: onClose });
  const close = intl.formatMessage(formMessages.close);
  return (
    <Layer>
      <Scrim aria-hidden="true" onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <IconButton type="button" aria-label={close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Head>
        {/* The scrolling text is focusable so that keyboard users can scroll it. */}
        <Body tabIndex={0} role="region" aria-labelledby={titleId}>
          {children}
        </Body>
        <Button onClick={onClose}>{close}</Button>
      </Panel>
    </Layer>
  );
}
