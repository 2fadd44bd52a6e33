import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ServerText } from './server-text';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: start;
  cursor: pointer;
  &::after {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Label = styled.span`
  display: grid;
  gap: 0.125rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: inherit;
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
`;

/** Props of ContentEntry. */
export interface ContentEntryProps {
  readonly title: string;
  /** The entry's server HTML, shown through SafeHtml. */
  readonly html: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onLink: (href: string) => void;
  /** The heading level of the title: 2 for a topic, 3 for a sub-topic. */
  readonly level: 2 | 3;
  /** What follows the text when open (a topic's sub-topics). */
  readonly children?: ReactNode;
  /** What the toggle shows under the title (a notice's date and unread mark). */
  readonly meta?: ReactNode;
  readonly id?: string;
}

/**
 * One entry of an accordion of server texts (help topics, announcements): its title as a heading
 * holding the toggle (with `meta` under it), then its text through SafeHtml when open.
 */
export function ContentEntry({ title, html, open, onToggle, onLink, level, children, meta, id }: ContentEntryProps) {
  const panelId = useId();
  return (
    <Item id={id}>
      <Title as={level === 2 ? 'h2' : 'h3'}>
        <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <Label>
            {title}
            {meta}
          </Label>
        </Toggle>
      </Title>
      <Panel id={panelId} hidden={!open}>
        {open && <ServerText html={html} onLink={onLink} />}
        {open && children}
      </Panel>
    </Item>
  );
}
