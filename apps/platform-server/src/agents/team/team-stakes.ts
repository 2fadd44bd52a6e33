import { COUNTED_ORDER, LEDGER_ONLY_STAKE, ORDER_COUNTED_AT, ORDER_COUNTED_MINOR } from '../../play/counted-bets';

/**
 * SQL of the valid bets of a team (after TEAM_CTE) that count in [@from, @until), as the common
 * table expression `stake`: one row per stake, `amount_minor` its counted stake (negative for a
 * refund), `bets` 1 for a bet and 0 for a refund, `win_minor` its winnings, `category` its game's
 * category (null for ledger history of no known game), `counted_at` when it counts. Game orders
 * and ledger stakes without one (vendor rounds, imported history) count as play/counted-bets.ts
 * says; a vendor round's winnings and game come from its `vendor_round` row. `@until` must not
 * pass now (countedUntil). The team is the outer loop (CROSS JOIN), so each member's stakes are
 * read by its indexes (game_order_counted, ledger_entry_member_kind_time), never the whole table.
 */
export const TEAM_STAKES_CTE = `stake(member_id, line_id, amount_minor, bets, win_minor, category, counted_at) AS (
    SELECT t.member_id, t.line_id, ${ORDER_COUNTED_MINOR}, 1, o.win_minor, g.game_category, ${ORDER_COUNTED_AT}
      FROM team t CROSS JOIN game_order o LEFT JOIN game g ON g.node_id = o.node_id
      WHERE o.member_id = t.member_id AND ${COUNTED_ORDER} AND ${ORDER_COUNTED_AT} >= @from AND ${ORDER_COUNTED_AT} < @until
    UNION ALL
    SELECT t.member_id, t.line_id, -l.amount_minor, l.kind = 'bet', coalesce(r.win_minor, 0), g.game_category, l.created_at
      FROM team t CROSS JOIN ledger_entry l
      LEFT JOIN vendor_round r ON l.kind = 'bet' AND l.reference GLOB 'round:*' AND r.id = CAST(substr(l.reference, 7) AS INTEGER)
      LEFT JOIN game g ON g.node_id = r.node_id
      WHERE l.member_id = t.member_id AND ${LEDGER_ONLY_STAKE} AND l.created_at >= @from AND l.created_at < @until
  )`;

/** SQL of the team's deposits (cash `deposit` credits) in [@from, @until), after TEAM_CTE, as `deposit`, member by member. */
export const TEAM_DEPOSITS_CTE = `deposit(member_id, line_id, amount_minor, created_at) AS (
    SELECT t.member_id, t.line_id, l.amount_minor, l.created_at FROM team t CROSS JOIN ledger_entry l
      WHERE l.member_id = t.member_id AND l.wallet = 'cash' AND l.kind = 'deposit' AND l.amount_minor > 0 AND l.created_at >= @from AND l.created_at < @until
  )`;
