import { queryIndexBelow } from '../routes/query-values';
/** A sub-topic of the help centre. */
export interface HelpSubTopic {
  readonly title: string;
  readonly content: string;
}

/** A topic of the help centre as the platform sends it (SPEC §3 'Help topic'). */
export interface HelpTopic {
  readonly title: string;
  readonly content: string;
  readonly tag?: string | null;
  readonly children?: readonly HelpSubTopic[] | null;
}

/** The help-centre query as read from the address: `tag`, `p` (topic index), `c` (sub-topic index). */
export interface HelpCentreQuery {
  readonly tag?: string | null;
  readonly p?: string | null;
  readonly c?: string | null;
}

/** What the help centre shows: the empty view, or the accordion with the entries to pre-open. */
export type HelpCentreView =
  | { readonly kind: 'empty' }
  | { readonly kind: 'topics'; readonly openTopic: number | null; readonly openSubTopic: number | null };


function topicIndexOf(topics: readonly HelpTopic[], query: HelpCentreQuery): number | null {
  const tag = query.tag?.trim().toLowerCase() ?? '';
  if (tag === '') return queryIndexBelow(query.p, topics.length);
  const index = topics.findIndex((topic) => topic.tag?.trim().toLowerCase() === tag);
  return index === -1 ? null : index;
}

/**
 * Decides which help entries open from the query (SPEC §2 'Help centre'). A non-blank `tag` picks
 * the first topic with that tag (letter case ignored) and `p` is then ignored; otherwise `p` picks
 * a topic by 0-based index. `c` picks a 0-based sub-topic of the open topic. Anything not made of
 * digits only, out of range, an unknown tag, or `c` without an open topic opens nothing.
 * No topics give the empty view.
 */
export function helpCentreViewOf(topics: readonly HelpTopic[], query: HelpCentreQuery): HelpCentreView {
  if (topics.length === 0) return { kind: 'empty' };
  const openTopic = topicIndexOf(topics, query);
  const children = openTopic === null ? [] : (topics[openTopic]?.children ?? []);
  const openSubTopic = queryIndexBelow(query.c, children.length);
  return { kind: 'topics', openTopic, openSubTopic };
}
