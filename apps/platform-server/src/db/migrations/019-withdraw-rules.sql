-- Each merchant's withdrawal rules (the contract's WithdrawRules): how many withdrawals and how much
-- a member may take out in one Manila day, and the fee. A merchant without a row has the platform's
-- defaults (wallet/withdraw-rules-repository.ts).
CREATE TABLE merchant_withdraw_rule (
  merchant_code             TEXT PRIMARY KEY REFERENCES merchant(code) ON DELETE CASCADE,
  max_count_per_day         INTEGER NOT NULL CHECK (max_count_per_day BETWEEN 1 AND 100),
  max_amount_per_day_minor  INTEGER NOT NULL CHECK (max_amount_per_day_minor > 0),
  free_per_day              INTEGER NOT NULL CHECK (free_per_day BETWEEN 0 AND 100),
  fee_fixed_minor           INTEGER NOT NULL CHECK (fee_fixed_minor >= 0),
  fee_basis_points          INTEGER NOT NULL CHECK (fee_basis_points BETWEEN 0 AND 10000),
  fee_cap_minor             INTEGER NOT NULL CHECK (fee_cap_minor >= 0)   -- 0: no cap
) STRICT;

-- The fee charged on a withdrawal, taken from the amount paid out (the balance is debited the amount).
ALTER TABLE withdrawal ADD COLUMN fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0);
