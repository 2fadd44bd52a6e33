import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@gp/ui';
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

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The preview: the picture in the circle it will be shown in, cut to fit the same way. */
const Preview = styled.img`
  display: block;
  width: 9rem;
  height: 9rem;
  margin: ${({ theme }) => theme.space.sm} auto;
  border-radius: 50%;
  object-fit: cover;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
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
  /** The picked picture's address (an object URL). */
  readonly src: string;
  /** The picture is on its way. */
  readonly sending: boolean;
  /** Why the picture was refused or could not be sent, translated; null when nothing went wrong. */
  readonly problem: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The picked picture fitted into the circle it will be shown in, before it is sent: use it, or cancel. */
export function AvatarPreview({ src, sending, problem, onConfirm, onCancel }: AvatarPreviewProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(M.previewTitle)}</h2>
      <Preview src={src} alt={intl.formatMessage(M.previewAlt)} />
      {problem === null ? null : <Problem role="alert">{problem}</Problem>}
      <Buttons>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(M.cancel)}
        </Button>
        <Button onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {intl.formatMessage(M.usePicture)}
        </Button>
      </Buttons>
    </Panel>
  );
}
