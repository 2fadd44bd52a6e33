-- Tables of the wallet area: wallet balance, deposits, withdrawals, transactions, rebates and reports.
-- Balances themselves live in `wallet` and `ledger_entry` (006); every row below that moved money
-- points at the ledger row that did it, written in the same transaction.

-- Deposits through a payment provider (GCash, Maya, banks, 7-Eleven CLIQQ...). A deposit starts
-- pending; the provider's confirmation marks it paid and credits the wallet once. The provider's
-- checkout token is never stored, only its SHA-256.
CREATE TABLE deposit (
  id                   INTEGER PRIMARY KEY,
  member_id            INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  method_code          TEXT NOT NULL CHECK (method_code GLOB '[A-Z]*' AND length(method_code) <= 32),
  amount_minor         INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor            INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  promo_code           TEXT CHECK (promo_code IS NULL OR length(promo_code) <= 32),
  status               TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  provider_token_hash  BLOB NOT NULL CHECK (length(provider_token_hash) = 32),
  credit_entry_id      INTEGER UNIQUE REFERENCES ledger_entry(id),   -- the ledger credit of a paid deposit
  created_at           INTEGER NOT NULL,                             -- ms timestamp
  expires_at           INTEGER NOT NULL,                             -- a pending deposit can no longer be paid from then on
  settled_at           INTEGER,                                      -- paid or cancelled at
  CHECK ((status = 'paid') = (credit_entry_id IS NOT NULL)),
  CHECK ((status = 'pending') = (settled_at IS NULL))
) STRICT;
CREATE INDEX deposit_member ON deposit (member_id, created_at);
CREATE INDEX deposit_member_pending ON deposit (member_id, created_at) WHERE status = 'pending';

-- Withdrawals to an e-wallet or bank account. The wallet is debited when the request is made (the
-- money is locked while pending), by a ledger row with reference 'withdrawal:<id>' written in the
-- same transaction; a cancelled request is refunded by a second ledger row.
CREATE TABLE withdrawal (
  id               INTEGER PRIMARY KEY,
  member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  amount_minor     INTEGER NOT NULL CHECK (amount_minor > 0),
  payout_method    TEXT NOT NULL CHECK (payout_method IN ('gcash', 'maya', 'bank')),
  bank_code        TEXT CHECK ((payout_method = 'bank') = (bank_code IS NOT NULL)),
  account_number   TEXT NOT NULL CHECK (length(account_number) BETWEEN 6 AND 20),
  account_name     TEXT NOT NULL CHECK (length(account_name) BETWEEN 2 AND 64),
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  refund_entry_id  INTEGER UNIQUE REFERENCES ledger_entry(id),   -- the ledger refund of a cancelled one
  created_at       INTEGER NOT NULL,
  settled_at       INTEGER,
  CHECK ((status = 'cancelled') = (refund_entry_id IS NOT NULL)),
  CHECK ((status = 'pending') = (settled_at IS NULL))
) STRICT;
CREATE INDEX withdrawal_member ON withdrawal (member_id, created_at);
CREATE INDEX withdrawal_member_pending ON withdrawal (member_id) WHERE status = 'pending';

-- Idempotency keys of money movements, per member: the first successful answer is kept for 24
-- hours and given again to a retry with the same key and body (request_hash: SHA-256 of the
-- operation and its body, without any password).
CREATE TABLE idempotency_key (
  member_id      INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  key            TEXT NOT NULL CHECK (length(key) BETWEEN 16 AND 64),
  operation      TEXT NOT NULL,
  request_hash   BLOB NOT NULL CHECK (length(request_hash) = 32),
  response_json  TEXT NOT NULL CHECK (json_valid(response_json)),
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  PRIMARY KEY (member_id, key)
) STRICT;
CREATE INDEX idempotency_key_expires ON idempotency_key (expires_at);

-- Daily rebates: a share of a day's turnover (Asia/Manila day) in one game category, credited
-- once when the player claims it. rate_basis_points 80 is 0.80%.
CREATE TABLE rebate (
  id                 INTEGER PRIMARY KEY,
  member_id          INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  day                TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  category           TEXT NOT NULL CHECK (category IN ('LIVE', 'RNG', 'SPORTS', 'FISH', 'LOTT', 'PVP', 'ESPORTS', 'COCKFIGHT')),
  turnover_minor     INTEGER NOT NULL CHECK (turnover_minor > 0),
  rate_basis_points  INTEGER NOT NULL CHECK (rate_basis_points BETWEEN 1 AND 10000),
  amount_minor       INTEGER NOT NULL CHECK (amount_minor > 0),
  status             TEXT NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed')),
  credit_entry_id    INTEGER UNIQUE REFERENCES ledger_entry(id),
  created_at         INTEGER NOT NULL,
  claimed_at         INTEGER,
  UNIQUE (member_id, day, category),
  CHECK ((status = 'claimed') = (credit_entry_id IS NOT NULL AND claimed_at IS NOT NULL))
) STRICT;
CREATE INDEX rebate_member ON rebate (member_id, day);

-- Reports and the transaction list read the member's ledger over time.
CREATE INDEX ledger_entry_member_time ON ledger_entry (member_id, wallet, created_at);
