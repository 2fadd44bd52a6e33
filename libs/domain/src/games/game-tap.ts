import { vendorGameListHref } from './game-links';
import { pathOf } from '../routes/route-table';
import type { LaunchGameQuery, LottoPlayType, PrizeMode } from '../lottery/launch-query';
import { launchGameHref } from '../lottery/launch-query';
import type { GameRecord, LotteryVendor, VendorMapping } from './game-types';

/** The game code used when a game record carries none (SPEC §3). */
export const DEFAULT_GAME_CODE = 'lobby';

/**
 * The current lottery prize mode: 'elott' when the vendor mapping's ELOTT category lists the
 * vendor TCG_LOTTO_VN or LOTT, else 'lott' (SPEC §4 'Game tap').
 */
export function prizeModeOf(mapping: VendorMapping): Extract<PrizeMode, 'elott' | 'lott'> {
  const electronic = (mapping.ELOTT ?? []).some(
    (vendor) => vendor.vassalage === 'TCG_LOTTO_VN' || vendor.vassalage === 'LOTT',
  );
  return electronic ? 'elott' : 'lott';
}

/** Decides a lottery play type: 'ent' when lottoMode contains 'Entertainment', else 'trad'. */
export function lottoPlayTypeOf(lottoMode: string | undefined): LottoPlayType {
  return lottoMode?.includes('Entertainment') === true ? 'ent' : 'trad';
}

/** A game tap's outcome that opens `/m/launchGame` with a query. */
interface LaunchGameRoute<K extends string, V extends LotteryVendor> {
  readonly kind: K;
  readonly vendor: V;
  readonly query: LaunchGameQuery;
  /** In-app address (relative to `/m`) of `/m/launchGame` with the query. */
  readonly href: string;
}

/** What tapping a game leads to (SPEC §4 'Game tap'). */
export type GameTapDecision =
  /** No session: go to the login screen. */
  | { readonly kind: 'login'; readonly path: string }
  /** TCG_LOTTO_VN: launch the lottery by its code with the electronic prize mode. */
  | LaunchGameRoute<'lottery-by-code', 'TCG_LOTTO_VN'>
  /** TCG_SEA: launch with prize mode SEA. */
  | LaunchGameRoute<'sea-launch', 'TCG_SEA'>
  /** LOTT, ELOTT: the lottery launch route with playType ent or trad. */
  | LaunchGameRoute<'lottery-launch', 'LOTT' | 'ELOTT'>
  /** An item standing for a vendor's game list: the game-list screen. */
  | {
      readonly kind: 'game-list';
      readonly gameType: string;
      readonly vassalage: string;
      readonly href: string;
    }
  /** Any other vendor: a generic launch. */
  | {
      readonly kind: 'launch';
      readonly gameCategory: string;
      readonly vendor: string;
      readonly gameId: number | string;
      readonly nodeId: number | string;
      /** True when the game supports free play (supportPlay is 0). */
      readonly freePlay: boolean;
    };

/** The facts a game tap is decided on besides the game itself. */
export interface GameTapContext {
  /** Whether session info is present. */
  readonly signedIn: boolean;
  readonly vendorMapping: VendorMapping;
  /** The tap happened on home, so closing a lottery returns there (pageBack=home). */
  readonly fromHome?: boolean;
}

const route = <K extends string, V extends LotteryVendor>(
  kind: K,
  vendor: V,
  query: LaunchGameQuery,
): LaunchGameRoute<K, V> => ({
  kind,
  vendor,
  query,
  href: launchGameHref(query),
});

const groupOf = (game: GameRecord): Pick<LaunchGameQuery, 'gameGroupId'> =>
  game.gameGroupId === undefined ? {} : { gameGroupId: String(game.gameGroupId) };

/**
 * Decides what a tap on a game does. No session: login. Then by vendor, in the spec's order:
 * TCG_LOTTO_VN by code with the 'elott' prize mode; TCG_SEA with prize mode SEA; LOTT and ELOTT
 * to the lottery launch route with the mapping's prize mode; a vendor-list item to the game list;
 * anything else a generic launch.
 */
export function decideGameTap(game: GameRecord, context: GameTapContext): GameTapDecision {
  if (!context.signedIn) return { kind: 'login', path: pathOf('login') };
  const pageBack = context.fromHome === true;
  const gameId = String(game.gameId);
  switch (game.vassalage) {
    case 'TCG_LOTTO_VN':
      return route('lottery-by-code', game.vassalage, {
        code: game.gameCode ?? DEFAULT_GAME_CODE,
        prizeMode: 'elott',
        pageBack,
      });
    case 'TCG_SEA':
      return route('sea-launch', game.vassalage, { gameId, ...groupOf(game), prizeMode: 'SEA', pageBack });
    case 'LOTT':
    case 'ELOTT':
      return route('lottery-launch', game.vassalage, {
        playType: lottoPlayTypeOf(game.lottoMode),
        gameId,
        ...groupOf(game),
        prizeMode: prizeModeOf(context.vendorMapping),
        pageBack,
      });
  }
  if (game.isVendorList === true) {
    const gameType = game.gameType ?? game.gameCategory;
    return {
      kind: 'game-list',
      gameType,
      vassalage: game.vassalage,
      href: vendorGameListHref(gameType, game.vassalage),
    };
  }
  return {
    kind: 'launch',
    gameCategory: game.gameCategory,
    vendor: game.vassalage,
    gameId: game.gameId,
    nodeId: game.nodeId,
    freePlay: game.supportPlay === 0,
  };
}
