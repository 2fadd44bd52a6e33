import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ImagePreview } from '../../forms/image-preview';
import type { ShrinkRule } from '../../forms/shrink-image';
import { AvatarImage } from './member-head';
import { MEMBER_MESSAGES as M } from './member-messages';

const Change = styled.button`
  position: relative;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Badge = styled.span`
  position: absolute;
  inset-inline-end: -0.25rem;
  bottom: -0.25rem;
  padding: 0.125rem ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** Props of AvatarPicker. */
export interface AvatarPickerProps {
  /** The head icon shown now. */
  readonly src: string;
  readonly onPick: (file: File) => void;
}

/** The head icon as a button that picks a png or jpg to upload (PROFPIC3). */
export function AvatarPicker({ src, onPick }: AvatarPickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Change type="button" onClick={() => input.current?.click()} aria-label={intl.formatMessage(M.changeAvatar)}>
        <AvatarImage src={src} alt="" width={72} height={72} />
        <Badge aria-hidden="true">{intl.formatMessage(M.edit)}</Badge>
      </Change>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

/** Props of AvatarPreview. */
export interface AvatarPreviewProps {
  /** The picked picture's address (an object URL of what will be sent). */
  readonly src: string;
  /** The picture is on its way. */
  readonly sending: boolean;
  /** Why the picture was refused or could not be sent, translated; null when nothing went wrong. */
  readonly problem: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The picked picture fitted into the circle it will be shown in, before it is sent: use it, or cancel. */
export function AvatarPreview(props: AvatarPreviewProps) {
  const intl = useIntl();
  return (
    <ImagePreview
      {...props}
      shape="circle"
      title={intl.formatMessage(M.previewTitle)}
      alt={intl.formatMessage(M.previewAlt)}
      confirmLabel={intl.formatMessage(M.usePicture)}
      cancelLabel={intl.formatMessage(M.cancel)}
    />
  );
}

/** How a picked head icon is prepared: the centred square, at most 512 pixels, png kept png. */
export const AVATAR_SHRINK: ShrinkRule = { maxSide: 512, square: true, type: 'same' };
