import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

type PageValues = { current: number; total: number };

const indicatorMessage = defineMessage<PageValues>({
  id: 'ui.moreGames.indicator',
  defaultMessage: '{current} / {total}',
  description: "Page indicator under a game grid: the last page shown and the number of pages ('1 / 3')",
});

const indicatorLabelMessage = defineMessage<PageValues>({
  id: 'ui.moreGames.indicatorLabel',
  defaultMessage: 'Page {current} of {total}',
  description: 'Spoken form of the page indicator under a game grid',
});

const messages = defineMessages({
  more: { id: 'ui.moreGames.more', defaultMessage: 'More games', description: 'Button under a game grid that appends the next page' },
  loading: { id: 'ui.moreGames.loading', defaultMessage: 'Loading…', description: 'The more-games button while the next page loads' },
  retry: {
    id: 'ui.moreGames.retry',
    defaultMessage: 'Could not load more games. Try again',
    description: 'The more-games button after the next page failed to load',
  },
});

/** Props of MoreGames. */
export interface MoreGamesProps {
  /** The last page shown, from 1. */
  readonly page: number;
  readonly totalPages: number;
  /** True on the last page (domain `isMoreDisabled`). */
  readonly disabled: boolean;
  /** The next page is on its way. */
  readonly loading?: boolean;
  /** The last 'more' failed: the button offers to try again. */
  readonly failed?: boolean;
  readonly onMore: () => void;
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
`;

const Indicator = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

const More = styled.button`
  min-width: 10rem;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The foot of a game grid (SPEC §2 'Game lobby'): the 'current / total' indicator and the
 * 'more games' button, disabled on the last page. The indicator is announced when it changes.
 */
export function MoreGames({ page, totalPages, disabled, loading = false, failed = false, onMore }: MoreGamesProps) {
  const intl = useIntl();
  const values = { current: page, total: totalPages };
  const label = loading ? messages.loading : failed ? messages.retry : messages.more;
  return (
    <Bar>
      <Indicator aria-live="polite">
        <span aria-hidden="true" data-testid="page-indicator">
          {intl.formatMessage(indicatorMessage, values)}
        </span>
        <VisuallyHidden>{intl.formatMessage(indicatorLabelMessage, values)}</VisuallyHidden>
      </Indicator>
      <More type="button" disabled={disabled} aria-busy={loading} onClick={loading ? undefined : onMore}>
        {intl.formatMessage(label)}
      </More>
    </Bar>
  );
}
