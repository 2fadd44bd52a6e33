/** A VIP level: requirements in minor units (centavos) and benefits in English and Tagalog. */
export interface SeedVipLevel {
  readonly level: number;
  readonly depositMinor: number;
  readonly turnoverMinor: number;
  readonly benefits: { readonly EN: readonly string[]; readonly TY: readonly string[] };
}

/** Five VIP levels, the same for every merchant with VIP on. */
export const SEED_VIP_LEVELS: readonly SeedVipLevel[] = [
  {
    level: 1,
    depositMinor: 100_000,
    turnoverMinor: 500_000,
    benefits: { EN: ['0.5% daily rebate', 'Birthday bonus ₱100'], TY: ['0.5% araw-araw na rebate', 'Birthday bonus ₱100'] },
  },
  {
    level: 2,
    depositMinor: 1_000_000,
    turnoverMinor: 5_000_000,
    benefits: { EN: ['0.6% daily rebate', 'Birthday bonus ₱300', 'Monthly bonus ₱200'], TY: ['0.6% araw-araw na rebate', 'Birthday bonus ₱300', 'Buwanang bonus ₱200'] },
  },
  {
    level: 3,
    depositMinor: 5_000_000,
    turnoverMinor: 25_000_000,
    benefits: { EN: ['0.8% daily rebate', 'Birthday bonus ₱1,000', 'Priority withdrawals'], TY: ['0.8% araw-araw na rebate', 'Birthday bonus ₱1,000', 'Prayoridad sa withdrawal'] },
  },
  {
    level: 4,
    depositMinor: 20_000_000,
    turnoverMinor: 100_000_000,
    benefits: { EN: ['1% daily rebate', 'Birthday bonus ₱3,000', 'Personal account manager'], TY: ['1% araw-araw na rebate', 'Birthday bonus ₱3,000', 'Sariling account manager'] },
  },
  {
    level: 5,
    depositMinor: 100_000_000,
    turnoverMinor: 500_000_000,
    benefits: { EN: ['1.2% daily rebate', 'Birthday bonus ₱10,000', 'Exclusive events'], TY: ['1.2% araw-araw na rebate', 'Birthday bonus ₱10,000', 'Eksklusibong mga event'] },
  },
];

/** The About Us page in one language; `{site}` becomes the merchant's site name. */
export interface SeedAboutPage {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly caption: string;
}

/** About Us in English and Tagalog. */
export const SEED_ABOUT: { readonly EN: SeedAboutPage; readonly TY: SeedAboutPage } = {
  EN: {
    title: 'About {site}',
    paragraphs: [
      '{site} brings slots, live casino, sports, fishing and lottery games to players across the Philippines, all in one mobile site.',
      'We partner with licensed game studios, pay withdrawals fast and keep your account safe with modern encryption.',
      'Our customer care team is here for you every day of the year. Play responsibly: 18+ only.',
    ],
    caption: 'The {site} team at our Manila studio',
  },
  TY: {
    title: 'Tungkol sa {site}',
    paragraphs: [
      'Hatid ng {site} ang slots, live casino, sports, fishing at lottery sa mga manlalaro sa buong Pilipinas, sa iisang mobile site.',
      'Katuwang namin ang mga lisensyadong game studio, mabilis ang withdrawal at ligtas ang iyong account.',
      'Narito ang aming customer care araw-araw. Maglaro nang responsable: 18+ lamang.',
    ],
    caption: 'Ang koponan ng {site} sa aming studio sa Maynila',
  },
};

/** Popular game searches suggested on home, with the game-centre tab they run in. */
export const SEED_POPULAR_TERMS: readonly (readonly [term: string, category: string])[] = [
  ['Fortune Gems', 'RNG'],
  ['Baccarat', 'LIVE'],
  ['Fishing', 'FISH'],
  ['Tongits', 'LOCAL'],
  ['Lotto 6/42', 'LOTT'],
];
