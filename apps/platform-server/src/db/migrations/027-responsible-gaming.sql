-- Responsible gaming (issue 20): a member's date of birth, the merchant's cooling period and
-- reality-check default, a member's limits and reality-check interval, cool-offs and
-- self-exclusions, and play sessions (the time games stay open, for the play-time limit).

-- The date of birth given at registration (YYYY-MM-DD); null for accounts made before it was asked.
ALTER TABLE member_profile ADD COLUMN birth_date TEXT CHECK (birth_date IS NULL OR birth_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');

-- How long a raised or removed limit waits before it applies, and the reality-check interval of a
-- member who chose none.
CREATE TABLE rg_merchant_setting (
  merchant_code           TEXT PRIMARY KEY REFERENCES merchant(code) ON DELETE CASCADE,
  cooling_hours           INTEGER NOT NULL DEFAULT 24 CHECK (cooling_hours BETWEEN 0 AND 720),
  reality_check_minutes   INTEGER NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 1 AND 1440)
) STRICT;

-- One limit of a member: a money limit ('deposit', 'loss', 'wager') per 'day', 'week' or 'month'
-- in minor units, or the play-time limit ('session', period 'day') in minutes. `amount` is the
-- limit in force (null: none). A raise or removal waits: `pending_at` is when `pending_amount`
-- (null: removal) replaces it; both are null when nothing waits.
CREATE TABLE rg_limit (
  member_id       INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  kind            TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period          TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount          INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_amount  INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at      INTEGER,
  updated_at      INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK (kind <> 'session' OR period = 'day'),
  CHECK (pending_at IS NOT NULL OR pending_amount IS NULL)
) WITHOUT ROWID, STRICT;

-- A member's chosen reality-check interval in minutes.
CREATE TABLE rg_member_setting (
  member_id               INTEGER PRIMARY KEY REFERENCES member(id) ON DELETE CASCADE,
  reality_check_minutes   INTEGER NOT NULL CHECK (reality_check_minutes BETWEEN 1 AND 1440)
) STRICT;

-- A cool-off or self-exclusion: the account cannot log in before ends_at.
CREATE TABLE rg_exclusion (
  id                 INTEGER PRIMARY KEY,
  member_id          INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  kind               TEXT NOT NULL CHECK (kind IN ('cool_off', 'self_exclusion')),
  started_at         INTEGER NOT NULL,
  ends_at            INTEGER NOT NULL CHECK (ends_at > started_at),
  irrevocable_until  INTEGER NOT NULL CHECK (irrevocable_until <= ends_at)
) STRICT;
CREATE INDEX rg_exclusion_member ON rg_exclusion (member_id, ends_at);

-- A stretch of play with cash: from the first sign of play (a launch, a bet, the game view's
-- minute call) to the last one; a sign more than 5 minutes after the last starts a new session.
CREATE TABLE rg_play_session (
  id            INTEGER PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  started_at    INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL CHECK (last_seen_at >= started_at)
) STRICT;
CREATE INDEX rg_play_session_member ON rg_play_session (member_id, last_seen_at);

-- The vendors a merchant offers per category, less the categories whose feature module the
-- merchant switched off (a COCKFIGHT module at enabled = 0 hides every cockfight game from lists,
-- search, favourites, recent games and launch, even where merchant_game_vendor still has rows).
CREATE VIEW merchant_offered_vendor AS
  SELECT mv.* FROM merchant_game_vendor mv
  WHERE NOT EXISTS (SELECT 1 FROM merchant_feature f WHERE f.merchant_code = mv.merchant_code AND f.mod_id = mv.game_category AND f.enabled = 0);
