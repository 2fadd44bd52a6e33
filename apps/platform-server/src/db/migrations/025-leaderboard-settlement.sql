-- The leaderboard's prizes are paid: once a weekly race has ended, each prized place of its final
-- ranking gets a claimable 'leaderboard' reward (reference: the race id; cause
-- 'leaderboard:<merchant>:<race id>', once per member), written in the transaction that records
-- the race here, once (engagement/race-settlement.ts).
CREATE TABLE leaderboard_settlement (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  starts_at      INTEGER NOT NULL,      -- the race's Monday 00:00 in Manila (ms)
  race_id        TEXT NOT NULL CHECK (race_id GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  settled_at     INTEGER NOT NULL,      -- ms timestamp
  winners        INTEGER NOT NULL CHECK (winners >= 0),   -- how many rewards it gave
  PRIMARY KEY (merchant_code, starts_at)
) WITHOUT ROWID, STRICT;

-- Counted (valid) bets (play/counted-bets.ts): a real-money game order counts from the moment it
-- can no longer be cancelled, its draw's close for a lottery bet, else when placed. Read by
-- member and that moment for the sign-in, the leaderboard and the wagering before a withdrawal.
CREATE INDEX game_order_counted ON game_order (member_id, coalesce(closes_at, created_at)) WHERE wallet = 'cash';
