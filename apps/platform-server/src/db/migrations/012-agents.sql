-- Tables of the agents area: agent downline, team betting, transfers, contract requests, feedback, chat and inbox.

-- Team betting sums an agent's downline's ledger rows of a kind over a time range.
CREATE INDEX ledger_entry_member_kind_time ON ledger_entry (member_id, kind, created_at);

-- Money an agent moved to a downline member. The two ledger rows (transfer_out on the agent,
-- transfer_in on the member) carry the reference 'agent-transfer:<id>' and commit with this row.
CREATE TABLE agent_transfer (
  id                         INTEGER PRIMARY KEY,
  agent_id                   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  member_id                  INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  amount_minor               INTEGER NOT NULL CHECK (amount_minor > 0),
  currency                   TEXT NOT NULL CHECK (length(currency) = 3),
  agent_balance_after_minor  INTEGER NOT NULL CHECK (agent_balance_after_minor >= 0),
  created_at                 INTEGER NOT NULL,      -- ms timestamp
  CHECK (agent_id <> member_id)
) STRICT;
CREATE INDEX agent_transfer_agent ON agent_transfer (agent_id, created_at);
CREATE INDEX agent_transfer_member ON agent_transfer (member_id);

-- Idempotency keys of agent transfers, kept 24 hours: a retry with the same key finds the first
-- transfer; request_hash (SHA-256 of the member and amount) tells a retry from another transfer.
CREATE TABLE agent_transfer_key (
  agent_id         INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  idempotency_key  TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 16 AND 64),
  request_hash     BLOB NOT NULL CHECK (length(request_hash) = 32),
  transfer_id      INTEGER NOT NULL REFERENCES agent_transfer(id) ON DELETE CASCADE,
  created_at       INTEGER NOT NULL,                -- ms timestamp
  PRIMARY KEY (agent_id, idempotency_key)
) STRICT;
CREATE INDEX agent_transfer_key_created ON agent_transfer_key (created_at);

-- Contract requests an upline agent sends to an agent: daily salary, dividend or hourly salary,
-- paying rate_basis_points (1/100 of a percent) of the team's turnover or net loss per period.
CREATE TABLE agent_contract_request (
  id                  INTEGER PRIMARY KEY,
  kind                TEXT NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary')),
  from_member_id      INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,   -- the upline agent
  to_member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,   -- the addressee
  rate_basis_points   INTEGER NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
  min_turnover_minor  INTEGER NOT NULL CHECK (min_turnover_minor >= 0),
  min_active_members  INTEGER NOT NULL CHECK (min_active_members >= 0),
  period              TEXT NOT NULL CHECK (period IN ('hourly', 'daily', 'half_monthly', 'monthly')),
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at          INTEGER NOT NULL,             -- ms timestamp
  responded_at        INTEGER,                      -- ms timestamp of the answer; null while pending
  CHECK ((status = 'pending') = (responded_at IS NULL)),
  CHECK (from_member_id <> to_member_id)
) STRICT;
CREATE INDEX agent_contract_request_to ON agent_contract_request (to_member_id, kind, status, created_at);

-- Feedback members sent from the feedback page. type: 1 deposit, 2 withdrawal, 3 game,
-- 4 service, 6 application, 0 other issues.
CREATE TABLE member_feedback (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  type        INTEGER NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content     TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 400),
  created_at  INTEGER NOT NULL                      -- ms timestamp
) STRICT;
CREATE INDEX member_feedback_member ON member_feedback (member_id, created_at);

-- Link tickets of the chat page: only the SHA-256 of a ticket is kept; it works for 2 hours.
CREATE TABLE chat_ticket (
  ticket_hash   BLOB PRIMARY KEY CHECK (length(ticket_hash) = 32),
  member_id     INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  back_url      TEXT NOT NULL CHECK (back_url GLOB '/m/*' AND length(back_url) <= 512),
  header_color  TEXT NOT NULL CHECK (header_color GLOB '#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]'),
  title         TEXT NOT NULL CHECK (length(title) <= 40),
  language      TEXT NOT NULL CHECK (language IN ('EN', 'TY', 'CN', 'VI', 'TH', 'PT')),
  created_at    INTEGER NOT NULL,                   -- ms timestamp
  expires_at    INTEGER NOT NULL                    -- ms timestamp; refused from then on
) STRICT;
CREATE INDEX chat_ticket_expires ON chat_ticket (expires_at);

-- A member's conversation with customer service. read_at marks when the member saw a support reply.
CREATE TABLE chat_message (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  sender      TEXT NOT NULL CHECK (sender IN ('player', 'support')),
  text        TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at  INTEGER NOT NULL,                     -- ms timestamp
  read_at     INTEGER                               -- ms timestamp; null while unseen
) STRICT;
CREATE INDEX chat_message_member ON chat_message (member_id, id);
CREATE INDEX chat_message_unread ON chat_message (member_id) WHERE sender = 'support' AND read_at IS NULL;

-- Messages the platform sends to a member's inbox (/m/webEmail). content_html is written by the operator.
CREATE TABLE inbox_message (
  id            INTEGER PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  title         TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content_html  TEXT NOT NULL,
  created_at    INTEGER NOT NULL,                   -- ms timestamp
  read_at       INTEGER                             -- ms timestamp; null while unread
) STRICT;
CREATE INDEX inbox_message_member ON inbox_message (member_id, created_at DESC, id DESC);
