import { LIMITS } from '../constants/limits';
import type { RandomSource } from './random-draw';
import { drawIndex } from './random-draw';

/** How many tile styles the nodeId rule cycles through (SPEC §2 'Game tile'). */
export const TILE_STYLE_COUNT = 5;

/** How many tile styles the telNodeId rule cycles through (range 1 to 4). */
export const TEL_TILE_STYLE_COUNT = 4;

const styleIndex = (id: number | string, count: number): number => {
  const value = typeof id === 'number' ? id : Number(id.trim() === '' ? Number.NaN : id);
  if (!Number.isSafeInteger(value)) return 1;
  return (((value % count) + count) % count) + 1;
};

/**
 * Decides a tile's style, 1 to 5: nodeId mod 5 plus 1. A nodeId that is not a whole number
 * gets style 1; a negative one still lands in range.
 */
export function tileStyleIndex(nodeId: number | string): number {
  return styleIndex(nodeId, TILE_STYLE_COUNT);
}

/** Decides a tile's style by the other rule, 1 to 4: telNodeId mod 4 plus 1 (same fallbacks). */
export function telTileStyleIndex(telNodeId: number | string): number {
  return styleIndex(telNodeId, TEL_TILE_STYLE_COUNT);
}

/**
 * Draws the fake 'players online' count shown on RNG tiles: a whole number from 500 to 1999
 * inclusive, from a random source in [0, 1). A source that strays outside [0, 1) is clamped.
 */
export function fakePlayersOnline(random: RandomSource): number {
  return LIMITS.fakeOnlineMin + drawIndex(random, LIMITS.fakeOnlineMax - LIMITS.fakeOnlineMin + 1);
}

/** Tells whether a tile of this category shows the fake 'players online' count (RNG only). */
export function showsPlayersOnline(gameCategory: string): boolean {
  return gameCategory === 'RNG';
}
