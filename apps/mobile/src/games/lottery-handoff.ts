import { parseLottoPlayType, type GameLaunchRequest } from '@gp/domain';

/** What an in-app lottery tap hands `/m/launchGame` in the history entry's state. */
export interface LotteryHandoff {
  readonly launch: GameLaunchRequest;
}

/** The history state of an in-app lottery tap: the launch the tap decided, so the screen need not look the game up. */
export function lotteryHandoff(launch: GameLaunchRequest): LotteryHandoff {
  return { launch };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The launch an in-app tap handed over, read back from the history state (which outlives a reload,
 * so it is checked field by field); null for a deep link or anything malformed.
 */
export function handedLaunchOf(state: unknown): GameLaunchRequest | null {
  if (!isRecord(state) || !isRecord(state['launch'])) return null;
  const { nodeId, gameCode, playType, freePlay } = state['launch'];
  const byNode = typeof nodeId === 'number' && Number.isInteger(nodeId) && nodeId > 0 ? { nodeId } : null;
  const byCode = typeof gameCode === 'string' && gameCode !== '' ? { gameCode } : null;
  const game = byNode ?? byCode;
  if (game === null || (byNode && byCode)) return null;
  const type = typeof playType === 'string' ? parseLottoPlayType(playType) : undefined;
  return {
    ...game,
    ...(type === undefined ? {} : { playType: type }),
    ...(freePlay === 1 ? { freePlay: 1 as const } : {}),
  };
}
