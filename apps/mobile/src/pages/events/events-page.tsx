import { observer } from 'mobx-react-lite';
import { eventsOf } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { useOpenLink } from '../../content/use-open-link';
import { useEnsureInLanguage } from '../../content/use-ensure-in-language';
import { EventsView } from './events-view';

/** The events `/m/events` (SPEC §2), open to guests: the merchant's three events, each opening where it leads. */
export const EventsPage = observer(function EventsPage() {
  const content = eventsOf(useRootStore());
  const openLink = useOpenLink();
  useEnsureInLanguage(content.ensure);
  const { resource } = content;
  return (
    <EventsView
      events={resource.value}
      state={resource.viewState}
      onRetry={content.ensure}
      onOpen={openLink}
    />
  );
});
