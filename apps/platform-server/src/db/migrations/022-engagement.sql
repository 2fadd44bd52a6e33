-- Tables of the engagement area: daily sign-in, the leaderboard race, the reward centre and invite
-- friends. Every credit they give is a 'bonus' ledger row written in the same transaction as the
-- row that records it. Whether each promo is on is content_setting's (login, mission, referral) or
-- the REWCEN3 module's.

-- Each merchant's daily sign-in conditions: today's approved deposits and valid bets (bets less
-- refunds) must reach these before today's reward can be claimed (0: no condition). A merchant
-- without a row has the platform's defaults (engagement/sign-in-repository.ts).
CREATE TABLE signin_rule (
  merchant_code             TEXT PRIMARY KEY REFERENCES merchant(code) ON DELETE CASCADE,
  deposit_required_minor    INTEGER NOT NULL CHECK (deposit_required_minor >= 0),
  valid_bet_required_minor  INTEGER NOT NULL CHECK (valid_bet_required_minor >= 0)
) STRICT;

-- The reward of each day of the sign-in week (weekday 0 Monday ... 6 Sunday); a merchant without
-- its seven rows has the platform's defaults.
CREATE TABLE signin_reward (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  weekday        INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  reward_minor   INTEGER NOT NULL CHECK (reward_minor > 0),
  PRIMARY KEY (merchant_code, weekday)
) WITHOUT ROWID, STRICT;

-- Sign-in rewards claimed: one per member and Manila day, credited by the ledger row
-- 'signin:<member id>:<day>'.
CREATE TABLE signin_claim (
  id               INTEGER PRIMARY KEY,
  member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  day              TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  amount_minor     INTEGER NOT NULL CHECK (amount_minor > 0),
  credit_entry_id  INTEGER NOT NULL UNIQUE REFERENCES ledger_entry(id),
  claimed_at       INTEGER NOT NULL,      -- ms timestamp
  UNIQUE (member_id, day)
) STRICT;

-- The prizes of each merchant's weekly leaderboard race, by places (rank_from to rank_to, both
-- included); the prize pool is their sum. The race itself is ranked from the ledger's bet and
-- bet_refund rows of the week (by member, through ledger_entry_member_kind_time of 012).
CREATE TABLE leaderboard_prize (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  rank_from      INTEGER NOT NULL CHECK (rank_from >= 1),
  rank_to        INTEGER NOT NULL CHECK (rank_to BETWEEN rank_from AND 1000),
  amount_minor   INTEGER NOT NULL CHECK (amount_minor > 0),
  PRIMARY KEY (merchant_code, rank_from)
) WITHOUT ROWID, STRICT;

-- Rewards of the reward centre. A claimable reward past expires_at is expired (told at read time);
-- a claim credits it once by the ledger row 'reward:<id>'. `cause` names what earned a reward that
-- must be given once ('referral:<friend id>'); null for rewards given by hand.
CREATE TABLE reward (
  id               INTEGER PRIMARY KEY,
  member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  source           TEXT NOT NULL CHECK (source IN ('welcome', 'cashback', 'leaderboard', 'referral', 'birthday', 'event')),
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
CREATE INDEX reward_member ON reward (member_id, status, expires_at);
CREATE UNIQUE INDEX reward_cause ON reward (member_id, cause) WHERE cause IS NOT NULL;

-- Each merchant's invite-friends terms: the reward for each referred friend whose approved deposits
-- reach the qualifying amount.
CREATE TABLE referral_terms (
  merchant_code             TEXT PRIMARY KEY REFERENCES merchant(code) ON DELETE CASCADE,
  reward_per_friend_minor   INTEGER NOT NULL CHECK (reward_per_friend_minor > 0),
  qualifying_deposit_minor  INTEGER NOT NULL CHECK (qualifying_deposit_minor > 0)
) STRICT;
