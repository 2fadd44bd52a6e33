import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The kind of full-page message, which picks its illustration. */
export type StatusScreenTone = 'maintenance' | 'restricted' | 'offline';

/** Props of StatusScreen: translated texts and an optional action. */
export interface StatusScreenProps {
  readonly tone: StatusScreenTone;
  readonly title: string;
  readonly body: ReactNode;
  /** A button or link under the text, such as 'Try again'. */
  readonly action?: ReactNode;
  /** The brand's logo and name above the message. */
  readonly brand?: ReactNode;
  /** Render as the page's `main` landmark (default); false inside a frame that already has one. */
  readonly landmark?: boolean;
}

const Page = styled.div`
  min-height: 100dvh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.color.background};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
  color: ${({ theme }) => theme.color.text};
`;

const Body = styled.div`
  max-width: 22rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ILLUSTRATION: Record<StatusScreenTone, ReactNode> = {
  maintenance: <path d="M14 34 34 14m-6-2 8 8-4 4-8-8zM10 30l8 8-4 4-8-8z" />,
  restricted: <path d="M24 6a18 18 0 1 0 0 36 18 18 0 0 0 0-36zm-12 18h24" />,
  offline: <path d="M6 18a26 26 0 0 1 36 0m-30 6a18 18 0 0 1 24 0m-18 6a10 10 0 0 1 12 0M8 8l32 32" />,
};

const Illustration = styled.svg`
  width: 4.5rem;
  height: 4.5rem;
  fill: none;
  stroke: ${({ theme }) => theme.color.primary};
  stroke-width: 3;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** A whole-page message for when the normal page cannot be shown: maintenance, region, no network. */
export function StatusScreen({ tone, title, body, action, brand, landmark = true }: StatusScreenProps) {
  return (
    <Page as={landmark ? 'main' : 'section'} aria-labelledby="status-screen-title">
      {brand}
      <Illustration viewBox="0 0 48 48" aria-hidden="true" data-tone={tone}>
        {ILLUSTRATION[tone]}
      </Illustration>
      <Title id="status-screen-title">{title}</Title>
      <Body>{body}</Body>
      {action}
    </Page>
  );
}
