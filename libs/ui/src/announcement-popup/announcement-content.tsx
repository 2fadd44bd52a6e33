import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { DESIGN_REM_CSS, pxToRemInHtml } from '@gp/domain';

/** Turns untrusted HTML into safe HTML (the app passes DOMPurify). */
export type HtmlSanitiser = (html: string) => string;

/** Props of AnnouncementContent. */
export interface AnnouncementContentProps {
  /** Server HTML, untrusted. */
  readonly html: string;
  readonly sanitise: HtmlSanitiser;
  /** Called with the raw href of a tapped link instead of following it. */
  readonly onLink: (href: string) => void;
}

/** The custom property that pixel sizes of the content are expressed in (see DESIGN_REM_CSS). */
const DESIGN_REM = '--design-rem';

const Body = styled.div`
  ${DESIGN_REM}: ${DESIGN_REM_CSS};
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  a {
    /* The text colour, underlined: its contrast on the popup is checked for every brand, the primary's is not. */
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/**
 * Server HTML of one announcement: pixel sizes turned into design rems (the domain's rule: the
 * content was written for 1 rem = 100 px on a 750 px design, which this page's rem is not), then sanitised,
 * and every link tap handed to `onLink` (one delegated listener) rather than followed.
 */
export function AnnouncementContent({ html, sanitise, onLink }: AnnouncementContentProps) {
  const root = useRef<HTMLDivElement>(null);
  const link = useRef(onLink);
  const safe = useMemo(() => sanitise(pxToRemInHtml(html, `var(${DESIGN_REM})`)), [html, sanitise]);

  useEffect(() => {
    link.current = onLink;
  }, [onLink]);

  useEffect(() => {
    const element = root.current;
    if (element === null) return undefined;
    const handleClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor === null || !element.contains(anchor)) return;
      event.preventDefault();
      const href = anchor.getAttribute('href');
      if (href !== null) link.current(href);
    };
    element.addEventListener('click', handleClick);
    return () => element.removeEventListener('click', handleClick);
  }, []);

  return <Body ref={root} dangerouslySetInnerHTML={{ __html: safe }} />;
}
