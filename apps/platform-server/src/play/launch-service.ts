import { isRealAccountType, lottoFrameUrl, lottoPlayTypeOf, prizeModeOf, type LottoPlayType, type PrizeMode, type VendorMapping } from '@gp/domain';
import { GameCatalogue } from '../db/game-catalogue';
import { ApiError } from '../http/envelope';
import type { Merchant } from '../merchants/merchant-repository';
import type { PlatformContext } from '../platform-context';
import type { SessionAccount } from '../sessions/session-store';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming';
import { TRIAL_DEMO_BALANCE_MINOR } from '../sessions/trial-accounts';
import type { WalletKind } from '../wallet/ledger';
import { GameTickets } from './game-tickets';
import { isLotteryCategory, PlayGames, type GameReference, type PlayGame } from './play-games';

/** What a launch asks for (the query of GET /wps/game/launch, already read). */
export interface LaunchRequest {
  readonly reference: GameReference;
  readonly gameCategory?: string;
  readonly vendor?: string;
  readonly freePlay: boolean;
  readonly playType?: LottoPlayType;
  readonly language: string;
}

/** Where to open a launched game. */
export interface LaunchAnswer {
  readonly url: string;
  readonly openMode: 'frame' | 'window';
  readonly freePlay: boolean;
  readonly wallet: WalletKind;
  readonly expiresAt: number;
}

/** The reference of the credit a real account's demo balance gets on its first free play. */
const DEMO_CREDIT_REFERENCE = 'free-play:first';

/** The prize mode of a lottery (SPEC §4 'Game tap'): SEA for TCG_SEA, elott for TCG_LOTTO_VN, else the merchant's mode. */
function prizeModeFor(game: PlayGame, mapping: VendorMapping): PrizeMode {
  if (game.vendor === 'TCG_SEA') return 'SEA';
  if (game.vendor === 'TCG_LOTTO_VN') return 'elott';
  return prizeModeOf(mapping);
}

/** The play type to open: the one asked for when the lottery offers it, else as the app decides. */
function playTypeFor(game: PlayGame, asked: LottoPlayType | undefined): LottoPlayType {
  const offered = (game.lottoMode ?? '').split(',').map((mode) => (mode === 'Entertainment' ? 'ent' : 'trad'));
  if (asked && offered.includes(asked)) return asked;
  return lottoPlayTypeOf(game.lottoMode ?? undefined);
}

/**
 * Decides game launches (SPEC §4 'Game tap', §6): which wallet an account plays with, whether it
 * may, and the address to open with a fresh single-game ticket.
 */
export class LaunchService {
  private readonly games;
  private readonly catalogue;
  private readonly tickets;
  private readonly anyDemoEntry;
  private readonly responsibleGaming;

  constructor(private readonly context: PlatformContext) {
    this.games = new PlayGames(context.db);
    this.catalogue = new GameCatalogue(context.db);
    this.tickets = new GameTickets(context.db);
    this.responsibleGaming = new ResponsibleGaming(context);
    this.anyDemoEntry = context.db.prepare<[number], { one: number }>(
      "SELECT 1 AS one FROM ledger_entry WHERE member_id = ? AND wallet = 'demo' LIMIT 1",
    );
  }

  /** Launches a game for the session's account on this merchant. */
  launch(merchant: Merchant, account: SessionAccount, request: LaunchRequest): LaunchAnswer {
    const game = this.games.find(merchant.code, request.reference);
    const matches =
      game !== null &&
      (request.gameCategory === undefined || request.gameCategory === game.category) &&
      (request.vendor === undefined || request.vendor === game.vendor);
    if (!game || !matches) throw new ApiError(404, 'NOT_FOUND', 'No such game');
    const wallet = this.walletFor(account, game, request.freePlay);
    if (game.launchUnavailable) throw new ApiError(404, 'URL_EMPTY', 'The requested url is empty');
    const now = this.context.now();
    if (wallet === 'cash') this.responsibleGaming.refuseLaunch(account.memberId, now);
    this.context.db.transaction(() => {
      if (wallet === 'demo' && isRealAccountType(account.type)) this.creditFirstDemo(account.memberId, now);
    })();
    const { ticket, expiresAt } = this.tickets.issue(
      { merchantCode: merchant.code, memberId: account.memberId, nodeId: game.nodeId, wallet, language: request.language },
      now,
    );
    const freePlay = wallet === 'demo';
    if (!isLotteryCategory(game.category)) {
      return { url: `/demo/slot/${ticket}`, openMode: 'window', freePlay, wallet, expiresAt };
    }
    const mapping: VendorMapping = Object.fromEntries(
      this.catalogue.vendorSorting(merchant.code).map((entry) => [entry.gameCategory, entry.vendorNames]),
    );
    const url = lottoFrameUrl({
      mui: merchant.themePack,
      playType: playTypeFor(game, request.playType),
      gameId: game.gameId,
      prizeMode: prizeModeFor(game, mapping),
      token: ticket,
      merchantCode: merchant.code,
    });
    return { url, openMode: 'frame', freePlay, wallet, expiresAt };
  }

  /** Trial accounts play free games only, with play money; real accounts with cash, or play money when asked. */
  private walletFor(account: SessionAccount, game: PlayGame, freePlay: boolean): WalletKind {
    const supportsFreePlay = game.supportPlay === 0;
    if (!isRealAccountType(account.type)) {
      if (!freePlay || !supportsFreePlay) {
        throw new ApiError(403, 'TRIAL_NOT_ALLOWED', 'Please login an actual account to use this function');
      }
      return 'demo';
    }
    if (!freePlay) return 'cash';
    if (!supportsFreePlay) throw new ApiError(403, 'NO_PERMISSION', 'This game cannot be played for free');
    return 'demo';
  }

  /** Gives a real account its play money the first time it plays for free. */
  private creditFirstDemo(memberId: number, now: number): void {
    if (this.anyDemoEntry.get(memberId)) return;
    this.context.ledger.post({ memberId, wallet: 'demo', amountMinor: TRIAL_DEMO_BALANCE_MINOR, kind: 'bonus', reference: DEMO_CREDIT_REFERENCE, at: now });
  }
}
