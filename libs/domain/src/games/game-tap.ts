import { vendorGameListHref } from './game-links';
import { MESSAGE_DURATIONS } from '../constants/timings';
import type { MessageId } from '../messages/message-catalogue';
import { pathOf } from '../routes/route-table';
import { decidePermission } from '../session/permissions';
import type { Role } from '../session/roles';
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

/**
 * What the platform's launch call is asked for (SPEC §7 'Launch'): a game by its node id (with its
 * category, vendor and vendor id), or a lottery by code; `freePlay` 1 plays with the demo balance,
 * which only trial accounts do; `playType` opens a lottery in that play type.
 */
export interface GameLaunchRequest {
  readonly nodeId?: number;
  readonly gameCategory?: string;
  readonly vendor?: string;
  readonly gameId?: string;
  readonly gameCode?: string;
  readonly playType?: LottoPlayType;
  readonly freePlay?: 1;
}

/** The message a trial account sees when it taps a game it cannot play free (SPEC §6, §8 wording). */
export const TRIAL_REFUSED_MESSAGE_ID = 'error.trialActualAccount' satisfies MessageId;

/** A tap that opens `/m/launchGame`: its query for the address bar, and the launch it hands the next screen. */
interface LotteryRoute<K extends string, V extends LotteryVendor> {
  readonly kind: 'navigate';
  readonly target: K;
  readonly vendor: V;
  readonly query: LaunchGameQuery;
  /** In-app address (relative to `/m`) of `/m/launchGame` with the query; a deep link opens the same. */
  readonly href: string;
  /** What the lottery screen asks the platform for, so that it need not look the game up again. */
  readonly launch: GameLaunchRequest;
}

/** What tapping a game does, decided completely (SPEC §4 'Game tap', §6): the app carries it out. */
export type GameTapDecision =
  /** No session: go to the login screen. */
  | { readonly kind: 'login'; readonly path: string }
  /** A trial account and a game without free play: show the message for the duration, call nothing. */
  | { readonly kind: 'refuse'; readonly messageId: typeof TRIAL_REFUSED_MESSAGE_ID; readonly durationMs: number }
  /** TCG_LOTTO_VN: the lottery by its code with the electronic prize mode. */
  | LotteryRoute<'lottery-by-code', 'TCG_LOTTO_VN'>
  /** TCG_SEA: with prize mode SEA. */
  | LotteryRoute<'sea-launch', 'TCG_SEA'>
  /** LOTT, ELOTT: the lottery launch route with playType ent or trad. */
  | LotteryRoute<'lottery-launch', 'LOTT' | 'ELOTT'>
  /** An item standing for a vendor's game list: the game-list screen. */
  | {
      readonly kind: 'navigate';
      readonly target: 'game-list';
      readonly gameType: string;
      readonly vassalage: string;
      readonly href: string;
    }
  /** Any other game: launched into the game view with exactly this request. */
  | { readonly kind: 'launch'; readonly launch: GameLaunchRequest };

/** The facts a game tap is decided on besides the game itself. */
export interface GameTapContext {
  /** The visitor's role: guests go to login, trial accounts play free games only, with play money. */
  readonly role: Role;
  readonly vendorMapping: VendorMapping;
  /** The tap happened on home, so closing a lottery returns there (pageBack=home). */
  readonly fromHome?: boolean;
}

const lotteryRoute = <K extends string, V extends LotteryVendor>(
  target: K,
  vendor: V,
  query: LaunchGameQuery,
  launch: GameLaunchRequest,
): LotteryRoute<K, V> => ({ kind: 'navigate', target, vendor, query, href: launchGameHref(query), launch });

const groupOf = (game: GameRecord): Pick<LaunchGameQuery, 'gameGroupId'> =>
  game.gameGroupId === undefined ? {} : { gameGroupId: String(game.gameGroupId) };

/** Trial accounts play with the demo balance (freePlay 1); a member asking for it would too, so only they do. */
const freePlayOf = (role: Role): Pick<GameLaunchRequest, 'freePlay'> => (role === 'trial' ? { freePlay: 1 } : {});

/**
 * The launch a deep link to `/m/launchGame?code=…` asks for: the lottery by its code in the play
 * type asked for, with play money for a trial account (the platform refuses a lottery without free
 * play). A link by game id is looked up in the lottery list and decided by `decideGameTap`.
 */
export function lotteryLaunchByCode(code: string, playType: LottoPlayType | undefined, role: Role): GameLaunchRequest {
  return { gameCode: code, ...(playType === undefined ? {} : { playType }), ...freePlayOf(role) };
}

/** Whether a game can be played free (supportPlay 0, SPEC §3). */
const hasFreePlay = (game: GameRecord): boolean => game.supportPlay === 0;

/**
 * Decides what a tap on a game does. No session: login (the permission table's launchGame row).
 * A trial account is refused a game without free play and plays the others with play money. Then
 * by vendor, in the spec's order: TCG_LOTTO_VN by code with the 'elott' prize mode; TCG_SEA with
 * prize mode SEA; LOTT and ELOTT to the lottery launch route with the mapping's prize mode; a
 * vendor-list item to the game list; anything else a launch into the game view.
 */
export function decideGameTap(game: GameRecord, context: GameTapContext): GameTapDecision {
  const permission = decidePermission('launchGame', { role: context.role, rewardCentreEnabled: false, referralPromoEnabled: false, loginPromoEnabled: false, missionPromoEnabled: false });
  if (permission.kind !== 'allow') return { kind: 'login', path: pathOf('login') };
  if (context.role === 'trial' && !hasFreePlay(game) && game.isVendorList !== true) {
    return { kind: 'refuse', messageId: TRIAL_REFUSED_MESSAGE_ID, durationMs: MESSAGE_DURATIONS.rejectionMs };
  }
  const freePlay = freePlayOf(context.role);
  const pageBack = context.fromHome === true;
  const gameId = String(game.gameId);
  const byNode = { nodeId: game.nodeId, ...freePlay };
  switch (game.vassalage) {
    case 'TCG_LOTTO_VN': {
      const code = game.gameCode ?? DEFAULT_GAME_CODE;
      return lotteryRoute('lottery-by-code', game.vassalage, { code, prizeMode: 'elott', pageBack }, { gameCode: code, ...freePlay });
    }
    case 'TCG_SEA':
      return lotteryRoute('sea-launch', game.vassalage, { gameId, ...groupOf(game), prizeMode: 'SEA', pageBack }, byNode);
    case 'LOTT':
    case 'ELOTT': {
      const playType = lottoPlayTypeOf(game.lottoMode);
      const query = { playType, gameId, ...groupOf(game), prizeMode: prizeModeOf(context.vendorMapping), pageBack };
      return lotteryRoute('lottery-launch', game.vassalage, query, { ...byNode, playType });
    }
  }
  if (game.isVendorList === true) {
    const gameType = game.gameType ?? game.gameCategory;
    return { kind: 'navigate', target: 'game-list', gameType, vassalage: game.vassalage, href: vendorGameListHref(gameType, game.vassalage) };
  }
  return { kind: 'launch', launch: { gameCategory: game.gameCategory, vendor: game.vassalage, gameId, ...byNode } };
}
