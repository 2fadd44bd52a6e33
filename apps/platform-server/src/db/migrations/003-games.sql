-- The game catalogue: vendors (the platform calls a vendor code 'vassalage'), the categories each
-- serves, the games, and per merchant which vendors of which categories are on and in what order.

CREATE TABLE game_vendor (
  code          TEXT PRIMARY KEY CHECK (length(code) BETWEEN 2 AND 32 AND code NOT GLOB '*[^A-Z0-9_]*'),
  display_name  TEXT NOT NULL CHECK (length(display_name) > 0)
) STRICT;

-- The categories a vendor serves (SPEC §3 'Game categories', those a game can belong to).
CREATE TABLE game_vendor_category (
  vendor_code    TEXT NOT NULL REFERENCES game_vendor(code) ON DELETE CASCADE,
  game_category  TEXT NOT NULL CHECK (game_category IN (
    'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'LOCAL', 'LIVESTREAM', 'BGS')),
  PRIMARY KEY (vendor_code, game_category)
) WITHOUT ROWID, STRICT;

CREATE TABLE game (
  node_id        INTEGER PRIMARY KEY,
  game_id        TEXT NOT NULL,                          -- the vendor's own id of the game
  vendor_code    TEXT NOT NULL,
  game_category  TEXT NOT NULL CHECK (game_category IN (
    'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'LOCAL', 'LIVESTREAM', 'BGS')),
  game_name      TEXT NOT NULL CHECK (length(trim(game_name)) > 0),
  node_name      TEXT NOT NULL,                          -- the lobby node's label; shown when there is no game name
  display_name   TEXT NOT NULL,                          -- the vendor label on the tile (SPEC §2 'Game tile')
  game_code      TEXT NOT NULL DEFAULT 'lobby',          -- a lottery's code; 'lobby' for every other game
  game_group_id  INTEGER,                                -- lottery group; null outside lotteries
  lotto_mode     TEXT CHECK (lotto_mode IN ('Tradition', 'Entertainment', 'Tradition,Entertainment')),
  support_play   INTEGER NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),   -- 0 = free play supported
  is_new         INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  popularity     INTEGER NOT NULL DEFAULT 0 CHECK (popularity >= 0),         -- higher is hotter
  min_bet_minor  INTEGER NOT NULL CHECK (min_bet_minor > 0),                 -- in minor currency units
  tel_node_id    INTEGER NOT NULL,
  created_at     INTEGER NOT NULL,                                           -- ms since the epoch
  UNIQUE (vendor_code, game_id),
  FOREIGN KEY (vendor_code, game_category) REFERENCES game_vendor_category(vendor_code, game_category),
  -- Lotteries, and only lotteries, carry a play mode (SPEC §3 'Play types').
  CHECK ((game_category IN ('LOTT', 'ELOTT')) = (lotto_mode IS NOT NULL))
) STRICT;

-- The list indexes: each is in list order (hottest first, then node_id) after its equality
-- columns, so a page is read in order and the read stops at the page's end (no sort).
-- One vendor's games of a category; also the child index of the foreign key above.
CREATE INDEX game_by_category_vendor ON game (game_category, vendor_code, popularity DESC, node_id);
-- One category, every vendor.
CREATE INDEX game_by_category ON game (game_category, popularity DESC, node_id);
-- Hot games and the lobby's list of every category.
CREATE INDEX game_by_popularity ON game (popularity DESC, node_id);

-- Substring search on the game name. A trigram index answers '%text%' from the index (a NOCASE
-- B-tree index only helps equality and prefix matches) and folds case beyond ASCII. It is an
-- external-content table: it stores only the index and reads names from `game`; the triggers
-- below keep it in step.
CREATE VIRTUAL TABLE game_name_search USING fts5(
  game_name, content = 'game', content_rowid = 'node_id', tokenize = 'trigram case_sensitive 0'
);

CREATE TRIGGER game_name_search_insert AFTER INSERT ON game BEGIN
  INSERT INTO game_name_search (rowid, game_name) VALUES (new.node_id, new.game_name);
END;

CREATE TRIGGER game_name_search_delete AFTER DELETE ON game BEGIN
  INSERT INTO game_name_search (game_name_search, rowid, game_name) VALUES ('delete', old.node_id, old.game_name);
END;

CREATE TRIGGER game_name_search_update AFTER UPDATE OF node_id, game_name ON game BEGIN
  INSERT INTO game_name_search (game_name_search, rowid, game_name) VALUES ('delete', old.node_id, old.game_name);
  INSERT INTO game_name_search (rowid, game_name) VALUES (new.node_id, new.game_name);
END;

-- Which vendors of which categories a merchant offers, and in what order. A missing row is a
-- vendor switched off for that category; a category with no rows is switched off. Categories are
-- ordered by category_order, the vendors inside one by sort_order.
CREATE TABLE merchant_game_vendor (
  merchant_code   TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  game_category   TEXT NOT NULL,
  vendor_code     TEXT NOT NULL,
  category_order  INTEGER NOT NULL CHECK (category_order >= 0),
  sort_order      INTEGER NOT NULL CHECK (sort_order >= 0),
  PRIMARY KEY (merchant_code, game_category, vendor_code),
  UNIQUE (merchant_code, game_category, sort_order),
  FOREIGN KEY (vendor_code, game_category) REFERENCES game_vendor_category(vendor_code, game_category) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;

CREATE INDEX merchant_game_vendor_by_vendor ON merchant_game_vendor (vendor_code, game_category);
