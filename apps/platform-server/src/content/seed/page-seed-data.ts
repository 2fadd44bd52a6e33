import type { SeedLanguage } from './seed-texts';
import type { SeedAboutPage, VipLevelNumber } from './texts/seed-translation';
import { perLanguage } from './texts/seed-translations';

/** A VIP level: requirements in minor units (centavos) and benefits in every seeded language. */
export interface SeedVipLevel {
  readonly level: VipLevelNumber;
  readonly depositMinor: number;
  readonly turnoverMinor: number;
  readonly benefits: Readonly<Record<SeedLanguage, readonly string[]>>;
}

const vip = (level: VipLevelNumber, depositMinor: number, turnoverMinor: number): SeedVipLevel => ({
  level,
  depositMinor,
  turnoverMinor,
  benefits: perLanguage((t) => t.vipBenefits[level]),
});

/** Five VIP levels, the same for every merchant with VIP on. */
export const SEED_VIP_LEVELS: readonly SeedVipLevel[] = [
  vip(1, 100_000, 500_000),
  vip(2, 1_000_000, 5_000_000),
  vip(3, 5_000_000, 25_000_000),
  vip(4, 20_000_000, 100_000_000),
  vip(5, 100_000_000, 500_000_000),
];

/** About Us in every seeded language. */
export const SEED_ABOUT: Readonly<Record<SeedLanguage, SeedAboutPage>> = perLanguage((t) => t.about);

/** Popular game searches suggested on home, with the game-centre tab they run in. */
export const SEED_POPULAR_TERMS: readonly (readonly [term: string, category: string])[] = [
  ['Fortune Gems', 'RNG'],
  ['Baccarat', 'LIVE'],
  ['Fishing', 'FISH'],
  ['Tongits', 'LOCAL'],
  ['Lotto 6/42', 'LOTT'],
];
