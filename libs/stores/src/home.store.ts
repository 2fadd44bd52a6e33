import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { KeyedRandom } from '@gp/domain';
import type { BootHomeContent, ContentBanner, ContentSettings, Game } from '@gp/api-client';
import type { HomeBannerGroup, HomeContent, HomeContentDeps, HomeContentPart } from './home-content';
import { HomeGameRows } from './home-game-rows';
import { homeCategoryOfVendor, homeGameCategoriesOf, homeSectionsOf, type HomeGameCategory, type HomeSection, type HomeVendorCategory } from './home-sections';
import { HomeVendorTiles, type HomeVendorTile, type HomeVendorTilesDeps } from './home-vendor-tiles';
import { homeWinners, type HomeWinner } from './home-winners';
import { PlayersOnlineDraws } from './players-online';
import type { Resource } from './resource';

/** Collaborators of the home store; every part reloads when `language.languageVersion` is bumped. */
export interface HomeStoreDeps extends Pick<HomeContentDeps, 'api' | 'language'>, HomeVendorTilesDeps {
  /** The banners and notices, which the root keeps for the other screens that show them. */
  readonly content: HomeContentPart;
  /** The keyed draws of the fake players-online counts (the system store's). */
  readonly draw: KeyedRandom;
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
  /** The banners and notices. */
  readonly content: Resource<HomeContent>;
  /** The biggest-wins board. */
  readonly winners: Resource<readonly HomeWinner[]>;
  private readonly contentPart: HomeContentPart;
  private readonly rows: HomeGameRows;
  private readonly tiles: HomeVendorTiles;
  private readonly online: PlayersOnlineDraws;
  private disposers: IReactionDisposer[] = [];
  /** The language version the parts were last loaded in. */
  private loadedVersion: number | null = null;

  constructor(private readonly deps: HomeStoreDeps) {
    this.contentPart = deps.content;
    this.content = this.contentPart.resource;
    this.winners = homeWinners(deps.api);
    this.rows = new HomeGameRows(deps.api);
    this.tiles = new HomeVendorTiles(deps);
    this.online = new PlayersOnlineDraws(deps.draw);
    makeAutoObservable<HomeStore, 'deps' | 'contentPart' | 'rows' | 'tiles' | 'online' | 'disposers' | 'loadedVersion'>(
      this,
      { deps: false, contentPart: false, rows: false, tiles: false, online: false, disposers: false, loadedVersion: false, content: false, winners: false },
      { autoBind: true },
    );
  }

  /** The sections to show, in home order: HOT always, every other one only when the merchant offers it. */
  get sections(): readonly HomeSection[] {
    return homeSectionsOf(this.deps.catalogue.sorting);
  }

  /** The game row of a category. */
  gamesOf(category: HomeGameCategory): Resource<readonly Game[]> {
    return this.rows.of(category);
  }

  /** The vendor tiles of SPORTS or ELOTT, in the merchant's order, with their colour images. */
  vendorTilesOf(category: HomeVendorCategory): readonly HomeVendorTile[] {
    return this.tiles.of(category);
  }

  /** The banners of a group, in their sequence. */
  bannersOf(group: HomeBannerGroup): readonly ContentBanner[] {
    return this.contentPart.bannersOf(group);
  }

  /** The before-login promo's picture (SPEC §2): the first m_home banner; null when there is none. */
  get beforeLoginBanner(): ContentBanner | null {
    return this.contentPart.beforeLoginBanner;
  }

  /** The marquee's lines: the notice titles, in the platform's order. */
  get marqueeItems(): readonly string[] {
    return this.contentPart.marqueeItems;
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
    return homeCategoryOfVendor(this.deps.catalogue.sorting, vendorCode);
  }

  /**
   * The fake players-online count of an RNG tile (domain rule, 500 to 1999), the same for a game
   * whenever it is asked; null for every other category.
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
    this.contentPart.prefetch(boot);
  }

  /** Loads the banners and notices in the language in use unless they are (or are being) loaded in it; the game centre shows m_home too. */
  ensureContent(): void {
    this.contentPart.ensure();
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
    this.contentPart.ensure();
    void this.winners.load();
    for (const category of homeGameCategoriesOf(this.sections)) void this.rows.of(category).load();
  }

  private loadMissing(): void {
    this.contentPart.ensure();
    this.winners.ensure();
    for (const category of homeGameCategoriesOf(this.sections)) this.rows.of(category).ensure();
  }
}
