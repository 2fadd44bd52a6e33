import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Events } from '@gp/api-client';
import { LoadFailed } from '@gp/ui';
import { EVENTS_TEXT } from './events-messages';

/** Props of EventsView. */
export interface EventsViewProps {
  readonly events: Events | null;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly onRetry: () => void;
  /** Follows an event's link (through the link allow-list). */
  readonly onOpen: (link: string) => void;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  min-height: 70vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
`;

const Event = styled.li`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 23 / 10;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  h2,
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.md};
  }
  h2 {
    padding-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    padding-bottom: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** An event with a link is one button: the whole card opens it. */
const Open = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

/** The events (SPEC §2 `/m/events`): each event's picture, title and line; one with a link opens it. */
export function EventsView({ events, state, onRetry, onOpen }: EventsViewProps) {
  const intl = useIntl();
  if (state === 'failed') return <LoadFailed title={intl.formatMessage(EVENTS_TEXT.failed)} onRetry={onRetry} />;
  const items = events?.items ?? [];
  return (
    <List aria-busy={state === 'loading'}>
      {state === 'ready' && items.length === 0 && <li>{intl.formatMessage(EVENTS_TEXT.empty)}</li>}
      {items.map((event, index) => {
        const body = (
          <>
            <img src={event.imageUrl} alt="" width={690} height={300} loading={index === 0 ? 'eager' : 'lazy'} />
            <h2>{event.title}</h2>
            <p>{event.description}</p>
          </>
        );
        return (
          <Event key={`${index}-${event.title}`}>
            {event.link === null ? body : <Open type="button" onClick={() => onOpen(event.link ?? '')}>{body}</Open>}
          </Event>
        );
      })}
    </List>
  );
}
