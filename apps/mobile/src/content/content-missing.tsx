import styled from 'styled-components';
import { UiLink } from '@gp/ui';
import { readableLinks } from './readable-links';

const Missing = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  p {
    margin: 0;
  }
  ${readableLinks}
`;

/** Props of ContentMissing. */
export interface ContentMissingProps {
  /** What is not there (a promotion that ended, a help topic that does not exist), translated. */
  readonly message: string;
  /** The screen that lists what is there, and its link's words. */
  readonly to: string;
  readonly linkLabel: string;
}

/** A shared link to content that is not there any more: says so, and leads to the list of what is. */
export function ContentMissing({ message, to, linkLabel }: ContentMissingProps) {
  return (
    <Missing>
      <p role="status">{message}</p>
      <UiLink to={to}>{linkLabel}</UiLink>
    </Missing>
  );
}
