import { useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { CloseIcon, IconButton, Layer, Scrim } from '../overlay/overlay';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const messages = defineMessages({
  title: { id: 'ui.beforeLoginModal.title', defaultMessage: 'Welcome offer', description: 'Accessible name of the promo shown to visitors before login' },
  register: { id: 'ui.beforeLoginModal.register', defaultMessage: 'Sign up now', description: 'Default accessible name of the promo banner that opens sign-up' },
  close: { id: 'ui.beforeLoginModal.close', defaultMessage: 'Close', description: 'Button that closes the promo shown before login' },
});

/** Props of BeforeLoginModal. */
export interface BeforeLoginModalProps {
  readonly open: boolean;
  /** The banner image (already resolved to an address the app can load). */
  readonly imageUrl: string;
  /** What the banner says, already translated; 'Sign up now' by default. */
  readonly imageAlt?: string;
  /** A tap on the banner: the app goes to /m/register. */
  readonly onRegister: () => void;
  /** The close button, Escape and a tap outside. */
  readonly onClose: () => void;
}

const Panel = styled.div`
  position: relative;
  width: min(100%, 22rem);
  &:focus {
    outline: none;
  }
`;

const Banner = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
  }
`;

const Close = styled(IconButton)`
  position: absolute;
  top: calc(-1 * ${({ theme }) => theme.size.touchTarget});
  right: 0;
  color: ${({ theme }) => theme.color.onPrimary};
`;

/** The promo a visitor sees before logging in: a banner that opens sign-up, and a close button. */
export function BeforeLoginModal({ open, imageUrl, imageAlt, onRegister, onClose }: BeforeLoginModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { active: open, onEscape: onClose });
  if (!open) return null;
  return (
    <Layer>
      <Scrim aria-hidden="true" onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <VisuallyHidden as="h2" id={titleId}>
          {intl.formatMessage(messages.title)}
        </VisuallyHidden>
        <Banner type="button" onClick={onRegister}>
          <img src={imageUrl} alt={imageAlt ?? intl.formatMessage(messages.register)} width={640} height={800} />
        </Banner>
        <Close type="button" onClick={onClose} aria-label={intl.formatMessage(messages.close)}>
          <CloseIcon />
        </Close>
      </Panel>
    </Layer>
  );
}
