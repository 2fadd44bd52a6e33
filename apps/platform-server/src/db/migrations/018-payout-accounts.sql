-- Payout accounts a member saved on the withdraw screen (GCash, Maya, bank), at most a few per
-- method. Removing one marks it removed (removed_at) so that a repeated removal answers the same;
-- a member keeps one live row per method, bank and number.
CREATE TABLE payout_account (
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  payout_method   TEXT NOT NULL CHECK (payout_method IN ('gcash', 'maya', 'bank')),
  bank_code       TEXT CHECK ((payout_method = 'bank') = (bank_code IS NOT NULL)),
  account_number  TEXT NOT NULL CHECK (length(account_number) BETWEEN 6 AND 20),
  account_name    TEXT NOT NULL CHECK (length(account_name) BETWEEN 2 AND 64),
  created_at      INTEGER NOT NULL,      -- ms timestamp
  removed_at      INTEGER                -- null while saved
) STRICT;
CREATE UNIQUE INDEX payout_account_live ON payout_account (member_id, payout_method, coalesce(bank_code, ''), account_number)
  WHERE removed_at IS NULL;
CREATE INDEX payout_account_member ON payout_account (member_id) WHERE removed_at IS NULL;
