import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { contentMessages, sectionFailedMessage } from './content-messages';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Retry = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A section (of home, of the game centre) that failed to load: what failed and a button that loads it again. */
export function SectionError({ section, onRetry }: { readonly section: string; readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Box role="status">
      <span>{intl.formatMessage(sectionFailedMessage, { section })}</span>
      <Retry type="button" onClick={onRetry}>
        {intl.formatMessage(contentMessages.retry)}
      </Retry>
    </Box>
  );
}

/** A box that keeps a section's space while it loads (its height given). */
export const Placeholder = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
