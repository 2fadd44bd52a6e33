import styled from 'styled-components';

/**
 * One line of a list of things to claim (a rebate, a reward): what it is and how it came on the
 * left, its amount on the right, the claim under them, and a failed claim's reason across.
 */
export const ClaimLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
`;
