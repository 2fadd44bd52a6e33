/**
 * Demo announcements. `{site}` becomes the merchant's site name and `{img}` the address of the
 * item's own generated picture; TY (Tagalog) texts without content fall back to English content.
 */
export interface SeedTexts {
  readonly EN: readonly [title: string, content: string];
  readonly TY?: readonly [title: string, content: string | null];
}

/** A banner of a group; `linkageType` G opens a game list, U an in-app path, V a video. */
export interface SeedBanner {
  readonly group: 'm_newgame' | 'm_home' | 'm_youtube' | 'm_recommend' | 'm_vip' | 'm_local';
  readonly texts: SeedTexts;
  readonly linkUrl: string | null;
  readonly linkage: string | null;
  readonly linkageType: 'G' | 'U' | 'V';
}

const banner = (group: SeedBanner['group'], en: string, ty: string, linkUrl: string, linkageType: 'G' | 'U' = 'U'): SeedBanner => ({
  group,
  texts: { EN: [en, ''], TY: [ty, null] },
  linkUrl,
  linkage: null,
  linkageType,
});

const video = (en: string, ty: string, id: string): SeedBanner => ({
  group: 'm_youtube',
  texts: { EN: [en, ''], TY: [ty, null] },
  linkUrl: null,
  linkage: `https://www.youtube.com/watch?v=${id}`,
  linkageType: 'V',
});

/** Banners: every group has two to four. */
export const SEED_BANNERS: readonly SeedBanner[] = [
  banner('m_home', '100% Welcome Bonus up to ₱5,000', '100% Welcome Bonus hanggang ₱5,000', '/m/activity'),
  banner('m_home', 'Daily Cashback 1% on Every Bet', 'Araw-araw na Cashback 1% sa Bawat Taya', '/m/activity'),
  banner('m_home', 'Invite Friends, Earn Together', 'Mag-imbita ng Kaibigan, Sabay Kumita', '/m/inviteFriends'),
  banner('m_newgame', 'New Slots Every Friday', 'Bagong Slots Tuwing Biyernes', '/m/gameList?gameType=RNG&vassalage=JILI', 'G'),
  banner('m_newgame', 'Fresh Fishing Games Are Here', 'Narito na ang Bagong Fishing Games', '/m/gameList?gameType=FISH&vassalage=JDB', 'G'),
  video('Big Win Highlights', 'Mga Highlight ng Malalaking Panalo', 'aB3dE5gH7jK'),
  video('How to Play Live Baccarat', 'Paano Maglaro ng Live Baccarat', 'Xy12Zt34Qw5'),
  video('Weekly Jackpot Recap', 'Lingguhang Recap ng Jackpot', 'Lm9Np8Qr7St'),
  banner('m_recommend', 'Top Pick: Live Casino Night', 'Piling Laro: Live Casino Night', '/m/gameCenter?type=LIVE'),
  banner('m_recommend', 'Try Sports Betting Today', 'Subukan ang Sports Betting Ngayon', '/m/gameCenter?type=SPORTS'),
  banner('m_vip', 'VIP Club: Exclusive Rewards', 'VIP Club: Eksklusibong Gantimpala', '/m/member/benefits'),
  banner('m_vip', 'Level Up for Bigger Rebates', 'Mag-level Up para sa Mas Malaking Rebate', '/m/vip'),
  banner('m_local', 'Tongits and Pusoy Tables Open', 'Bukas na ang Tongits at Pusoy', '/m/gameList?gameType=LOCAL&vassalage=PINOY', 'G'),
  banner('m_local', 'Pinoy Favourites by Kingmaker', 'Paboritong Pinoy ng Kingmaker', '/m/gameList?gameType=LOCAL&vassalage=KM', 'G'),
];

/** Player notices; `days` is the start date before the seed date (negative: in the future), `endDays` the end. */
export interface SeedNotice {
  readonly texts: SeedTexts;
  readonly days: number;
  readonly endDays?: number;
}

/** Notices: four current ones, one that has ended and one not yet started. */
export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    days: 1,
    texts: {
      EN: ['Scheduled maintenance', '<p>{site} will be under maintenance on <strong>Sunday from 02:00 to 04:00</strong> (PHT). Your balance is safe.</p>'],
      TY: ['Nakatakdang maintenance', '<p>Magkakaroon ng maintenance ang {site} sa <strong>Linggo mula 02:00 hanggang 04:00</strong> (PHT). Ligtas ang iyong balanse.</p>'],
    },
  },
  {
    days: 3,
    texts: {
      EN: ['New deposit channel: Maya', '<p>You can now deposit with <strong>Maya</strong>. Go to <a href="/m/voucherCenter">Deposit</a> to try it.</p>'],
      TY: ['Bagong paraan ng deposito: Maya', null],
    },
  },
  {
    days: 6,
    texts: {
      EN: ['Play responsibly', '<p>Set a budget and take breaks. Only players aged 18 and over may play. Read our <a href="/m/help?tag=terms">terms</a>.</p>'],
      TY: ['Maglaro nang responsable', '<p>Magtakda ng badyet at magpahinga. Para lamang sa edad 18 pataas. Basahin ang aming <a href="/m/help?tag=terms">mga tuntunin</a>.</p>'],
    },
  },
  {
    days: 10,
    texts: {
      EN: ['Faster withdrawals', '<p>Most withdrawals are now paid within <strong>15 minutes</strong>.</p>'],
      TY: ['Mas mabilis na withdrawal', null],
    },
  },
  { days: 40, endDays: 20, texts: { EN: ['Holiday deposit hours (ended)', '<p>Holiday hours have ended.</p>'] } },
  { days: -3650, texts: { EN: ['Coming soon', '<p>Not shown yet.</p>'] } },
];

