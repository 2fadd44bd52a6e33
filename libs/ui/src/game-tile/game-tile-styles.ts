import styled from 'styled-components';

// The parts of a game tile (GameTile puts them together).

/** The tile: a card holding the open button, the badge and the star. */
export const Tile = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/** The button that opens the game: the image, the band and the text lines. */
export const Open = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  width: 100%;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

/** The square game image, its space kept while it loads. */
export const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.surfaceRaised};
  object-fit: cover;
`;

/** The colour band under the image; its strength follows the tile style (1 to 5). */
export const Band = styled.span<{ $style: number }>`
  display: block;
  height: 3px;
  background: ${({ theme }) => theme.color.accent};
  opacity: ${({ $style }) => 0.45 + $style * 0.11};
`;

/** The game's name on one line. */
export const Name = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The vendor, or an RNG game's players online, on one line. */
export const Detail = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The NEW badge in the top-left corner. */
export const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-transform: uppercase;
`;
