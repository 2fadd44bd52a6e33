-- SMS verification codes, their outbox and the rate limiter's hit log.

-- Sliding-window rate limiter: one row per counted hit. A key names the limiter and the subject
-- (e.g. 'sms:number:+639171234567', 'sms:ip:1.2.3.4'); expires_at = hit_at + the limiter's window,
-- so old rows can be purged without knowing which limiter wrote them.
CREATE TABLE rate_limit_hit (
  id          INTEGER PRIMARY KEY,
  key         TEXT NOT NULL,
  hit_at      INTEGER NOT NULL,           -- ms timestamp
  expires_at  INTEGER NOT NULL            -- ms timestamp after which the hit no longer counts
) STRICT;
CREATE INDEX rate_limit_hit_key_at ON rate_limit_hit (key, hit_at);
CREATE INDEX rate_limit_hit_expires ON rate_limit_hit (expires_at);

-- The live SMS code of one (merchant, purpose, number): a new code replaces the previous one.
-- Only a salted HMAC-SHA256 of the code is kept; the plain code never reaches the database.
CREATE TABLE sms_code (
  merchant_code    TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  purpose          TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  phone            TEXT NOT NULL CHECK (phone GLOB '+[1-9]*'),   -- E.164
  code_salt        BLOB NOT NULL,
  code_hash        BLOB NOT NULL,
  created_at       INTEGER NOT NULL,          -- ms timestamp
  expires_at       INTEGER NOT NULL,          -- ms timestamp; the code is refused from then on
  resend_at        INTEGER NOT NULL,          -- ms timestamp from which a new code may be requested
  failed_attempts  INTEGER NOT NULL DEFAULT 0,
  used_at          INTEGER,                   -- ms timestamp of the successful verification
  PRIMARY KEY (merchant_code, purpose, phone)
) STRICT;
CREATE INDEX sms_code_expires ON sms_code (expires_at);

-- Messages handed to the default SMS provider: development and tests read codes from here.
CREATE TABLE sms_outbox (
  id            INTEGER PRIMARY KEY,
  merchant      TEXT REFERENCES merchant(code) ON DELETE CASCADE,
  to_number     TEXT NOT NULL,                -- E.164
  body          TEXT NOT NULL,
  code_purpose  TEXT CHECK (code_purpose IN ('register', 'login', 'reset')),
  created_at    INTEGER NOT NULL              -- ms timestamp
) STRICT;
CREATE INDEX sms_outbox_to ON sms_outbox (to_number, code_purpose, id);
