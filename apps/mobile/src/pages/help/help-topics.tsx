import { useState } from 'react';
import type { HelpTopic } from '@gp/api-client';
import { ContentEntry } from '../../content/content-entry';

/** Props of HelpTopics. */
export interface HelpTopicsProps {
  readonly topics: readonly HelpTopic[];
  /** The topic and sub-topic open at first (give a new `key` to open others). */
  readonly openTopic: number | null;
  readonly openSubTopic: number | null;
  readonly onLink: (href: string) => void;
}

/** The help accordion: one topic open at a time, and one of its sub-topics. */
export function HelpTopics({ topics, openTopic, openSubTopic, onLink }: HelpTopicsProps) {
  const [topic, setTopic] = useState(openTopic);
  const [sub, setSub] = useState(openSubTopic);
  return topics.map((entry, index) => (
    <ContentEntry
      key={`${index}-${entry.title}`}
      level={2}
      title={entry.title}
      html={entry.content}
      open={topic === index}
      onToggle={() => {
        setTopic(topic === index ? null : index);
        setSub(null);
      }}
      onLink={onLink}
    >
      {(entry.children ?? []).map((child, childIndex) => (
        <ContentEntry
          key={`${childIndex}-${child.title}`}
          level={3}
          title={child.title}
          html={child.content}
          open={sub === childIndex}
          onToggle={() => setSub(sub === childIndex ? null : childIndex)}
          onLink={onLink}
        />
      ))}
    </ContentEntry>
  ));
}
