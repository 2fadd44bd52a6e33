-- Account facts every area shares, login sessions, and the money ledger.

-- Member facts beyond the login: status, contact, upline agent, invitation code, payment password.
ALTER TABLE member ADD COLUMN status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled'));
ALTER TABLE member ADD COLUMN mobile TEXT CHECK (mobile IS NULL OR mobile GLOB '+[1-9]*');   -- E.164
ALTER TABLE member ADD COLUMN email TEXT CHECK (email IS NULL OR length(email) < 255);
ALTER TABLE member ADD COLUMN parent_id INTEGER REFERENCES member(id);                      -- upline agent
ALTER TABLE member ADD COLUMN affiliate_code TEXT;                                          -- an agent's invitation code
ALTER TABLE member ADD COLUMN payment_password_hash TEXT;                                   -- scrypt, like the login password
ALTER TABLE member ADD COLUMN currency TEXT NOT NULL DEFAULT 'PHP' CHECK (length(currency) = 3);
ALTER TABLE member ADD COLUMN vip_level INTEGER NOT NULL DEFAULT 0 CHECK (vip_level >= 0);
ALTER TABLE member ADD COLUMN first_login_at INTEGER;                                       -- null until the first login
CREATE UNIQUE INDEX member_mobile ON member (merchant_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX member_affiliate_code ON member (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX member_parent ON member (parent_id) WHERE parent_id IS NOT NULL;

-- Login sessions. The token itself is never stored: only its SHA-256.
CREATE TABLE session (
  token_hash  BLOB PRIMARY KEY CHECK (length(token_hash) = 32),
  member_id   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,          -- ms timestamp
  expires_at  INTEGER NOT NULL,          -- ms timestamp; refused from then on
  revoked_at  INTEGER,                   -- ms timestamp of logout
  device      TEXT NOT NULL DEFAULT 'MOBILE' CHECK (device IN ('MOBILE', 'OTHERS'))
) STRICT;
CREATE INDEX session_member ON session (member_id);
CREATE INDEX session_expires ON session (expires_at);

-- One balance per member and wallet: 'cash' is real money, 'demo' the free-play balance.
-- The balance is a cache of the ledger: every change is a ledger row written in the same transaction.
CREATE TABLE wallet (
  member_id      INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('cash', 'demo')),
  balance_minor  INTEGER NOT NULL CHECK (balance_minor >= 0),
  updated_at     INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind)
) STRICT;

CREATE TABLE ledger_entry (
  id                   INTEGER PRIMARY KEY,
  member_id            INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  wallet               TEXT NOT NULL CHECK (wallet IN ('cash', 'demo')),
  amount_minor         INTEGER NOT NULL CHECK (amount_minor <> 0),    -- positive credits, negative debits
  balance_after_minor  INTEGER NOT NULL CHECK (balance_after_minor >= 0),
  kind                 TEXT NOT NULL CHECK (kind IN (
                         'deposit', 'withdrawal', 'withdrawal_refund', 'bet', 'payout', 'bet_refund',
                         'rebate', 'transfer_in', 'transfer_out', 'bonus', 'salary', 'dividend', 'adjustment')),
  reference            TEXT,             -- what caused it: 'deposit:12', 'order:345'...
  created_at           INTEGER NOT NULL  -- ms timestamp
) STRICT;
CREATE INDEX ledger_entry_member ON ledger_entry (member_id, wallet, id);
CREATE INDEX ledger_entry_reference ON ledger_entry (reference) WHERE reference IS NOT NULL;
