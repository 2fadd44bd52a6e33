/** The gap between tiles, in pixels. */
export const GAP_PX = 8;
/** The tile's text under its square image: the colour band, the name and detail lines, the padding. */
export const TILE_TEXT_PX = 46;
/** The width assumed before the grid is measured (a common phone). */
const FALLBACK_WIDTH_PX = 360;

/** The height of a row of square tiles in a grid of this width. */
export function gameGridRowHeight(width: number, columns: number): number {
  const usable = width > 0 ? width : FALLBACK_WIDTH_PX;
  return Math.ceil((usable - GAP_PX * (columns - 1)) / columns + TILE_TEXT_PX + GAP_PX);
}
