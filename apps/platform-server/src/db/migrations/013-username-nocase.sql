-- Usernames are unique per merchant without regard to letter case ('Alice' and 'alice' are one
-- name), as login, availability checks and registration compare them. The table's own
-- UNIQUE (merchant_code, username) compares case-sensitively, so two concurrent registrations of
-- 'Alice' and 'alice' could both pass their checks; this unique index makes the database refuse the
-- second. It replaces the plain case-insensitive lookup index of 007-accounts.sql.
DROP INDEX IF EXISTS member_username_nocase;
CREATE UNIQUE INDEX member_username_nocase_unique ON member (merchant_code, username COLLATE NOCASE);
