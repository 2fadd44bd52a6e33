import { css } from 'styled-components';

/** Links inside running text: the text's own colour, bold and underlined, readable on every brand's surface. */
export const readableLinks = css`
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: underline;
  }
`;
