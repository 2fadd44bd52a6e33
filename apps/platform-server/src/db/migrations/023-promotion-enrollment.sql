-- Joinable deposit promotions: a promotion (an announcement of kind 'promotion') may have join
-- terms; a member joins it before depositing, and the first credited deposit that meets its
-- minimum gives its bonus as a claimable 'promotion' reward of the reward centre, written in the
-- deposit's transaction (engagement/promotion-rewards.ts).

-- The reward centre gets the 'promotion' source. SQLite cannot change a CHECK in place, so the
-- reward table of 022-engagement.sql is rebuilt with the same columns (in the same order), rows
-- and indexes; no other table refers to it yet.
CREATE TABLE reward_rebuilt (
  id               INTEGER PRIMARY KEY,
  member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  source           TEXT NOT NULL CHECK (source IN ('welcome', 'cashback', 'leaderboard', 'referral', 'birthday', 'event', 'promotion')),
  reference        TEXT CHECK (reference IS NULL OR length(reference) BETWEEN 1 AND 64),
  cause            TEXT CHECK (cause IS NULL OR length(cause) BETWEEN 1 AND 64),
  amount_minor     INTEGER NOT NULL CHECK (amount_minor > 0),
  status           TEXT NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed')),
  created_at       INTEGER NOT NULL,      -- ms timestamp
  expires_at       INTEGER CHECK (expires_at IS NULL OR expires_at > created_at),   -- null: no expiry
  claimed_at       INTEGER,
  credit_entry_id  INTEGER UNIQUE REFERENCES ledger_entry(id),
  CHECK ((status = 'claimed') = (credit_entry_id IS NOT NULL AND claimed_at IS NOT NULL))
) STRICT;
INSERT INTO reward_rebuilt (id, member_id, source, reference, cause, amount_minor, status, created_at, expires_at, claimed_at, credit_entry_id)
  SELECT id, member_id, source, reference, cause, amount_minor, status, created_at, expires_at, claimed_at, credit_entry_id FROM reward;
DROP TABLE reward;
ALTER TABLE reward_rebuilt RENAME TO reward;
CREATE INDEX reward_member ON reward (member_id, status, expires_at);
CREATE UNIQUE INDEX reward_cause ON reward (member_id, cause) WHERE cause IS NOT NULL;

-- The join terms of a promotion: once joined, a credited deposit of at least min_deposit_minor
-- gives bonus_percent of it, at most max_bonus_minor; first_deposit_only: only a member without a
-- credited deposit may join, and only their first deposit fulfils it. Every qualifying deposit
-- gives at least one minor unit (min_deposit_minor * bonus_percent >= 100).
CREATE TABLE promotion_join_terms (
  announcement_id     INTEGER PRIMARY KEY REFERENCES announcement(id) ON DELETE CASCADE,
  bonus_percent       INTEGER NOT NULL CHECK (bonus_percent BETWEEN 1 AND 1000),
  max_bonus_minor     INTEGER NOT NULL CHECK (max_bonus_minor > 0),
  min_deposit_minor   INTEGER NOT NULL CHECK (min_deposit_minor > 0),
  first_deposit_only  INTEGER NOT NULL CHECK (first_deposit_only IN (0, 1)),
  currency            TEXT NOT NULL DEFAULT 'PHP' CHECK (length(currency) = 3),   -- ISO 4217, the amounts' currency
  CHECK (min_deposit_minor * bonus_percent >= 100)
) STRICT;

-- A member's place in a joinable promotion: one per member and promotion (a second join, also a
-- concurrent one, finds the first). 'joined' until a qualifying deposit is credited, then
-- 'rewarded' with the reward it gave (once: the status guard and the reward's unique cause
-- 'promotion:<enrollment id>').
CREATE TABLE promotion_enrollment (
  id               INTEGER PRIMARY KEY,
  member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  announcement_id  INTEGER NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  status           TEXT NOT NULL DEFAULT 'joined' CHECK (status IN ('joined', 'rewarded')),
  joined_at        INTEGER NOT NULL,      -- ms timestamp
  reward_id        INTEGER UNIQUE REFERENCES reward(id),
  CHECK ((status = 'rewarded') = (reward_id IS NOT NULL)),
  UNIQUE (member_id, announcement_id)
) STRICT;
