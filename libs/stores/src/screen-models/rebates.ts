import { RebatesModel } from '../rebates.model';
import type { ScreenRoot } from '../screen-model';

/** The rebates `/m/member/rebates`. */
export function rebatesModel({ api, ui, wallet }: ScreenRoot): RebatesModel {
  return new RebatesModel({ api, ui, wallet });
}
