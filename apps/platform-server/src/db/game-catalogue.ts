import {
  MAX_GAME_PAGE_SIZE,
  MIN_INDEXED_SEARCH_LENGTH,
  type CatalogueCategory,
  type CategoryVendors,
  type Game,
  type GameListQuery,
  type GamePage,
} from './game-catalogue-types';
import { totalPagesOf } from '../http/paging';
import type { Db } from './open-database';

export * from './game-catalogue-types';

interface GameRow {
  node_id: number;
  game_id: string;
  vendor_code: string;
  game_category: CatalogueCategory;
  game_name: string;
  node_name: string;
  display_name: string;
  game_code: string;
  game_group_id: number | null;
  lotto_mode: Game['lottoMode'];
  support_play: 0 | 1;
  is_new: number;
  tel_node_id: number;
}

interface SortingRow {
  game_category: CatalogueCategory;
  vendor_code: string;
  display_name: string;
}

interface ListParams {
  merchant: string;
  category: string;
  vendor: string;
  search: string;
  limit: number;
  offset: number;
}

interface ListStatements {
  count: { get(params: ListParams): { n: number } | undefined };
  page: { all(params: ListParams): GameRow[] };
}

/** How a search is answered: none, from the trigram index, or by scanning names (under 3 characters). */
type SearchMode = 'none' | 'index' | 'scan';

function toGame(row: GameRow): Game {
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    gameName: row.game_name,
    nodeName: row.node_name,
    displayName: row.display_name,
    vassalage: row.vendor_code,
    gameType: row.game_category,
    gameCategory: row.game_category,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    lottoMode: row.lotto_mode,
    supportPlay: row.support_play,
    telNodeId: row.tel_node_id,
    isNew: row.is_new === 1,
  };
}

const GAME_COLUMNS = `g.node_id, g.game_id, g.vendor_code, g.game_category, g.game_name, g.node_name, g.display_name,
  g.game_code, g.game_group_id, g.lotto_mode, g.support_play, g.is_new, g.tel_node_id`;

/** True for a game whose vendor the merchant has switched on in the game's category. */
const ENABLED = `EXISTS (SELECT 1 FROM merchant_offered_vendor mv
  WHERE mv.merchant_code = @merchant AND mv.game_category = g.game_category AND mv.vendor_code = g.vendor_code)`;

/** Hottest first; nodeId breaks ties so that pages never overlap. */
const HOT_ORDER = 'ORDER BY g.popularity DESC, g.node_id';

/** Quotes search text as one FTS5 phrase, which a trigram index matches as a substring. */
const ftsPhrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/**
 * Whether a search can use the trigram index: 3 characters or more, and no NUL (SQLite ends an FTS5
 * phrase at a NUL and refuses it as unterminated); other searches scan the names.
 */
const indexable = (search: string): boolean => [...search].length >= MIN_INDEXED_SEARCH_LENGTH && !search.includes('\u0000');

