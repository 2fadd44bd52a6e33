import styled from 'styled-components';

/** Props of FactsList. */
export interface FactsListProps {
  /** Label and value of each fact, translated and formatted. */
  readonly facts: readonly (readonly [string, string])[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Label and value pairs, each label at the start and its figure at the end of one row (an order's facts, a report's sums). */
export function FactsList({ facts }: FactsListProps) {
  return (
    <List>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
