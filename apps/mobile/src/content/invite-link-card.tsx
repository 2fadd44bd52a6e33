import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@gp/ui';
import { ScanCode, ScanCodeFrame } from './scan-code';

/** The translated texts of an InviteLinkCard. */
export interface InviteLinkTexts {
  readonly title: string;
  readonly copy: string;
  readonly share: string;
  readonly qr: string;
  readonly qrLoading: string;
}

/** Props of InviteLinkCard. */
export interface InviteLinkCardProps {
  /** The registration link to hand out. */
  readonly link: string;
  readonly texts: InviteLinkTexts;
  /** A line under the link (the code in it), translated. */
  readonly note?: ReactNode;
  readonly onCopy: () => void;
  /** Opens the phone's share sheet; null where the browser has none. */
  readonly onShare: (() => void) | null;
  /** The id of its heading, unique on the page. */
  readonly headingId: string;
}

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  output {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
  }
`;

/**
 * A registration link to hand out (a member's referral link, an agent's invitation): the link,
 * Copy, Share where the phone has a share sheet, and its QR code (whose library loads with it).
 */
export function InviteLinkCard({ link, texts, note, onCopy, onShare, headingId }: InviteLinkCardProps) {
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      <output aria-labelledby={headingId}>{link}</output>
      {note ? <p>{note}</p> : null}
      <Actions>
        <Button onClick={onCopy}>{texts.copy}</Button>
        {onShare ? (
          <Button variant="secondary" onClick={onShare}>
            {texts.share}
          </Button>
        ) : null}
      </Actions>
      <Suspense fallback={<ScanCodeFrame>{texts.qrLoading}</ScanCodeFrame>}>
        <ScanCode value={link} label={texts.qr} />
      </Suspense>
    </Card>
  );
}

/** Opens the phone's share sheet with a link, or null where the browser has none (a cancelled share says nothing). */
export function shareLinkAction(title: string, text: string, url: string): (() => void) | null {
  if (typeof navigator.share !== 'function') return null;
  return () => void navigator.share({ title, text, url }).catch(() => undefined);
}
