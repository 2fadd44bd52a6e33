-- One idempotency store for every money movement (deposits, withdrawals, agent transfers, slot
-- spins, lottery bets and cancellations), replacing the three per-area tables of 010, 011 and 012.
-- Keys they held are dropped: a retry within 24 hours of this migration runs as a new call.

-- The first successful result of a call, per member, operation and Idempotency-Key, kept for 24
-- hours: a retry with the same request (request_hash: SHA-256 of the operation and its body,
-- without any password) gets result_json back; another request under the key is refused.
CREATE TABLE idempotent_call (
  member_id     INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  operation     TEXT NOT NULL CHECK (length(operation) BETWEEN 1 AND 64),
  key           TEXT NOT NULL CHECK (length(key) BETWEEN 16 AND 64),
  request_hash  BLOB NOT NULL CHECK (length(request_hash) = 32),
  result_json   TEXT NOT NULL CHECK (json_valid(result_json)),
  created_at    INTEGER NOT NULL,      -- ms timestamp
  PRIMARY KEY (member_id, operation, key)
) WITHOUT ROWID, STRICT;
CREATE INDEX idempotent_call_created ON idempotent_call (created_at);

DROP TABLE idempotency_key;
DROP TABLE play_idempotency;
DROP TABLE agent_transfer_key;
