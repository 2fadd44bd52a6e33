import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchHelpTopics } from './help-search';

const TOPICS = [
  { title: 'Terms of Use', content: '<p>These terms apply.</p>', tag: 'terms', children: [{ title: 'Eligibility', content: '<p>Only persons aged <strong>18 or over</strong>.</p>' }] },
  { title: 'FAQ', content: '<p>Quick answers.</p>', tag: 'faq', children: [{ title: 'How do I deposit?', content: '<p>Open <a href="/m/voucherCenter">Deposit</a> and pick GCash.</p>' }] },
];

describe('searchHelpTopics', () => {
  it('finds topics and sub-topics by title or text, every word, case and accents ignored', () => {
    expect(searchHelpTopics(TOPICS, 'deposit')).toEqual([{ topicIndex: 1, subTopicIndex: 0, title: 'How do I deposit?' }]);
    expect(searchHelpTopics(TOPICS, 'GCASH  pick')).toEqual([{ topicIndex: 1, subTopicIndex: 0, title: 'How do I deposit?' }]);
    expect(searchHelpTopics(TOPICS, 'térms')).toEqual([{ topicIndex: 0, subTopicIndex: null, title: 'Terms of Use' }]);
    expect(searchHelpTopics(TOPICS, '18 over')).toEqual([{ topicIndex: 0, subTopicIndex: 0, title: 'Eligibility' }]);
  });

  it('does not match markup, and needs two letters', () => {
    expect(searchHelpTopics(TOPICS, 'strong')).toEqual([]);
    expect(searchHelpTopics(TOPICS, 'voucherCenter')).toEqual([]);
    expect(searchHelpTopics(TOPICS, 'a')).toEqual([]);
    expect(searchHelpTopics(TOPICS, '   ')).toEqual([]);
  });

  it('only ever names entries that exist', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        for (const hit of searchHelpTopics(TOPICS, query)) {
          const topic = TOPICS[hit.topicIndex];
          expect(topic).toBeDefined();
          if (hit.subTopicIndex !== null) expect(topic?.children[hit.subTopicIndex]).toBeDefined();
        }
      }),
    );
  });
});
