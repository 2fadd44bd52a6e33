import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LoadFailed } from '@gp/ui';
import { sectionFailedMessage } from './content-messages';

/** A section (of home, of the game centre) that failed to load: what failed and a button that loads it again. */
export function SectionError({ section, onRetry }: { readonly section: string; readonly onRetry: () => void }) {
  const intl = useIntl();
  return <LoadFailed size="section" title={intl.formatMessage(sectionFailedMessage, { section })} onRetry={onRetry} />;
}

/** A box that keeps a section's space while it loads (its height given). */
export const Placeholder = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
