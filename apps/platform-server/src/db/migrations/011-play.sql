-- Tables of the play area: game launch, the demo slot, lottery lists, draws and ranks, the lotto-h5 page and order records.

-- Games whose vendor has given no launch address: launching one answers 404 URL_EMPTY.
CREATE TABLE game_launch_unavailable (
  node_id  INTEGER PRIMARY KEY REFERENCES game(node_id) ON DELETE CASCADE,
  reason   TEXT NOT NULL CHECK (length(reason) > 0)
) STRICT;

-- Single-game tickets handed out by a launch: the credential of the demo slot page and the lottery
-- frame. Only the SHA-256 of the ticket is stored; a ticket is bound to one member, one game and one
-- wallet of one merchant, and refused from expires_at on.
CREATE TABLE play_ticket (
  ticket_hash    BLOB PRIMARY KEY CHECK (length(ticket_hash) = 32),
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  member_id      INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  node_id        INTEGER NOT NULL REFERENCES game(node_id) ON DELETE CASCADE,
  wallet         TEXT NOT NULL CHECK (wallet IN ('cash', 'demo')),
  language       TEXT NOT NULL DEFAULT 'EN',
  created_at     INTEGER NOT NULL,                              -- ms timestamp
  expires_at     INTEGER NOT NULL CHECK (expires_at > created_at) -- ms timestamp
) STRICT;
CREATE INDEX play_ticket_member ON play_ticket (member_id);
CREATE INDEX play_ticket_expires ON play_ticket (expires_at);

-- Game orders: one demo slot spin (kind 'slot', settled at once) or one lottery bet (kind 'lottery',
-- pending until its draw, then settled; cancelled when every sub-order was cancelled). Its money moves
-- are ledger rows with reference 'order:<id>'.
CREATE TABLE game_order (
  id              INTEGER PRIMARY KEY,
  merchant_code   TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  member_id       INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  node_id         INTEGER NOT NULL REFERENCES game(node_id),
  kind            TEXT NOT NULL CHECK (kind IN ('slot', 'lottery')),
  wallet          TEXT NOT NULL CHECK (wallet IN ('cash', 'demo')),
  stake_minor     INTEGER NOT NULL CHECK (stake_minor > 0),
  refunded_minor  INTEGER NOT NULL DEFAULT 0 CHECK (refunded_minor BETWEEN 0 AND stake_minor),
  win_minor       INTEGER NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  status          TEXT NOT NULL CHECK (status IN ('pending', 'settled', 'cancelled')),
  reels           TEXT,                 -- slot: JSON array of the three symbols
  draw_number     TEXT,                 -- lottery: 'YYYYMMDD-NNN'
  closes_at       INTEGER,              -- lottery: bets and cancellations close (ms)
  draw_at         INTEGER,              -- lottery: the draw (ms); settled when read after it
  created_at      INTEGER NOT NULL,
  settled_at      INTEGER,
  CHECK ((kind = 'slot') = (reels IS NOT NULL)),
  CHECK ((kind = 'lottery') = (draw_number IS NOT NULL AND closes_at IS NOT NULL AND draw_at IS NOT NULL)),
  CHECK (kind = 'lottery' OR status = 'settled'),
  CHECK ((status = 'settled') = (settled_at IS NOT NULL))
) STRICT;
-- A member's records, newest first.
CREATE INDEX game_order_member ON game_order (member_id, created_at DESC, id DESC);
-- Lazy settlement: pending lottery orders by draw time.
CREATE INDEX game_order_due ON game_order (draw_at) WHERE status = 'pending';
-- Winners board and rank: settled real-money orders of a merchant by time.
CREATE INDEX game_order_cash_wins ON game_order (merchant_code, settled_at DESC)
  WHERE status = 'settled' AND wallet = 'cash' AND win_minor > 0;

-- The numbers of a lottery order: one sub-order per two-digit number, each with its stake.
CREATE TABLE game_suborder (
  id           INTEGER PRIMARY KEY,
  order_id     INTEGER NOT NULL REFERENCES game_order(id) ON DELETE CASCADE,
  number       TEXT NOT NULL CHECK (length(number) = 2 AND number NOT GLOB '*[^0-9]*'),
  stake_minor  INTEGER NOT NULL CHECK (stake_minor > 0),
  win_minor    INTEGER NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'cancelled')),
  UNIQUE (order_id, number)
) STRICT;

-- Drawn lottery results: written once, when a draw is first needed after its time (or by the seed).
CREATE TABLE lottery_draw (
  node_id      INTEGER NOT NULL REFERENCES game(node_id) ON DELETE CASCADE,
  draw_number  TEXT NOT NULL CHECK (draw_number GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9]'),
  draw_at      INTEGER NOT NULL,
  result       TEXT NOT NULL CHECK (length(result) = 5 AND result NOT GLOB '*[^0-9]*'),
  PRIMARY KEY (node_id, draw_number)
) WITHOUT ROWID, STRICT;

-- Featured winners of the biggest-wins board and the lottery rank (demo data, per merchant).
CREATE TABLE winner_showcase (
  id                INTEGER PRIMARY KEY,
  merchant_code     TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  customer_name     TEXT NOT NULL CHECK (length(customer_name) > 0),   -- masked on output
  node_id           INTEGER NOT NULL REFERENCES game(node_id) ON DELETE CASCADE,
  win_amount_minor  INTEGER NOT NULL CHECK (win_amount_minor > 0),
  currency          TEXT NOT NULL DEFAULT 'PHP' CHECK (length(currency) = 3),
  won_at            INTEGER NOT NULL
) STRICT;
CREATE INDEX winner_showcase_merchant ON winner_showcase (merchant_code, won_at DESC);

-- Live-stream hosts: each hosts a room of a live-stream game and is online during a daily shift
-- (Manila hours, from shift_start_hour for shift_hours).
CREATE TABLE live_host (
  id                INTEGER PRIMARY KEY,
  name              TEXT NOT NULL CHECK (length(name) > 0),
  node_id           INTEGER NOT NULL REFERENCES game(node_id) ON DELETE CASCADE,
  room_code         TEXT NOT NULL UNIQUE,
  shift_start_hour  INTEGER NOT NULL CHECK (shift_start_hour BETWEEN 0 AND 23),
  shift_hours       INTEGER NOT NULL CHECK (shift_hours BETWEEN 1 AND 24)
) STRICT;

-- Results of money-moving play calls by Idempotency-Key, so that a retry returns the first result.
CREATE TABLE play_idempotency (
  member_id     INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  operation     TEXT NOT NULL,
  key           TEXT NOT NULL,
  request_hash  BLOB NOT NULL CHECK (length(request_hash) = 32),
  response      TEXT NOT NULL,           -- JSON of the first call's value
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (member_id, operation, key)
) WITHOUT ROWID, STRICT;
CREATE INDEX play_idempotency_created ON play_idempotency (created_at);
