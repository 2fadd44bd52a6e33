/**
 * Demo announcements, their texts in every seeded language (see texts/). `{site}` becomes the
 * merchant's site name and `{img}` the address of the item's own generated picture; the markup
 * around the texts is built here, the same for every language.
 */
import type { PromotionJoinTerms } from '../promotion-join-terms';
import type { SeedTexts } from './seed-texts';
import type { BannerKey, NewsKey, NoticeKey, PopupKey, PromotionKey } from './texts/seed-translation';
import { translated } from './texts/seed-translations';

/** A banner of a group; `linkageType` G opens a game list, U an in-app path, V a video. */
export interface SeedBanner {
  readonly group: 'm_newgame' | 'm_home' | 'm_youtube' | 'm_recommend' | 'm_vip' | 'm_local';
  readonly texts: SeedTexts;
  readonly linkUrl: string | null;
  readonly linkage: string | null;
  readonly linkageType: 'G' | 'U' | 'V';
}

const titleOnly = (key: BannerKey): SeedTexts => translated((t) => [t.banners[key], '']);

const banner = (group: SeedBanner['group'], key: BannerKey, linkUrl: string, linkageType: 'G' | 'U' = 'U'): SeedBanner => ({
  group,
  texts: titleOnly(key),
  linkUrl,
  linkage: null,
  linkageType,
});

const video = (key: BannerKey, id: string): SeedBanner => ({
  group: 'm_youtube',
  texts: titleOnly(key),
  linkUrl: null,
  linkage: `https://www.youtube.com/watch?v=${id}`,
  linkageType: 'V',
});

/** Banners: every group has two to four. */
export const SEED_BANNERS: readonly SeedBanner[] = [
  banner('m_home', 'welcomeBonus', '/m/activity'),
  banner('m_home', 'dailyCashback', '/m/activity'),
  banner('m_home', 'inviteFriends', '/m/inviteFriends'),
  banner('m_newgame', 'newSlots', '/m/gameList?gameType=RNG&vassalage=JILI', 'G'),
  banner('m_newgame', 'newFishing', '/m/gameList?gameType=FISH&vassalage=JDB', 'G'),
  video('bigWins', 'aB3dE5gH7jK'),
  video('baccaratGuide', 'Xy12Zt34Qw5'),
  video('jackpotRecap', 'Lm9Np8Qr7St'),
  banner('m_recommend', 'liveCasinoNight', '/m/gameCenter?type=LIVE'),
  banner('m_recommend', 'sportsBetting', '/m/gameCenter?type=SPORTS'),
  banner('m_vip', 'vipClub', '/m/member/benefits'),
  banner('m_vip', 'vipLevelUp', '/m/vip'),
  banner('m_local', 'localTables', '/m/gameList?gameType=LOCAL&vassalage=PINOY', 'G'),
  banner('m_local', 'pinoyFavourites', '/m/gameList?gameType=LOCAL&vassalage=KM', 'G'),
];

/** Player notices; `days` is the start date before the seed date (negative: in the future), `endDays` the end. */
export interface SeedNotice {
  readonly texts: SeedTexts;
  readonly days: number;
  readonly endDays?: number;
}

const notice = (key: NoticeKey, days: number, endDays?: number): SeedNotice => ({
  days,
  ...(endDays === undefined ? {} : { endDays }),
  texts: translated((t) => [t.notices[key][0], `<p>${t.notices[key][1]}</p>`]),
});

/** Notices: four current ones, one that has ended and one not yet started. */
export const SEED_NOTICES: readonly SeedNotice[] = [
  notice('maintenance', 1),
  notice('maya', 3),
  notice('responsible', 6),
  notice('fasterWithdrawals', 10),
  notice('holidayHours', 40, 20),
  notice('comingSoon', -3650),
];

/** Popups of audiences A (members), B (guests) and F (first login). */
export interface SeedPopup {
  readonly execution: 'A' | 'B' | 'F';
  readonly promotionType: string | null;
  readonly texts: SeedTexts;
}

