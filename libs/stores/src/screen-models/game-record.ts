import { GameRecordModel } from '../game-record.model';
import type { ScreenRoot } from '../screen-model';

/** The game record `/m/gameRecord`. */
export function gameRecordModel({ api, clock, ui }: ScreenRoot): GameRecordModel {
  return new GameRecordModel({ api, clock, ui });
}
