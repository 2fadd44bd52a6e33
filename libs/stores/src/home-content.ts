import { makeAutoObservable } from 'mobx';
import { getAnnouncements, type BootHomeContent, type ContentBanner, type ContentNotice, type PlatformClient } from '@gp/api-client';
import { Resource } from './resource';

/** The banner groups home shows: the main carousel, the video carousel and the recommendations. */
export const HOME_BANNER_GROUPS = ['m_home', 'm_youtube', 'm_recommend'] as const;

/** One banner group of home. */
export type HomeBannerGroup = (typeof HOME_BANNER_GROUPS)[number];

/** Banners by group and the player notices, from one announcements call. */
export interface HomeContent {
  readonly banners: Readonly<Record<HomeBannerGroup, readonly ContentBanner[]>>;
  readonly notices: readonly ContentNotice[];
}

/** What home's banners and notices are loaded with. */
export interface HomeContentDeps {
  readonly api: PlatformClient;
  /** Bumped (debounced 250 ms) after each language change. `current` is the platform code in use. */
  readonly language: { readonly languageVersion: number; readonly current: string };
  /** Whether a player is logged in: content that came with the page is a guest's. */
  readonly isLoggedIn?: () => boolean;
}

const EMPTY_CONTENT: HomeContent = { banners: { m_home: [], m_youtube: [], m_recommend: [] }, notices: [] };

const bySequence = (a: ContentBanner, b: ContentBanner) => a.sequence - b.sequence;

/** Banners sorted into home's groups by sequence, beside the notices. */
function groupContent({ banners, notices }: { readonly banners: readonly ContentBanner[]; readonly notices: readonly ContentNotice[] }): HomeContent {
  const group = (name: HomeBannerGroup) => banners.filter((banner) => banner.groupName === name).sort(bySequence);
  return { banners: { m_home: group('m_home'), m_youtube: group('m_youtube'), m_recommend: group('m_recommend') }, notices };
}

/**
 * Home's banners and notices (SPEC §2 'Home', §7 Content), the one part of home that other screens
 * show too (the game centre's carousel, the before-login promo) and that may come before home
 * starts: from the page's boot data, the first screen's prefetch or `ensure`. Asked at most once
 * per language version.
 */
export class HomeContentPart {
  /** The banners and notices as a resource: its status, its retry. */
  readonly resource: Resource<HomeContent>;
  /** The language version the banners and notices were last asked (or seeded) in. */
  private askedIn: number | null = null;

  constructor(private readonly deps: HomeContentDeps) {
    this.resource = new Resource(async () => groupContent(await getAnnouncements(deps.api, { types: 'B,PL', platform: 'M' })), EMPTY_CONTENT);
    makeAutoObservable<HomeContentPart, 'deps' | 'askedIn'>(this, { deps: false, askedIn: false, resource: false }, { autoBind: true });
  }

  /** The banners of a group, in their sequence. */
  bannersOf(group: HomeBannerGroup): readonly ContentBanner[] {
    return this.resource.value.banners[group];
  }

  /** The before-login promo's picture (SPEC §2): the first m_home banner; null when there is none. */
  get beforeLoginBanner(): ContentBanner | null {
    return this.bannersOf('m_home')[0] ?? null;
  }

  /** The marquee's lines: the notice titles, in the platform's order. */
  get marqueeItems(): readonly string[] {
    return this.resource.value.notices.map((notice) => notice.title.trim()).filter((title) => title !== '');
  }

  /**
   * Gets the banners before the screen's code has arrived: from the page's boot data when it holds
   * a guest's answer in the language in use, else by starting the call. `ensure` then does not ask twice.
   */
  prefetch(boot?: BootHomeContent): void {
    const version = this.deps.language.languageVersion;
    if (this.askedIn === version) return;
    if (boot && boot.language === this.deps.language.current && !this.deps.isLoggedIn?.()) {
      this.askedIn = version;
      this.resource.seed(groupContent(boot));
      return;
    }
    this.ensure();
  }

  /** Loads the banners and notices in the language in use unless they are (or are being) loaded in it; retries a failed load. */
  ensure(): void {
    const version = this.deps.language.languageVersion;
    if (this.askedIn === version) {
      this.resource.ensure();
      return;
    }
    this.askedIn = version;
    void this.resource.load();
  }
}
