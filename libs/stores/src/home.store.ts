import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { LIMITS, vendorTileImageUrl, type RandomSource } from '@gp/domain';
import {
  getAnnouncements,
  getHotGames,
  getWinnerBoard,
  listGames,
  type BootHomeContent,
  type ContentBanner,
  type ContentNotice,
  type ContentSettings,
  type Game,
  type PlatformClient,
  type VendorTypes,
  type WinnerBoard,
} from '@gp/api-client';
import { PlayersOnlineDraws } from './players-online';
import { Resource } from './resource';


/** The banner groups home shows: the main carousel, the video carousel and the recommendations. */
export const HOME_BANNER_GROUPS = ['m_home', 'm_youtube', 'm_recommend'] as const;

/** One banner group of home. */
export type HomeBannerGroup = (typeof HOME_BANNER_GROUPS)[number];

/** The game rows of home, in their order (SPEC §2 'Home'): HOT first, then the merchant's categories. */
export const HOME_GAME_CATEGORIES = ['HOT', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOCAL', 'LOTT'] as const;

/** A category whose home row lists games. */
export type HomeGameCategory = (typeof HOME_GAME_CATEGORIES)[number];

/** The categories whose home section shows vendor tiles instead of games (SPEC §2 'Home'). */
export const HOME_VENDOR_CATEGORIES = ['SPORTS', 'ELOTT'] as const;

/** A category whose home section shows vendor tiles. */
export type HomeVendorCategory = (typeof HOME_VENDOR_CATEGORIES)[number];

/** Every home section category in screen order. */
export const HOME_SECTION_ORDER = ['HOT', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOCAL', 'SPORTS', 'LOTT', 'ELOTT'] as const;

/** One section of home: a game row or a block of vendor tiles. */
export type HomeSection =
  | { readonly kind: 'games'; readonly category: HomeGameCategory }
  | { readonly kind: 'vendors'; readonly category: HomeVendorCategory };

/** One winner of the biggest-wins board. */
export type HomeWinner = WinnerBoard['list'][number]['vo'];

/** A vendor tile: the vendor, its name and its colour tile image. */
export interface HomeVendorTile {
  readonly vendorCode: string;
  readonly displayName: string;
  readonly imageUrl: string;
}

/** Banners by group and the player notices, from one announcements call. */
export interface HomeContent {
  readonly banners: Readonly<Record<HomeBannerGroup, readonly ContentBanner[]>>;
  readonly notices: readonly ContentNotice[];
}

/** Collaborators of the home store. */
export interface HomeStoreDeps {
  readonly api: PlatformClient;
  /** Bumped (debounced 250 ms) after each language change; every part reloads on it. `current` is the platform code in use. */
  readonly language: { readonly languageVersion: number; readonly current: string };
  /** Whether a player is logged in: content that came with the page is a guest's. */
  readonly isLoggedIn?: () => boolean;
  /** The categories the merchant offers, with their vendors. */
  readonly catalogue: { readonly sorting: VendorTypes['sorting'] };
  /** Settings (payment and provider logos) and the image CDN pick. */
  readonly system: { readonly settings: ContentSettings | null; pickImageCdn(): string };
  /** Draws the fake players-online counts; Math.random by default. */
  readonly random?: RandomSource;
}

const EMPTY_CONTENT: HomeContent = { banners: { m_home: [], m_youtube: [], m_recommend: [] }, notices: [] };

const isVendorCategory = (category: string): category is HomeVendorCategory =>
  (HOME_VENDOR_CATEGORIES as readonly string[]).includes(category);

const bySequence = (a: ContentBanner, b: ContentBanner) => a.sequence - b.sequence;

/** Banners sorted into home's groups by sequence, beside the notices. */
function groupContent({ banners, notices }: { readonly banners: readonly ContentBanner[]; readonly notices: readonly ContentNotice[] }): HomeContent {
  const group = (name: HomeBannerGroup) => banners.filter((banner) => banner.groupName === name).sort(bySequence);
  return { banners: { m_home: group('m_home'), m_youtube: group('m_youtube'), m_recommend: group('m_recommend') }, notices };
}

/**
 * Home (SPEC §2 'Home', §7 Content and Games): banners by group and notices, the biggest-wins
 * board (20 entries, every category), the HOT row and 30 games per category the merchant offers,
 * vendor tiles for SPORTS and ELOTT, and the settings' payment and provider logos. Each part loads
 * on its own (one failing shows its own retry), all reload after a language change, and nothing
 * loads until the home page calls `start`; only the banners and notices may come earlier (from
 * the page's boot data, the first screen's prefetch or the before-login promo's `ensureContent`).
 */
export class HomeStore {
  readonly content: Resource<HomeContent>;
  readonly winners: Resource<readonly HomeWinner[]>;
  private readonly games: ReadonlyMap<HomeGameCategory, Resource<readonly Game[]>>;
  private readonly online: PlayersOnlineDraws;
  /** The image CDN the vendor tiles use, picked once per settings answer so images stay put. */
  private cdnPick: { readonly settings: ContentSettings | null; readonly cdn: string } | null = null;
  private disposers: IReactionDisposer[] = [];
  /** The language version the parts were last loaded in. */
  private loadedVersion: number | null = null;
  /** The language version the banners and notices were last asked (or seeded) in. */
  private contentVersion: number | null = null;

  constructor(private readonly deps: HomeStoreDeps) {
    this.online = new PlayersOnlineDraws(deps.random);
    this.content = new Resource(() => this.fetchContent(), EMPTY_CONTENT);
    this.winners = new Resource(() => this.fetchWinners(), []);
    this.games = new Map(HOME_GAME_CATEGORIES.map((category) => [category, new Resource(() => this.fetchGames(category), [])]));
    makeAutoObservable<HomeStore, 'deps' | 'games' | 'online' | 'cdnPick' | 'disposers' | 'loadedVersion' | 'contentVersion'>(
      this,
      { deps: false, games: false, online: false, cdnPick: false, disposers: false, loadedVersion: false, contentVersion: false, content: false, winners: false },
      { autoBind: true },
    );
  }

  /** The sections to show, in home order: HOT always, every other one only when the merchant offers it. */
  get sections(): readonly HomeSection[] {
    const offered = new Set(this.deps.catalogue.sorting.map((entry) => entry.gameCategory as string));
    return HOME_SECTION_ORDER.filter((category) => category === 'HOT' || offered.has(category)).map((category) =>
      isVendorCategory(category) ? { kind: 'vendors', category } : { kind: 'games', category },
    );
  }

  /** The game row of a category. */
  gamesOf(category: HomeGameCategory): Resource<readonly Game[]> {
    return this.games.get(category) as Resource<readonly Game[]>;
  }

  /** The vendor tiles of SPORTS or ELOTT, in the merchant's order, with their colour images. */
  vendorTilesOf(category: HomeVendorCategory): readonly HomeVendorTile[] {
    const entry = this.deps.catalogue.sorting.find((item) => item.gameCategory === category);
    const cdn = this.vendorImageCdn();
    return (entry?.vendorNames ?? []).map((vendor) => ({
      vendorCode: vendor.vassalage,
      displayName: vendor.displayName,
      imageUrl: vendorTileImageUrl(cdn, vendor.vassalage, 'COLOR'),
    }));
  }

  /** The banners of a group, in their sequence. */
  bannersOf(group: HomeBannerGroup): readonly ContentBanner[] {
    return this.content.value.banners[group];
  }

  /** The before-login promo's picture (SPEC §2): the first m_home banner; null when there is none. */
  get beforeLoginBanner(): ContentBanner | null {
    return this.bannersOf('m_home')[0] ?? null;
  }

  /** The marquee's lines: the notice titles, in the platform's order. */
  get marqueeItems(): readonly string[] {
    return this.content.value.notices.map((notice) => notice.title.trim()).filter((title) => title !== '');
  }

  /** The payment logos of the settings, in order; empty until the settings are in. */
  get paymentLogos(): ContentSettings['paymentLogos'] {
    return this.deps.system.settings?.paymentLogos ?? [];
  }

  /** The provider logos of the settings, in order; empty until the settings are in. */
  get providerLogos(): ContentSettings['providerLogos'] {
    return this.deps.system.settings?.providerLogos ?? [];
  }

  /** The first category (in home order, else the merchant's) that lists a vendor; null when none does. */
  categoryOfVendor(vendorCode: string): string | null {
    const sorting = this.deps.catalogue.sorting;
    const lists = (category: string) =>
      sorting.some((entry) => entry.gameCategory === category && entry.vendorNames.some((vendor) => vendor.vassalage === vendorCode));
    const preferred = HOME_SECTION_ORDER.find((category) => category !== 'HOT' && lists(category));
    return preferred ?? sorting.find((entry) => lists(entry.gameCategory))?.gameCategory ?? null;
  }

  /**
   * The fake players-online count of an RNG tile (domain rule, 500 to 1999), drawn once per game
   * and kept while home lives; null for every other category.
   */
  playersOnline(game: Pick<Game, 'nodeId' | 'gameCategory'>): number | null {
    return this.online.countOf(game);
  }

  /**
   * Gets the banners (the largest picture of home and the game centre) before the screen's code
   * has arrived, for a visit that opens on such a screen: from the page's boot data when it holds
   * a guest's answer in the language in use, else by starting the call. `start` and
   * `ensureContent` then do not ask twice.
   */
  prefetch(boot?: BootHomeContent): void {
    const version = this.deps.language.languageVersion;
    if (this.contentVersion === version) return;
    if (boot && boot.language === this.deps.language.current && !this.deps.isLoggedIn?.()) {
      this.contentVersion = version;
      this.content.seed(groupContent(boot));
      return;
    }
    this.ensureContent();
  }

  /** Loads the banners and notices in the language in use unless they are (or are being) loaded in it; the game centre shows m_home too. */
  ensureContent(): void {
    const version = this.deps.language.languageVersion;
    if (this.contentVersion === version) {
      this.content.ensure();
      return;
    }
    this.contentVersion = version;
    void this.content.load();
  }

  /**
   * Loads what home shows (again, when the language changed since the last visit; otherwise only
   * what is missing or failed), then follows language changes and newly offered categories.
   */
  start(): void {
    if (this.disposers.length) return;
    if (this.loadedVersion !== this.deps.language.languageVersion) this.reload();
    else this.loadMissing();
    this.disposers = [
      reaction(
        () => this.deps.language.languageVersion,
        () => this.reload(),
      ),
      reaction(
        () => this.sections.map((section) => section.category).join(),
        () => this.loadMissing(),
      ),
    ];
  }

  /** Stops following the language and the catalogue (home was left); what was loaded stays. */
  stop(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
  }

  /** Reloads every part of home (the banners and notices only when not already asked in this language). */
  reload(): void {
    this.loadedVersion = this.deps.language.languageVersion;
    this.ensureContent();
    void this.winners.load();
    for (const category of this.gameCategories()) void this.gamesOf(category).load();
  }

  private vendorImageCdn(): string {
    const settings = this.deps.system.settings;
    if (this.cdnPick?.settings !== settings) this.cdnPick = { settings, cdn: this.deps.system.pickImageCdn() };
    return this.cdnPick.cdn;
  }

  private loadMissing(): void {
    this.ensureContent();
    this.winners.ensure();
    for (const category of this.gameCategories()) this.gamesOf(category).ensure();
  }

  private gameCategories(): HomeGameCategory[] {
    return this.sections.flatMap((section) => (section.kind === 'games' ? [section.category] : []));
  }

  private async fetchContent(): Promise<HomeContent> {
    return groupContent(await getAnnouncements(this.deps.api, { types: 'B,PL', platform: 'M' }));
  }

  private async fetchWinners(): Promise<readonly HomeWinner[]> {
    const board = await getWinnerBoard(this.deps.api, {
      gameCategory: 'ALL',
      limitNum: LIMITS.winnerBoardSize,
      imgSize: LIMITS.imageSize,
    });
    return board.list.map((item) => item.vo).slice(0, LIMITS.winnerBoardSize);
  }

  private async fetchGames(category: HomeGameCategory): Promise<readonly Game[]> {
    if (category === 'HOT') {
      const hot = await getHotGames(this.deps.api, { isPlatform: 2, platform: 'html5' });
      return hot.list.slice(0, LIMITS.homeGamesPerCategory);
    }
    const page = await listGames(this.deps.api, {
      gameType: category,
      pageNo: 1,
      pageSize: LIMITS.homeGamesPerCategory,
      clientType: 2,
      platform: 'html5',
      imgSize: LIMITS.imageSize,
    });
    return page.games;
  }
}
