import { MemberCentreModel } from '../member-centre.model';
import type { ScreenRoot } from '../screen-model';
import { VipLevelsModel } from '../vip-levels.model';

/** The member centre. */
export function memberCentreModel({ api, clock, member, wallet }: ScreenRoot): MemberCentreModel {
  return new MemberCentreModel({ api, clock, member, wallet });
}

/** The VIP benefits page. */
export function vipBenefitsModel({ api }: ScreenRoot): VipLevelsModel {
  return new VipLevelsModel(api);
}
