-- Security bookkeeping: single-use nonces of encrypted request bodies, captcha challenges and failed logins.

-- A nonce is claimed once; a replayed encrypted body finds its nonce here, also after a restart.
-- expires_at is the last moment the body's iat could still be accepted; older rows can be purged.
CREATE TABLE request_nonce (
  nonce       TEXT PRIMARY KEY CHECK (length(nonce) BETWEEN 16 AND 128),
  seen_at     INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX request_nonce_expires ON request_nonce (expires_at);

-- Captcha challenges: only a keyed hash of the answer is kept; a row is deleted when verified (single use).
CREATE TABLE captcha_challenge (
  id           TEXT PRIMARY KEY,
  answer_hash  BLOB NOT NULL CHECK (length(answer_hash) = 32),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX captcha_challenge_expires ON captcha_challenge (expires_at);

-- Failed logins, per account (merchant, normalised username) and per client address key.
-- A successful login sets account_cleared on the account's rows: they stop counting for the account
-- but still count for the address they came from.
CREATE TABLE login_failure (
  id               INTEGER PRIMARY KEY,
  merchant_code    TEXT NOT NULL,
  username         TEXT NOT NULL CHECK (length(username) <= 128),
  address          TEXT NOT NULL CHECK (length(address) <= 64),
  failed_at        INTEGER NOT NULL,
  account_cleared  INTEGER NOT NULL DEFAULT 0 CHECK (account_cleared IN (0, 1))
) STRICT;
CREATE INDEX login_failure_account ON login_failure (merchant_code, username, failed_at);
CREATE INDEX login_failure_address ON login_failure (address, failed_at);
CREATE INDEX login_failure_time ON login_failure (failed_at);