function checkPaging(pageNo: number, pageSize: number): void {
  if (!Number.isSafeInteger(pageNo) || pageNo < 1) throw new RangeError(`pageNo must be a whole number from 1, not ${pageNo}`);
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_GAME_PAGE_SIZE) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_GAME_PAGE_SIZE}, not ${pageSize}`);
  }
}

/**
 * Reads the game catalogue as one merchant sees it: only the vendors and categories the merchant
 * has switched on (table merchant_game_vendor). Lists are hottest first, then by nodeId.
 */
export class GameCatalogue {
  private readonly listStatements = new Map<string, ListStatements>();
  private readonly hot;
  private readonly sorting;
  private readonly byNodeId;

  constructor(private readonly db: Db) {
    this.hot = db.prepare<{ merchant: string; limit: number }, GameRow>(
      `SELECT ${GAME_COLUMNS} FROM game g WHERE ${ENABLED} ${HOT_ORDER} LIMIT @limit`,
    );
    this.sorting = db.prepare<[string], SortingRow>(
      `SELECT mv.game_category, mv.vendor_code, v.display_name FROM merchant_offered_vendor mv
       JOIN game_vendor v ON v.code = mv.vendor_code
       WHERE mv.merchant_code = ? ORDER BY mv.category_order, mv.game_category, mv.sort_order, mv.vendor_code`,
    );
    this.byNodeId = db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} FROM game g WHERE g.node_id = ?`);
  }

  /**
   * One page of the merchant's games, narrowed by category, vendor, new-only and a game-name
   * search (trimmed, any case, anywhere in the name). A page past the end comes back empty.
   */
  listGames(query: GameListQuery): GamePage {
    checkPaging(query.pageNo, query.pageSize);
    const search = query.search?.trim() ?? '';
    const vendor = query.vendor?.trim() ?? '';
    const mode: SearchMode = search === '' ? 'none' : indexable(search) ? 'index' : 'scan';
    const statements = this.listStatementsFor(query.gameType !== '', vendor !== '', query.classify === 'new', mode);
    const params: ListParams = {
      merchant: query.merchantCode,
      category: query.gameType,
      vendor,
      search: mode === 'index' ? ftsPhrase(search) : search,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    };
    const total = statements.count.get(params)?.n ?? 0;
    const games = params.offset < total ? statements.page.all(params).map(toGame) : [];
    return { games, pageNum: query.pageNo, totalPages: totalPagesOf(total, query.pageSize, 1), total };
  }

  /** The merchant's hottest games (most popular first), at most `limit`. */
  hotGames(merchantCode: string, limit: number): Game[] {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number from 0, not ${limit}`);
    return this.hot.all({ merchant: merchantCode, limit }).map(toGame);
  }

  /** The merchant's categories in menu order, each with its enabled vendors in order. */
  vendorSorting(merchantCode: string): CategoryVendors[] {
    const result: CategoryVendors[] = [];
    for (const row of this.sorting.all(merchantCode)) {
      const vendor = { vassalage: row.vendor_code, displayName: row.display_name };
      const last = result.at(-1);
      if (last?.gameCategory === row.game_category) last.vendorNames.push(vendor);
      else result.push({ gameCategory: row.game_category, vendorNames: [vendor] });
    }
    return result;
  }

  /** The game with this nodeId, whatever merchant offers it, or null. */
  findGame(nodeId: number): Game | null {
    const row = this.byNodeId.get(nodeId);
    return row ? toGame(row) : null;
  }

  /**
   * The count and page statements for one combination of filters, prepared on first use. The
   * shapes are chosen for SQLite's planner: an indexed search is driven by the trigram matches
   * (CROSS JOIN keeps that order); otherwise the page walks a popularity-ordered index and stops
   * at the page's end, and the count starts from the merchant's few enabled vendor rows.
   */
  private listStatementsFor(category: boolean, vendor: boolean, onlyNew: boolean, search: SearchMode): ListStatements {
    const key = `${category}|${vendor}|${onlyNew}|${search}`;
    const cached = this.listStatements.get(key);
    if (cached) return cached;
    const filters: string[] = [];
    if (category) filters.push('g.game_category = @category');
    if (vendor) filters.push('g.vendor_code = @vendor');
    if (onlyNew) filters.push('g.is_new = 1');
    if (search === 'index') filters.push('game_name_search MATCH @search');
    if (search === 'scan') filters.push('instr(lower(g.game_name), lower(@search)) > 0');
    const source =
      search === 'index' ? 'game_name_search CROSS JOIN game g ON g.node_id = game_name_search.rowid' : 'game g';
    const where = [ENABLED, ...filters].join(' AND ');
    const countSql =
      search === 'index'
        ? `SELECT count(*) AS n FROM ${source} WHERE ${where}`
        : `SELECT count(*) AS n FROM merchant_offered_vendor mv CROSS JOIN game g
             ON g.game_category = mv.game_category AND g.vendor_code = mv.vendor_code
           WHERE ${['mv.merchant_code = @merchant', ...filters].join(' AND ')}`;
    const statements: ListStatements = {
      count: this.db.prepare<ListParams, { n: number }>(countSql),
      page: this.db.prepare<ListParams, GameRow>(
        `SELECT ${GAME_COLUMNS} FROM ${source} WHERE ${where} ${HOT_ORDER} LIMIT @limit OFFSET @offset`,
      ),
    };
    this.listStatements.set(key, statements);
    return statements;
  }
}
