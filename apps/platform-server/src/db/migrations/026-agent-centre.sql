-- The agent centre: rounds of third-party vendors' games (the betting the team reports count
-- beyond this platform's own games), the reason of a rejected contract request, and commission
-- statements, written once per agent, contract kind and period (agents/commission).

-- A round of a third-party vendor's game, imported from the vendor's bet records and settled at
-- once. Its money moves are ledger rows with the reference 'round:<id>': 'bet' (-stake_minor) and,
-- when it won, 'payout' (+win_minor), both at created_at. As a ledger stake without a game order
-- it counts as a valid bet when written (play/counted-bets.ts); node_id gives its game's category.
CREATE TABLE vendor_round (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  member_id      INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  node_id        INTEGER NOT NULL REFERENCES game(node_id),
  stake_minor    INTEGER NOT NULL CHECK (stake_minor > 0),
  win_minor      INTEGER NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  created_at     INTEGER NOT NULL                  -- ms timestamp: placed and settled
) STRICT;
-- A member's rounds by time.
CREATE INDEX vendor_round_member ON vendor_round (member_id, created_at);

-- Why the addressee rejected a contract request (trimmed, 1 to 200 characters); null for any
-- other answer or when no reason was given.
ALTER TABLE agent_contract_request ADD COLUMN reason TEXT CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 200);
-- The requests an agent offered to its sub-agents, newest first.
CREATE INDEX agent_contract_request_from ON agent_contract_request (from_member_id, created_at);

-- One ended period of an agent's contract of one kind: the contract in force when the period
-- started and a snapshot of its terms, the team's figures over [period_from, period_to) (valid
-- turnover, payouts, net loss = max(0, turnover - payouts), members with a valid bet), the basis
-- the rate applies to (the turnover for a salary, the net loss for a dividend), the outcome and
-- the amount: floor(basis * rate_basis_points / 10000) when paid, else 0. A paid amount is credited
-- by the ledger row credit_entry_id (kind 'salary' or 'dividend', reference 'commission:<id>'),
-- written in the transaction that writes this row. The UNIQUE key settles each period once.
CREATE TABLE agent_commission_statement (
  id                  INTEGER PRIMARY KEY,
  agent_id            INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  kind                TEXT NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary')),
  contract_id         INTEGER NOT NULL REFERENCES agent_contract_request(id) ON DELETE CASCADE,
  rate_basis_points   INTEGER NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
  min_turnover_minor  INTEGER NOT NULL CHECK (min_turnover_minor >= 0),
  min_active_members  INTEGER NOT NULL CHECK (min_active_members >= 0),
  period              TEXT NOT NULL CHECK (period IN ('hourly', 'daily', 'half_monthly', 'monthly')),
  period_from         INTEGER NOT NULL,             -- ms timestamp, inclusive
  period_to           INTEGER NOT NULL,             -- ms timestamp, exclusive
  turnover_minor      INTEGER NOT NULL,
  payout_minor        INTEGER NOT NULL CHECK (payout_minor >= 0),
  net_loss_minor      INTEGER NOT NULL CHECK (net_loss_minor >= 0),
  active_members      INTEGER NOT NULL CHECK (active_members >= 0),
  basis_minor         INTEGER NOT NULL,
  outcome             TEXT NOT NULL CHECK (outcome IN ('paid', 'below_turnover', 'too_few_active', 'no_net_loss')),
  amount_minor        INTEGER NOT NULL CHECK (amount_minor >= 0),
  credit_entry_id     INTEGER UNIQUE REFERENCES ledger_entry(id),
  settled_at          INTEGER NOT NULL,             -- ms timestamp
  UNIQUE (agent_id, kind, period_from),
  CHECK (period_to > period_from),
  CHECK (outcome = 'paid' OR amount_minor = 0),
  CHECK (credit_entry_id IS NULL OR amount_minor > 0)
) STRICT;
-- An agent's statements of every kind, newest period first.
CREATE INDEX agent_commission_statement_agent ON agent_commission_statement (agent_id, period_from);

-- How far an agent's commission of one kind is settled: every period that ended by settled_until
-- has its statement (when a contract governed it), so a settlement only looks at periods that
-- ended after it. Written in the transaction of the statements it stands for.
CREATE TABLE agent_commission_watermark (
  agent_id       INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary')),
  settled_until  INTEGER NOT NULL,                  -- ms timestamp
  PRIMARY KEY (agent_id, kind)
) WITHOUT ROWID, STRICT;
