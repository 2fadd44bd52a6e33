import type { HelpTopic } from './help-centre';
import { htmlToPlainText } from './html-text';

/** A help entry that matches a search: the topic, or one of its sub-topics, and its title. */
export interface HelpSearchHit {
  readonly topicIndex: number;
  /** The sub-topic's index, or null when the topic itself matches. */
  readonly subTopicIndex: number | null;
  readonly title: string;
}

/** The shortest search the help centre runs (one letter matches nearly everything). */
export const HELP_SEARCH_MIN_LENGTH = 2;

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * Searches the help centre (not in the spec; what players expect of a help page): every topic and
 * sub-topic whose title or text (without markup) contains each word of the query, letter case and
 * accents ignored, in the centre's own order. A query shorter than two letters finds nothing.
 */
export function searchHelpTopics(topics: readonly HelpTopic[], query: string): readonly HelpSearchHit[] {
  const words = normalise(query).split(/\s+/).filter((word) => word !== '');
  if (words.join('').length < HELP_SEARCH_MIN_LENGTH) return [];
  const matches = (title: string, html: string) => {
    const text = normalise(`${title} ${htmlToPlainText(html)}`);
    return words.every((word) => text.includes(word));
  };
  const hits: HelpSearchHit[] = [];
  topics.forEach((topic, topicIndex) => {
    if (matches(topic.title, topic.content)) hits.push({ topicIndex, subTopicIndex: null, title: topic.title });
    (topic.children ?? []).forEach((child, subTopicIndex) => {
      if (matches(child.title, child.content)) hits.push({ topicIndex, subTopicIndex, title: child.title });
    });
  });
  return hits;
}
