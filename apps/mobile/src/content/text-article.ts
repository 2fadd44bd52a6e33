import styled from 'styled-components';

/**
 * The column of a page of running text (About Us, responsible gaming): centred at the content
 * width, headings and paragraphs spaced by the grid's gap, readable line height.
 */
export const TextArticle = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  h2,
  p,
  ul,
  figure {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p,
  li {
    line-height: 1.6;
  }
`;
