import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { WinnersBoard, WinnersBoardSkeleton } from '@gp/ui';
import { useHomeStore } from './use-home-store';
import { homeMessages } from './home-messages';
import { SectionError } from '../../content/section-state';

/** The biggest-wins board: its space kept while loading, a retry on failure, nothing without winners. */
export const HomeWinners = observer(function HomeWinners() {
  const intl = useIntl();
  const home = useHomeStore();
  const part = home.winners;
  if (part.pending) return <WinnersBoardSkeleton />;
  if (part.status === 'failed') return <SectionError section={intl.formatMessage(homeMessages.winnersTitle)} onRetry={part.load} />;
  return <WinnersBoard winners={part.value} />;
});
