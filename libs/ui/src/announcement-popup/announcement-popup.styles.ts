import styled from 'styled-components';
import { DialogPanel, IconButton } from '../overlay/overlay';

/** The popup's card: wider than a plain dialog, content scrolls inside the slides. */
export const Panel = styled(DialogPanel)`
  width: min(100%, 24rem);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

/** Horizontal scroll-snap track: one slide per width, swipeable by touch. */
export const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Slide = styled.section`
  flex: 0 0 100%;
  max-height: 55dvh;
  overflow-y: auto;
  scroll-snap-align: start;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  time {
    /* The text colour: muted text is checked against the page background only, not the panel. */
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

export const SlideTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const Arrow = styled(IconButton)`
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
`;

export const Bullets = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A page bullet: a small dot inside a thumb-sized button; the current one is filled. */
export const Bullet = styled.button`
  width: 1.75rem;
  height: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 0.5rem;
    height: 0.5rem;
    margin: auto;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.textMuted};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
