/** One VIP level as the benefits page needs it (the contract's VipLevel fits). */
export interface VipLevelFacts {
  readonly level: number;
  readonly labelName: string;
  readonly depositRequirementMinor: number;
  readonly turnoverRequirementMinor: number;
  readonly benefits: readonly string[];
}

/** The member's progress as the platform reports it (the contract's VipProgress fits). */
export interface VipProgressFacts {
  readonly vipLevel: number;
  readonly vipLabelName: string;
  readonly depositTotalMinor: number;
  readonly nextLevelDepositMinor: number | null;
}

/** One row of the benefits table: a level, whether it is the member's, and what it gives. */
export interface VipBenefitRow extends VipLevelFacts {
  readonly current: boolean;
}

/** What `/m/member/benefits` shows: the level, the next one and what is left to reach it, and every level. */
export interface VipBenefitsSummary {
  readonly currentLabel: string;
  /** The next level and the deposits still needed for it; null at the top level. */
  readonly next: { readonly labelName: string; readonly remainingMinor: number } | null;
  /** Every level, lowest first. */
  readonly rows: readonly VipBenefitRow[];
}

/** Every level, lowest first, the one at `currentLevel` marked (none for a guest: null). */
export function vipLevelRows(levels: readonly VipLevelFacts[], currentLevel: number | null): readonly VipBenefitRow[] {
  return [...levels].sort((a, b) => a.level - b.level).map((level) => ({ ...level, current: level.level === currentLevel }));
}

/**
 * The benefits page's facts (issue 17): the member's level, the next level above it and the
 * deposits left to reach it (never below zero), and every level in order with the member's marked.
 * The remaining amount uses the platform's next requirement when it gives one, else the next
 * level's own requirement.
 */
export function vipBenefitsSummary(levels: readonly VipLevelFacts[], member: VipProgressFacts): VipBenefitsSummary {
  const ordered = [...levels].sort((a, b) => a.level - b.level);
  const nextLevel = ordered.find((level) => level.level > member.vipLevel) ?? null;
  const needed = member.nextLevelDepositMinor ?? nextLevel?.depositRequirementMinor ?? null;
  return {
    currentLabel: member.vipLabelName,
    next:
      nextLevel === null || needed === null
        ? null
        : { labelName: nextLevel.labelName, remainingMinor: Math.max(0, needed - member.depositTotalMinor) },
    rows: vipLevelRows(ordered, member.vipLevel),
  };
}

/** The VIP card's bar: the platform's percentage kept within 0 to 100 and whole. */
export function vipProgressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.floor(progress)));
}

/**
 * What the member is told about the next VIP level: at the top already, deposits already enough
 * (the platform raises the level at its next review), or the deposits still needed.
 */
export type VipNextStep =
  | { readonly kind: 'top' }
  | { readonly kind: 'reached'; readonly labelName: string }
  | { readonly kind: 'left'; readonly labelName: string; readonly remainingMinor: number };

/** The next step of a benefits summary (domain `vipBenefitsSummary`). */
export function vipNextStep(summary: Pick<VipBenefitsSummary, 'next'>): VipNextStep {
  const next = summary.next;
  if (next === null) return { kind: 'top' };
  return next.remainingMinor === 0 ? { kind: 'reached', labelName: next.labelName } : { kind: 'left', ...next };
}
