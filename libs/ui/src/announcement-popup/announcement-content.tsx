import { useMemo } from 'react';
import styled from 'styled-components';
import { DESIGN_REM_CSS, pxToRemInHtml } from '@gp/domain';
import { SafeHtml } from '../safe-html/safe-html';

/** Props of AnnouncementContent. */
export interface AnnouncementContentProps {
  /** Server HTML, untrusted. */
  readonly html: string;
  /** Called with the raw href of a tapped link instead of following it. */
  readonly onLink: (href: string) => void;
}

/** The custom property that pixel sizes of the content are expressed in (see DESIGN_REM_CSS). */
const DESIGN_REM = '--design-rem';

const Body = styled(SafeHtml)`
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
 * content was written for 1 rem = 100 px on a 750 px design, which this page's rem is not), then
 * shown through SafeHtml (sanitised, link taps handed to `onLink`).
 */
export function AnnouncementContent({ html, onLink }: AnnouncementContentProps) {
  const converted = useMemo(() => pxToRemInHtml(html, `var(${DESIGN_REM})`), [html]);
  return <Body html={converted} onLink={onLink} />;
}
