import { css } from 'styled-components';

/**
 * Lets the browser skip style, layout and paint of a section while it is far from the viewport
 * (CSS `content-visibility: auto`), holding `estimate` of height for it until it has been drawn
 * once and its real height afterwards. Long screens (home's game rows) then cost a low-end phone
 * only what is on screen at start. The content stays in the DOM: find-in-page, anchors and
 * screen readers still reach it.
 */
export const renderWhenNear = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate};
`;
