import styled from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-variant-numeric: tabular-nums;
  }
`;

/** The facts of one line of an agent list (a member, a betting line), two to a row, label over value. */
export function LineFacts({ facts }: { readonly facts: readonly (readonly [string, string])[] }) {
  return (
    <Grid>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Grid>
  );
}

/** The frame of one line of an agent list: a heading with its tags, the facts, the links. */
export const AgentLine = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: baseline;
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: normal;
  }
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;
