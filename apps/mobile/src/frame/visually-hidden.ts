import styled from 'styled-components';

/** A page heading kept for screen readers and in-page search, not drawn (headerless pages). */
export const VisuallyHiddenHeading = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
