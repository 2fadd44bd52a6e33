import { APP_BASE_PATH, parseLottoPlayType, pathOf, type LottoPlayType, type PrizeMode } from '@gp/domain';

/** What the address of a lotto-h5 frame (as the launch call answers it) carries. */
export interface LottoAddress {
  readonly mui: string;
  readonly playType: LottoPlayType;
  readonly gameId: string;
  /** The single-game ticket the frame plays on. */
  readonly token: string;
  readonly merchant: string | null;
  readonly prizeMode: string | null;
}

const FRAME_PREFIX = `${APP_BASE_PATH}/lotto-h5/`;

const decodePart = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
};

/**
 * Reads `/m/lotto-h5/{mui}/{playType}/games/{gameId}?token=…` (relative or on this host); null when
 * the address is anything else or carries no ticket.
 */
export function readLottoAddress(url: string, base: string): LottoAddress | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(base).origin || !parsed.pathname.startsWith(FRAME_PREFIX)) return null;
  const parts = parsed.pathname.slice(FRAME_PREFIX.length).split('/').map(decodePart);
  const [mui, type, games, gameId] = parts;
  const playType = parseLottoPlayType(type);
  const token = parsed.searchParams.get('token');
  if (parts.length !== 4 || !mui || games !== 'games' || !gameId || !playType || !token) return null;
  return {
    mui,
    playType,
    gameId,
    token,
    merchant: parsed.searchParams.get('merchant'),
    prizeMode: parsed.searchParams.get('prize_mode'),
  };
}

/** What the lottery launcher `/m/lottery` is opened with. */
export interface LauncherTarget {
  readonly mui: string;
  readonly playType: LottoPlayType;
  readonly gameId: string;
  readonly prizeMode?: PrizeMode | string | null;
  readonly pageBack: boolean;
}

/** The in-app address (relative to `/m`) of the launcher: mui, playType, gameId, prize_mode, pageBack. */
export function launcherHref(target: LauncherTarget): string {
  const query = new URLSearchParams({ mui: target.mui, playType: target.playType, gameId: target.gameId });
  if (target.prizeMode) query.set('prize_mode', target.prizeMode);
  if (target.pageBack) query.set('pageBack', 'home');
  return `${pathOf('lottery')}?${query.toString()}`;
}

/** The ticket handed from `/m/launchGame` to the launcher in the history entry's state, if any. */
export function ticketOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('ticket' in state)) return null;
  return typeof state.ticket === 'string' && state.ticket !== '' ? state.ticket : null;
}

/** Whether the ticket handed from `/m/launchGame` plays with cash (a missing flag reads as play money: nothing is watched). */
export function handedCashPlayOf(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'freePlay' in state && state.freePlay === false;
}
