import { LIMITS } from '@gp/domain';
import { getWinnerBoard, type PlatformClient, type WinnerBoard } from '@gp/api-client';
import { Resource } from './resource';

/** One winner of the biggest-wins board. */
export type HomeWinner = WinnerBoard['list'][number]['vo'];

/** Home's biggest-wins board (SPEC §2 'Home'): the latest 20 wins of every category, loaded as one resource. */
export function homeWinners(api: PlatformClient): Resource<readonly HomeWinner[]> {
  return new Resource(async () => {
    const board = await getWinnerBoard(api, { gameCategory: 'ALL', limitNum: LIMITS.winnerBoardSize, imgSize: LIMITS.imageSize });
    return board.list.map((item) => item.vo).slice(0, LIMITS.winnerBoardSize);
  }, []);
}
