-- Tables of the accounts area: registration, SMS codes, passwords, member info, head icon, security settings, registration rules and country codes.

-- A merchant's registration settings (SPEC §5): minimum age, terms and privacy texts. Whether a
-- captcha is needed is the 'captcha' rule of registration_rule.
CREATE TABLE registration_setting (
  merchant_code  TEXT PRIMARY KEY REFERENCES merchant(code) ON DELETE CASCADE,
  minimum_age    INTEGER NOT NULL DEFAULT 18 CHECK (minimum_age BETWEEN 18 AND 99),
  terms_html     TEXT NOT NULL,
  privacy_html   TEXT NOT NULL
) STRICT;

-- A merchant's rule for one field of the registration payload ('register') or of the login
-- screen ('login'): shown or not, required or not, the pattern (a JavaScript regex source) and the
-- message key of a failure. The app and the server apply the same rows.
CREATE TABLE registration_rule (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  form           TEXT NOT NULL CHECK (form IN ('register', 'login')),
  field          TEXT NOT NULL CHECK (field GLOB '[a-zA-Z]*' AND length(field) <= 32),
  enabled        INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  required       INTEGER NOT NULL CHECK (required IN (0, 1)),
  pattern        TEXT CHECK (pattern IS NULL OR length(pattern) <= 512),
  message_key    TEXT NOT NULL CHECK (length(message_key) BETWEEN 1 AND 64),
  PRIMARY KEY (merchant_code, form, field),
  CHECK (required = 0 OR enabled = 1)
) WITHOUT ROWID, STRICT;

-- Countries players may register a mobile number of, with their dialling codes; one is the default.
CREATE TABLE country_code (
  country_code  TEXT PRIMARY KEY CHECK (length(country_code) = 2 AND country_code NOT GLOB '*[^A-Z]*'),
  dialing_code  TEXT NOT NULL CHECK (dialing_code GLOB '+[1-9]*' AND length(dialing_code) <= 5),
  name          TEXT NOT NULL CHECK (length(name) > 0),
  is_default    INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  sort_order    INTEGER NOT NULL CHECK (sort_order >= 0)
) STRICT;
CREATE UNIQUE INDEX country_code_single_default ON country_code (is_default) WHERE is_default = 1;

-- Member facts of the accounts area beyond the member row: the chosen head icon, the registration's
-- extra contacts and origin, the recommender, and when the password last changed. One row per
-- member at most; a member without one has no choice made and nothing extra recorded.
CREATE TABLE member_profile (
  member_id            INTEGER PRIMARY KEY REFERENCES member(id) ON DELETE CASCADE,
  head_icon_id         INTEGER CHECK (head_icon_id IS NULL OR head_icon_id BETWEEN 1 AND 12),
  payee_name           TEXT CHECK (payee_name IS NULL OR length(payee_name) <= 128),
  id_number            TEXT CHECK (id_number IS NULL OR length(id_number) <= 64),
  qq_num               TEXT CHECK (qq_num IS NULL OR length(qq_num) <= 32),
  facebook             TEXT CHECK (facebook IS NULL OR length(facebook) <= 128),
  wechat               TEXT CHECK (wechat IS NULL OR length(wechat) <= 128),
  line                 TEXT CHECK (line IS NULL OR length(line) <= 128),
  whatsapp             TEXT CHECK (whatsapp IS NULL OR length(whatsapp) <= 32),
  zalo                 TEXT CHECK (zalo IS NULL OR length(zalo) <= 32),
  recommender_id       INTEGER REFERENCES member(id) ON DELETE SET NULL,
  register_method      TEXT CHECK (register_method IS NULL OR register_method IN ('APP', 'H5', 'PWA', 'WEBCLIP')),
  register_url         TEXT CHECK (register_url IS NULL OR length(register_url) <= 512),
  age_confirmed_at     INTEGER,                -- ms timestamp the player confirmed the minimum age
  password_updated_at  INTEGER                 -- ms timestamp of the last password change or reset
) STRICT;
CREATE INDEX member_profile_recommender ON member_profile (recommender_id) WHERE recommender_id IS NOT NULL;

-- Username availability and registration compare names without regard to letter case, as login does.
CREATE INDEX member_username_nocase ON member (merchant_code, username COLLATE NOCASE);

-- Single-use password reset tokens sent by e-mail: only the SHA-256 of the token is kept.
CREATE TABLE password_reset_token (
  token_hash  BLOB PRIMARY KEY CHECK (length(token_hash) = 32),
  member_id   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,           -- ms timestamp
  expires_at  INTEGER NOT NULL,           -- ms timestamp; refused from then on
  used_at     INTEGER,                    -- ms timestamp of the reset it allowed
  CHECK (expires_at > created_at)
) STRICT;
CREATE INDEX password_reset_token_member ON password_reset_token (member_id);
CREATE INDEX password_reset_token_expires ON password_reset_token (expires_at);

-- E-mails the platform sends (password reset links): nothing leaves the server; development tools
-- and tests read them here.
CREATE TABLE email_outbox (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  to_address     TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  subject        TEXT NOT NULL,
  body           TEXT NOT NULL,
  created_at     INTEGER NOT NULL         -- ms timestamp
) STRICT;
CREATE INDEX email_outbox_to ON email_outbox (merchant_code, to_address, id);