const popupBody = (text: string, link: string, label: string): string =>
  `<p><img src="{img}" alt="" style="width:560px;height:280px"></p><p style="font-size:28px">${text}</p><p><a href="${link}">${label}</a></p>`;

const popup = (execution: SeedPopup['execution'], promotionType: string, key: PopupKey, link: string): SeedPopup => ({
  execution,
  promotionType,
  texts: translated((t) => {
    const [title, text, label] = t.popups[key];
    return [title, popupBody(text, link, label)];
  }),
});

/** Popups: one per audience. */
export const SEED_POPUPS: readonly SeedPopup[] = [
  popup('A', 'deposit_promo', 'reload', '/m/voucherCenter'),
  popup('B', 'deposit_promo', 'join', '/m/register'),
  popup('F', 'other', 'firstLogin', '/m/rewardCenter'),
];

/**
 * Promotions: one per category, and a second deposit one, with category ids (1 deposit, 2 casino,
 * 3 sports, 4 lottery, 5 new members); the deposit ones have join terms that say what their text says.
 */
export interface SeedPromotion {
  readonly category: 'deposit_promo' | 'live_promo' | 'fish_promo' | 'pvp_promo' | 'rng_promo' | 'sports_promo' | 'lott_promo' | 'other';
  readonly categoryIds: readonly number[];
  readonly popular: boolean;
  readonly texts: SeedTexts;
  /** What a member who joins it gets from a deposit (joinPromotion); null: it cannot be joined. */
  readonly joinTerms: PromotionJoinTerms | null;
}

const PESO = 100;

/** '100% First Deposit Bonus' ("Double your first deposit up to ₱5,000"): for members who never deposited, from a ₱100 deposit. */
export const FIRST_DEPOSIT_JOIN_TERMS: PromotionJoinTerms = { currency: 'PHP', bonusPercent: 100, maxBonusMinor: 5_000 * PESO, minDepositMinor: 100 * PESO, firstDepositOnly: true };

/** '20% Reload Bonus' ("deposit ₱500 or more and get 20% of it as a bonus, up to ₱1,000"): for every member. */
export const RELOAD_JOIN_TERMS: PromotionJoinTerms = { currency: 'PHP', bonusPercent: 20, maxBonusMinor: 1_000 * PESO, minDepositMinor: 500 * PESO, firstDepositOnly: false };

const promo = (
  category: SeedPromotion['category'],
  categoryIds: number[],
  popular: boolean,
  key: PromotionKey,
  joinTerms: PromotionJoinTerms | null = null,
): SeedPromotion => ({
  category,
  categoryIds,
  popular,
  joinTerms,
  texts: translated((t) => {
    const [title, detail] = t.promotions[key];
    const [eligibility, turnover] = t.promotionRules;
    return [title, `<h3>${title}</h3><p>${detail}</p><ul><li>${eligibility}</li><li>${turnover}</li></ul><p><a href="/m/voucherCenter">${t.promotionLink}</a></p>`];
  }),
});

/** Promotions of every category, the two deposit ones joinable. */
export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  promo('deposit_promo', [1, 5], true, 'firstDeposit', FIRST_DEPOSIT_JOIN_TERMS),
  promo('live_promo', [2], true, 'liveStreak'),
  promo('fish_promo', [2], false, 'fishingWeekend'),
  promo('pvp_promo', [2], false, 'tongits'),
  promo('rng_promo', [2], true, 'slotsRebate'),
  promo('sports_promo', [3], false, 'sportsInsurance'),
  promo('lott_promo', [4], false, 'lottoNumbers'),
  promo('other', [5], false, 'referFriend'),
  promo('deposit_promo', [1], false, 'reloadBonus', RELOAD_JOIN_TERMS),
];

const news = (key: NewsKey, days: number) => ({ days, texts: translated((t) => [t.news[key], '']) });

/** Lobby news for the marquee; `days` before the seed date. */
export const SEED_NEWS: readonly { readonly days: number; readonly texts: SeedTexts }[] = [
  news('bigWin', 0),
  news('newSlots', 1),
  news('withdrawals', 2),
  news('responsible', 4),
];
