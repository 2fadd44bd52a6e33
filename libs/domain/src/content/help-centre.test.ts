import { describe, expect, it } from 'vitest';
import { helpCentreViewOf } from './help-centre';
import type { HelpTopic } from './help-centre';

const topic = (title: string, tag: string | null, children: number): HelpTopic => ({
  title,
  content: `<p>${title}</p>`,
  tag,
  children: Array.from({ length: children }, (_, i) => ({ title: `${title}.${i}`, content: '' })),
});

const TOPICS: readonly HelpTopic[] = [
  topic('Terms', 'terms', 2),
  topic('Privacy', 'privacy', 0),
  topic('FAQ', 'faq', 3),
];

describe('helpCentreViewOf', () => {
  it('shows the empty view for no topics, whatever the query', () => {
    expect(helpCentreViewOf([], { tag: 'faq', p: '0', c: '0' })).toEqual({ kind: 'empty' });
  });

  it('opens nothing without a query', () => {
    expect(helpCentreViewOf(TOPICS, {})).toEqual({ kind: 'topics', openTopic: null, openSubTopic: null });
  });

  it('opens the topic of a tag, ignoring case and spaces', () => {
    expect(helpCentreViewOf(TOPICS, { tag: 'faq' })).toEqual({ kind: 'topics', openTopic: 2, openSubTopic: null });
    expect(helpCentreViewOf(TOPICS, { tag: ' PRIVACY ' })).toMatchObject({ openTopic: 1 });
  });

  it('lets the tag win over p, and c pick a sub-topic of the tagged topic', () => {
    expect(helpCentreViewOf(TOPICS, { tag: 'faq', p: '0', c: '2' })).toEqual({
      kind: 'topics',
      openTopic: 2,
      openSubTopic: 2,
    });
  });

  it('opens nothing for an unknown tag, even with p', () => {
    expect(helpCentreViewOf(TOPICS, { tag: 'nope', p: '0', c: '0' })).toEqual({
      kind: 'topics',
      openTopic: null,
      openSubTopic: null,
    });
  });

  it('falls back to p when the tag is blank or missing', () => {
    expect(helpCentreViewOf(TOPICS, { tag: '', p: '1' })).toMatchObject({ openTopic: 1 });
    expect(helpCentreViewOf(TOPICS, { tag: null, p: '0', c: '1' })).toMatchObject({ openTopic: 0, openSubTopic: 1 });
  });

  it('opens topics and sub-topics by 0-based index', () => {
    expect(helpCentreViewOf(TOPICS, { p: '0', c: '0' })).toEqual({ kind: 'topics', openTopic: 0, openSubTopic: 0 });
    expect(helpCentreViewOf(TOPICS, { p: '02' })).toMatchObject({ openTopic: 2 });
  });

  it.each(['-1', '1.5', 'abc', ' 1', '', '3', '1e1', '99999999999999999999'])('opens no topic for p=%j', (p) => {
    expect(helpCentreViewOf(TOPICS, { p, c: '0' })).toEqual({ kind: 'topics', openTopic: null, openSubTopic: null });
  });

  it('opens no sub-topic when c is bad, out of range, or the topic has none', () => {
    expect(helpCentreViewOf(TOPICS, { p: '0', c: '2' })).toMatchObject({ openTopic: 0, openSubTopic: null });
    expect(helpCentreViewOf(TOPICS, { p: '0', c: 'x' })).toMatchObject({ openTopic: 0, openSubTopic: null });
    expect(helpCentreViewOf(TOPICS, { p: '1', c: '0' })).toMatchObject({ openTopic: 1, openSubTopic: null });
    expect(helpCentreViewOf(TOPICS, { c: '0' })).toMatchObject({ openTopic: null, openSubTopic: null });
  });

  it('treats missing children as none', () => {
    const bare: readonly HelpTopic[] = [{ title: 'A', content: '' }, { title: 'B', content: '', children: null }];
    expect(helpCentreViewOf(bare, { p: '0', c: '0' })).toEqual({ kind: 'topics', openTopic: 0, openSubTopic: null });
    expect(helpCentreViewOf(bare, { p: '1', c: '0' })).toMatchObject({ openTopic: 1, openSubTopic: null });
    expect(helpCentreViewOf(bare, { tag: 'x' })).toMatchObject({ openTopic: null });
  });
});
