import styled from 'styled-components';

/**
 * A card of figures on a records or agent screen (a report's sums, the agent's overview, the
 * terms in force): the surface colour, its heading, and dimmed (`$stale`) while another period's
 * figures are on their way, keeping its space.
 */
export const FiguresCard = styled.section<{ $stale?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  opacity: ${({ $stale = false }) => ($stale ? 0.6 : 1)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;
