import { useState } from 'react';
import styled from 'styled-components';
import type { HelpTopic } from '@gp/api-client';
import { ServerText } from '../../content/server-text';
import { ContentEntry } from '../../content/content-entry';

/** Props of HelpDetail. */
export interface HelpDetailProps {
  readonly topic: HelpTopic;
  /** The sub-topic open at first (`c`), or null (give a new `key` to open another). */
  readonly openSubTopic: number | null;
  readonly onLink: (href: string) => void;
}

const Article = styled.article`
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Text = styled(ServerText)`
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** One help topic (`/m/helpDetail`): its title and text, then its sub-topics, the one the address names open. */
export function HelpDetail({ topic, openSubTopic, onLink }: HelpDetailProps) {
  const [open, setOpen] = useState(openSubTopic);
  return (
    <Article aria-labelledby="help-topic-title">
      <h2 id="help-topic-title">{topic.title}</h2>
      <Text html={topic.content} onLink={onLink} />
      {(topic.children ?? []).map((child, index) => (
        <ContentEntry
          key={`${index}-${child.title}`}
          level={3}
          title={child.title}
          html={child.content}
          open={open === index}
          onToggle={() => setOpen(open === index ? null : index)}
          onLink={onLink}
        />
      ))}
    </Article>
  );
}
