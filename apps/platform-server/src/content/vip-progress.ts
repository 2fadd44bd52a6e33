import type { Schema } from '../contract/schema-types';

/** What a VIP level asks of a member's deposits. */
export interface VipRequirement {
  readonly level: number;
  readonly depositMinor: number;
}

/** The member's VIP card (SPEC §2 'VIP page'), in the contract's VipProgress shape. */
export type VipProgress = Schema<'VipProgress'>;

/** The label of a VIP level: 'VIP 0' before the first level, then 'VIP 1', 'VIP 2'... */
export function vipLabelOf(level: number): string {
  return `VIP ${level}`;
}

/**
 * A member's progress: their level is what the platform recorded (member.vip_level); the bar is
 * the percentage of the way their deposit total has come from their level's deposit requirement
 * (0 below the first level) to the next level's, floored and kept within 0-100; 100 at the top level.
 */
export function vipProgressOf(levels: readonly VipRequirement[], vipLevel: number, depositTotalMinor: number): VipProgress {
  const current = levels.find((l) => l.level === vipLevel)?.depositMinor ?? 0;
  const next = levels.filter((l) => l.level > vipLevel).sort((a, b) => a.level - b.level)[0] ?? null;
  let progress = 100;
  if (next !== null) {
    const span = next.depositMinor - current;
    progress = span <= 0 ? 100 : Math.floor(((depositTotalMinor - current) / span) * 100);
  }
  const hasVip = vipLevel >= 1;
  return {
    hasVip,
    vipLevel,
    vipLabelName: vipLabelOf(vipLevel),
    vipProgress: Math.min(100, Math.max(0, progress)),
    showVipBenefit: hasVip,
    depositTotalMinor,
    nextLevelDepositMinor: next?.depositMinor ?? null,
  };
}
