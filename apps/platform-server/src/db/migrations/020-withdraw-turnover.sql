-- The wagering each paid deposit asks for before the next withdrawal, in basis points of its amount
-- (10000: once; 0: none). The bets counted towards it are read from game_order.
ALTER TABLE merchant_withdraw_rule ADD COLUMN turnover_basis_points INTEGER NOT NULL DEFAULT 0
  CHECK (turnover_basis_points BETWEEN 0 AND 100000);
-- Paid deposits of a member by settlement time, for the wagering they ask for.
CREATE INDEX deposit_member_paid ON deposit (member_id, settled_at) WHERE status = 'paid';
