/**
 * The shape of the seeded content's texts in one language (one file per language beside this one).
 * Texts keep `{site}` (the site name) and any inline HTML exactly as the English ones have them;
 * the markup around them (paragraphs, popups, promotion pages) is the same for every language.
 */

/** The banners and videos, in SEED_BANNERS order. */
export type BannerKey =
  | 'welcomeBonus' | 'dailyCashback' | 'inviteFriends' | 'newSlots' | 'newFishing' | 'bigWins' | 'baccaratGuide'
  | 'jackpotRecap' | 'liveCasinoNight' | 'sportsBetting' | 'vipClub' | 'vipLevelUp' | 'localTables' | 'pinoyFavourites';

/** The notices, in SEED_NOTICES order. */
export type NoticeKey = 'maintenance' | 'maya' | 'responsible' | 'fasterWithdrawals' | 'holidayHours' | 'comingSoon';

/** The popups: members' reload bonus, guests' invitation and the first-login welcome. */
export type PopupKey = 'reload' | 'join' | 'firstLogin';

/** The promotions: one per category, and the deposit category's second one (the reload bonus). */
export type PromotionKey =
  | 'firstDeposit' | 'liveStreak' | 'fishingWeekend' | 'tongits' | 'slotsRebate' | 'sportsInsurance' | 'lottoNumbers' | 'referFriend'
  | 'reloadBonus';

/** The lobby news lines. */
export type NewsKey = 'bigWin' | 'newSlots' | 'withdrawals' | 'responsible';

/** The help topics (terms, privacy, faq, responsible) and their sub-topics. */
export type HelpKey =
  | 'terms' | 'eligibility' | 'oneAccount' | 'payments' | 'fairPlay'
  | 'privacy' | 'introduction' | 'purpose' | 'access' | 'confidentiality' | 'recipient' | 'monitor' | 'agree'
  | 'faq' | 'register' | 'deposit' | 'withdrawalTime' | 'forgotPassword' | 'freePlay'
  | 'responsible' | 'budget' | 'takeBreak';

/** The three events of the events page. */
export type EventKey = 'tongits' | 'luckyDraw' | 'liveNight';

/** The VIP levels. */
export type VipLevelNumber = 1 | 2 | 3 | 4 | 5;

/** The About Us page in one language; `{site}` becomes the merchant's site name. */
export interface SeedAboutPage {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly caption: string;
}

/** Every seeded content text in one language. */
export interface SeedTranslation {
  /** Banner and video titles. */
  readonly banners: Readonly<Record<BannerKey, string>>;
  /** Notice titles and the inline HTML of their one paragraph. */
  readonly notices: Readonly<Record<NoticeKey, readonly [title: string, paragraph: string]>>;
  /** Popup titles, the sentence under the picture and the link's label. */
  readonly popups: Readonly<Record<PopupKey, readonly [title: string, text: string, linkLabel: string]>>;
  /** Promotion titles and their one-sentence offer. */
  readonly promotions: Readonly<Record<PromotionKey, readonly [title: string, detail: string]>>;
  /** The two rules every promotion page lists: who may join, and the turnover. */
  readonly promotionRules: readonly [eligibility: string, turnover: string];
  /** The label of every promotion page's deposit link. */
  readonly promotionLink: string;
  /** Lobby news lines. */
  readonly news: Readonly<Record<NewsKey, string>>;
  /** Help topic titles and the inline HTML of their one paragraph. */
  readonly help: Readonly<Record<HelpKey, readonly [title: string, paragraph: string]>>;
  /** Event titles and descriptions (plain text). */
  readonly events: Readonly<Record<EventKey, readonly [title: string, description: string]>>;
  /** The About Us page. */
  readonly about: SeedAboutPage;
  /** The benefits of each VIP level, as many as English lists. */
  readonly vipBenefits: Readonly<Record<VipLevelNumber, readonly string[]>>;
}