/** Popups of audiences A (members), B (guests) and F (first login). */
export interface SeedPopup {
  readonly execution: 'A' | 'B' | 'F';
  readonly promotionType: string | null;
  readonly texts: SeedTexts;
}

const popupBody = (text: string, link: string, label: string): string =>
  `<p><img src="{img}" alt="" style="width:560px;height:280px"></p><p style="font-size:28px">${text}</p><p><a href="${link}">${label}</a></p>`;

/** Popups: one per audience. */
export const SEED_POPUPS: readonly SeedPopup[] = [
  {
    execution: 'A',
    promotionType: 'deposit_promo',
    texts: {
      EN: ['Weekend reload bonus', popupBody('Deposit this weekend and get a 20% reload bonus.', '/m/voucherCenter', 'Deposit now')],
      TY: ['Weekend reload bonus', popupBody('Mag-deposito ngayong weekend at makakuha ng 20% reload bonus.', '/m/voucherCenter', 'Mag-deposito na')],
    },
  },
  {
    execution: 'B',
    promotionType: 'deposit_promo',
    texts: {
      EN: ['Join {site} today', popupBody('Sign up and claim a 100% welcome bonus up to ₱5,000.', '/m/register', 'Sign up')],
      TY: ['Sumali sa {site} ngayon', popupBody('Mag-sign up at kunin ang 100% welcome bonus hanggang ₱5,000.', '/m/register', 'Mag-sign up')],
    },
  },
  {
    execution: 'F',
    promotionType: 'other',
    texts: {
      EN: ['Welcome to {site}!', popupBody('Your first-login gift is waiting in the reward centre.', '/m/rewardCenter', 'Open rewards')],
      TY: ['Maligayang pagdating sa {site}!', null],
    },
  },
];

/** Promotions: one per category, with category ids (1 deposit, 2 casino, 3 sports, 4 lottery, 5 new members). */
export interface SeedPromotion {
  readonly category: 'deposit_promo' | 'live_promo' | 'fish_promo' | 'pvp_promo' | 'rng_promo' | 'sports_promo' | 'lott_promo' | 'other';
  readonly categoryIds: readonly number[];
  readonly popular: boolean;
  readonly texts: SeedTexts;
}

const promo = (category: SeedPromotion['category'], categoryIds: number[], popular: boolean, en: string, ty: string, detail: string): SeedPromotion => ({
  category,
  categoryIds,
  popular,
  texts: {
    EN: [en, `<h3>${en}</h3><p>${detail}</p><ul><li>Open to verified members aged 18 and over.</li><li>Turnover 10× the bonus before withdrawal.</li></ul><p><a href="/m/voucherCenter">Deposit now</a></p>`],
    TY: [ty, null],
  },
});

/** Promotions of every category. */
export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  promo('deposit_promo', [1, 5], true, '100% First Deposit Bonus', '100% Bonus sa Unang Deposito', 'Double your first deposit up to ₱5,000.'),
  promo('live_promo', [2], true, 'Live Casino Win Streak', 'Sunod-sunod na Panalo sa Live Casino', 'Win 5 hands in a row at live baccarat and get ₱500.'),
  promo('fish_promo', [2], false, 'Fishing Frenzy Weekend', 'Fishing Frenzy ngayong Weekend', 'Catch the golden fish for a 2× payout bonus.'),
  promo('pvp_promo', [2], false, 'Tongits Tournament', 'Tongits Tournament', 'Top 20 players share a ₱100,000 prize pool.'),
  promo('rng_promo', [2], true, 'Slots Daily Rebate 1%', 'Araw-araw na Rebate sa Slots 1%', 'Get 1% of your slot turnover back every day.'),
  promo('sports_promo', [3], false, 'Sports First Bet Insurance', 'Insurance sa Unang Taya sa Sports', 'Lose your first sports bet and get it back as a bonus.'),
  promo('lott_promo', [4], false, 'Lotto Lucky Numbers', 'Lotto Lucky Numbers', 'Hit 3 numbers in a row for a bonus prize.'),
  promo('other', [5], false, 'Refer a Friend', 'Mag-refer ng Kaibigan', 'Earn ₱200 for every friend who deposits.'),
];

/** Lobby news for the marquee; `days` before the seed date. */
export const SEED_NEWS: readonly { readonly days: number; readonly texts: SeedTexts }[] = [
  { days: 0, texts: { EN: ['Congratulations to jua***88 for winning ₱120,000 on Fortune Gems!', ''], TY: ['Binabati si jua***88 sa panalong ₱120,000 sa Fortune Gems!', null] } },
  { days: 1, texts: { EN: ['New JILI slots every Friday at {site}.', ''], TY: ['Bagong JILI slots tuwing Biyernes sa {site}.', null] } },
  { days: 2, texts: { EN: ['Withdrawals now paid within 15 minutes.', ''], TY: ['Ang withdrawal ay nababayaran na sa loob ng 15 minuto.', null] } },
  { days: 4, texts: { EN: ['Play responsibly: 18+ only.', ''] } },
];
