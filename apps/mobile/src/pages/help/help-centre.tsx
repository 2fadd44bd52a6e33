import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { type HelpCentreView, type HelpSearchHit } from '@gp/domain';
import type { HelpTopic } from '@gp/api-client';
import { LoadFailed, UiLink } from '@gp/ui';
import { HelpTopics } from './help-topics';
import { HELP_HITS_TEXT, HELP_TEXT } from './help-messages';

/** Props of HelpCentre. */
export interface HelpCentreProps {
  readonly topics: readonly HelpTopic[];
  /** The entries the address opens (domain `helpCentreViewOf`). */
  readonly view: HelpCentreView;
  readonly query: string;
  readonly hits: readonly HelpSearchHit[];
  readonly state: 'loading' | 'failed' | 'ready';
  readonly onQuery: (query: string) => void;
  readonly onRetry: () => void;
  readonly onLink: (href: string) => void;
}

const Screen = styled.div`
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  min-height: 60vh;
`;

const Search = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weightBold};
  input {
    min-height: ${({ theme }) => theme.size.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weightRegular};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
`;

const Hits = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;
  li a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: inherit;
  }
`;

/** The detail screen of a search hit. */
function hitPath(hit: HelpSearchHit): string {
  return `/helpDetail?p=${hit.topicIndex}${hit.subTopicIndex === null ? '' : `&c=${hit.subTopicIndex}`}`;
}

/**
 * The help centre (SPEC §2): a search over every entry's title and text, then the accordion of
 * topics and their sub-topics, the entries the address names (`tag`, `p`, `c`) open at first;
 * the empty view without topics, what failed with Try again.
 */
export function HelpCentre(props: HelpCentreProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hitsId = useId();
  const opened = props.view.kind === 'topics' ? props.view : { openTopic: null, openSubTopic: null };
  const searching = props.query.trim() !== '';
  if (props.state === 'failed') return <LoadFailed title={t(HELP_TEXT.failed)} onRetry={props.onRetry} />;
  return (
    <Screen aria-busy={props.state === 'loading'}>
      <Search>
        {t(HELP_TEXT.search)}
        <input type="search" value={props.query} placeholder={t(HELP_TEXT.searchHint)} aria-describedby={hitsId} onChange={(event) => props.onQuery(event.target.value)} />
      </Search>
      <p id={hitsId} aria-live="polite" hidden={!searching}>
        {searching ? t(HELP_HITS_TEXT, { count: props.hits.length }) : ''}
      </p>
      {searching ? (
        props.hits.length === 0 ? (
          <Note>{t(HELP_TEXT.noHits)}</Note>
        ) : (
          <Hits>
            {props.hits.map((hit) => (
              <li key={`${hit.topicIndex}-${hit.subTopicIndex ?? ''}`}>
                <UiLink to={hitPath(hit)}>{hit.title}</UiLink>
              </li>
            ))}
          </Hits>
        )
      ) : props.state === 'ready' && props.topics.length === 0 ? (
        <Note>{t(HELP_TEXT.empty)}</Note>
      ) : (
        <HelpTopics
          key={`${opened.openTopic ?? ''}-${opened.openSubTopic ?? ''}`}
          topics={props.topics}
          openTopic={opened.openTopic}
          openSubTopic={opened.openSubTopic}
          onLink={props.onLink}
        />
      )}
    </Screen>
  );
}
