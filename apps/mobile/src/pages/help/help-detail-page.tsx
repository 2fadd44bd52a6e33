import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { helpCentreViewOf, pathOf } from '@gp/domain';
import { helpStoreOf } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useRootStore } from '../../app/store-context';
import { useEnsureInLanguage } from '../../content/use-ensure-in-language';
import { ContentMissing } from '../../content/content-missing';
import { ContentWaiting } from '../../content/content-waiting';
import { useOpenLink } from '../../content/use-open-link';
import { HelpDetail } from './help-detail';
import { HELP_TEXT } from './help-messages';
import { helpQueryOf } from './help-query';

/**
 * One help topic `/m/helpDetail` (SPEC §2), chosen like the centre's entries (`tag`, or `p`, with
 * `c` opening a sub-topic): where a search result leads, and a link one can share. A topic that
 * does not exist says so and leads to the help centre.
 */
export const HelpDetailPage = observer(function HelpDetailPage() {
  const intl = useIntl();
  const store = helpStoreOf(useRootStore());
  const [params] = useSearchParams();
  const openLink = useOpenLink();
  useEnsureInLanguage(store.ensure);
  const { resource } = store;
  const view = helpCentreViewOf(store.topics, helpQueryOf(params));
  const topic = view.kind === 'topics' && view.openTopic !== null ? store.topics[view.openTopic] : undefined;
  if (topic !== undefined && view.kind === 'topics') return <HelpDetail key={`${view.openTopic}-${view.openSubTopic ?? ''}`} topic={topic} openSubTopic={view.openSubTopic} onLink={openLink} />;
  if (resource.status === 'failed') return <LoadFailed title={intl.formatMessage(HELP_TEXT.failed)} onRetry={store.ensure} />;
  if (resource.pending || resource.loading) return <ContentWaiting />;
  return <ContentMissing message={intl.formatMessage(HELP_TEXT.notFound)} to={pathOf('help')} linkLabel={intl.formatMessage(HELP_TEXT.allTopics)} />;
});
