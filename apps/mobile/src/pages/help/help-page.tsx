import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { helpCentreViewOf } from '@gp/domain';
import { helpStoreOf } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { useEnsureInLanguage } from '../../content/use-ensure-in-language';
import { useOpenLink } from '../../content/use-open-link';
import { HelpCentre } from './help-centre';
import { helpQueryOf } from './help-query';

/**
 * The help centre `/m/help` (SPEC §2), open to guests: the side menu's terms, privacy and FAQ
 * links (`?tag=`) land on their topic, open; `p` and `c` open a topic and a sub-topic by index.
 */
export const HelpPage = observer(function HelpPage() {
  const store = helpStoreOf(useRootStore());
  const [params] = useSearchParams();
  const openLink = useOpenLink();
  useEnsureInLanguage(store.ensure);
  const { resource } = store;
  return (
    <HelpCentre
      topics={store.topics}
      view={helpCentreViewOf(store.topics, helpQueryOf(params))}
      query={store.query}
      hits={store.hits}
      state={resource.viewState}
      onQuery={store.setQuery}
      onRetry={store.ensure}
      onLink={openLink}
    />
  );
});
