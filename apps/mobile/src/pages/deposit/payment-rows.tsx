import styled from 'styled-components';
import { CopyButton } from './copy-button';

/** The label and value lines of the payment step: labels left, values (bold, tabular) right with their buttons. */
export const PaymentRows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Props of CopyRow. */
export interface CopyRowProps {
  /** The translated label, which also names the copy button ('Copy Reference'). */
  readonly label: string;
  /** What the line shows, when it differs from what is copied (an amount with its symbol). */
  readonly shown?: string;
  readonly value: string;
  readonly onCopy: (text: string) => Promise<void> | void;
}

/** One line of `PaymentRows` whose value has a copy button. */
export function CopyRow({ label, shown, value, onCopy }: CopyRowProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span>{shown ?? value}</span>
        <CopyButton what={label} text={value} onCopy={onCopy} />
      </dd>
    </>
  );
}
