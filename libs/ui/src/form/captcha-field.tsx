import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LIMITS } from '@gp/domain';
import { formMessages } from './form-messages';
import { TextField } from './text-field';

/** Props of CaptchaField: the typed answer, the image and its refresh. */
export interface CaptchaFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The captcha image (a data URL); null before the first one loads, or when it could not be loaded (then, not loading, the image says Try again). */
  readonly imageSrc: string | null;
  /** Asks for a new image (a tap on the image). */
  readonly onRefresh: () => void;
  /** A new image is on its way. */
  readonly loading?: boolean;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  /** The input's name; 'captcha' by default. */
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onEnter?: () => void;
}

const ImageButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 6.5rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &[aria-busy='true'] img {
    opacity: 0.5;
  }
`;

/**
 * The captcha field (SPEC §2 login, registration, feedback): the typed code, and the image as a
 * button named 'Tap to refresh the code' that asks for a new image. Digits only on the keyboard,
 * at most 16 (the spec's hint); the check itself is the caller's (captchaCheck). An image that
 * could not be loaded leaves the button saying Try again, never a 'Loading…' that does not end.
 */
export function CaptchaField({ imageSrc, onRefresh, loading = false, name = 'captcha', ...field }: CaptchaFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      name={name}
      autoComplete="off"
      inputMode="numeric"
      maxLength={LIMITS.captchaMaxLength}
      trailing={
        <ImageButton type="button" aria-label={intl.formatMessage(formMessages.refreshCaptcha)} aria-busy={loading} onClick={onRefresh}>
          {imageSrc !== null ? <img src={imageSrc} alt="" /> : intl.formatMessage(loading ? formMessages.captchaLoading : formMessages.retry)}
        </ImageButton>
      }
    />
  );
}
