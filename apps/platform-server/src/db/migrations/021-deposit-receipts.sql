-- The payment receipt a member uploads for a waiting deposit (issue 17), for the operator to match
-- the payment: one per deposit (a later upload replaces it), a png or jpeg of at most 5 MB.
CREATE TABLE deposit_receipt (
  deposit_id   INTEGER PRIMARY KEY REFERENCES deposit(id) ON DELETE CASCADE,
  mime_type    TEXT NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  image        BLOB NOT NULL CHECK (length(image) BETWEEN 1 AND 5242880),
  uploaded_at  INTEGER NOT NULL   -- ms timestamp
) STRICT;
