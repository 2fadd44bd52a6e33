import type { ScreenRoot } from '../screen-model';
import { VipPageModel } from '../vip-page.model';

/** The VIP page `/m/vip`. */
export function vipPageModel({ api }: ScreenRoot): VipPageModel {
  return new VipPageModel(api);
}
