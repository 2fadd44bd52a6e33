import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@gp/ui';

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The picture as it will be shown: in a circle, cut to fit (a head icon), or whole (a document). */
const Picture = styled.img<{ $shape: ImagePreviewShape }>`
  display: block;
  margin: ${({ theme }) => theme.space.sm} auto;
  ${({ $shape }) =>
    $shape === 'circle'
      ? css`
          width: 9rem;
          height: 9rem;
          border-radius: 50%;
          object-fit: cover;
        `
      : css`
          max-width: 100%;
          max-height: 45vh;
          object-fit: contain;
        `}
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** How the preview shows the picture. */
export type ImagePreviewShape = 'circle' | 'document';

/** Props of ImagePreview: the picture, its state and the translated words around it. */
export interface ImagePreviewProps {
  /** The picture's address (an object URL of what will be sent). */
  readonly src: string;
  readonly shape: ImagePreviewShape;
  readonly title: string;
  /** What the picture is, for a screen reader. */
  readonly alt: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** The heading level: 2 on a screen, 3 inside a list item. */
  readonly headingLevel?: 2 | 3;
  /** The picture is on its way. */
  readonly sending: boolean;
  /** Why the picture was refused or could not be sent, translated; null when nothing went wrong. */
  readonly problem: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** A picked picture shown as it will be used, before it is sent: send it, or cancel. */
export function ImagePreview(props: ImagePreviewProps) {
  const titleId = useId();
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Panel aria-labelledby={titleId}>
      <Heading id={titleId}>{props.title}</Heading>
      <Picture src={props.src} alt={props.alt} $shape={props.shape} />
      {props.problem === null ? null : <Problem role="alert">{props.problem}</Problem>}
      <Buttons>
        <Button variant="secondary" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.sending} aria-busy={props.sending}>
          {props.confirmLabel}
        </Button>
      </Buttons>
    </Panel>
  );
}
