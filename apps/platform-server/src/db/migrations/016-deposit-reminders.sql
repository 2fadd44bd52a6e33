-- A member may remind the operator of a deposit still waiting for payment (issue 17): when the
-- last reminder was sent, so that reminders are spaced.
ALTER TABLE deposit ADD COLUMN reminded_at INTEGER;   -- ms timestamp, NULL when never reminded
