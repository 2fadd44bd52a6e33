-- Player and agent accounts. Passwords are scrypt hashes; the plain text never reaches the database.
CREATE TABLE member (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  username       TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  type           INTEGER NOT NULL,          -- 0, 1, 2 real accounts; 4 trial (SPEC §3)
  nickname       TEXT,
  created_at     INTEGER NOT NULL,
  UNIQUE (merchant_code, username)
) STRICT;
