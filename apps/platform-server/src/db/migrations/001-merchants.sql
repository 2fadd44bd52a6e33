-- Merchants (brands), the host names that reach them and their feature tree.
CREATE TABLE merchant (
  code                 TEXT PRIMARY KEY CHECK (code GLOB '[a-z0-9]*' AND length(code) BETWEEN 1 AND 32),
  site_name            TEXT NOT NULL,
  theme_pack           TEXT NOT NULL,
  default_mode         TEXT NOT NULL DEFAULT 'dark' CHECK (default_mode IN ('dark', 'light')),
  default_language     TEXT NOT NULL DEFAULT 'EN',
  languages            TEXT NOT NULL DEFAULT '["EN"]',        -- JSON array of language codes
  maintenance          INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  maintenance_message  TEXT,
  blocked_ip_prefixes  TEXT NOT NULL DEFAULT '[]'             -- JSON array; a visitor whose address starts with one is region restricted
) STRICT;

CREATE TABLE merchant_domain (
  hostname       TEXT PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE
) STRICT;

CREATE TABLE merchant_feature (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  mod_id         TEXT NOT NULL,
  parent_mod_id  TEXT,
  enabled        INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  sort_order     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, mod_id),
  FOREIGN KEY (merchant_code, parent_mod_id) REFERENCES merchant_feature(merchant_code, mod_id)
) STRICT;
