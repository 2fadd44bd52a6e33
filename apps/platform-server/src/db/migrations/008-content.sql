-- Tables of the content area: settings, service links, help centre, announcements, notices, populars, winners, VIP levels and images.

-- One row per merchant: the switches and facts of the consolidated settings (SPEC §3 'System status info').
CREATE TABLE content_setting (
  merchant_code           TEXT PRIMARY KEY REFERENCES merchant(code) ON DELETE CASCADE,
  main_domain             TEXT NOT NULL CHECK (length(main_domain) BETWEEN 1 AND 253),
  template_mem_cen        TEXT NOT NULL CHECK (template_mem_cen IN ('0', '1')),   -- '1' new member-centre layout
  template_dep_func       TEXT NOT NULL CHECK (template_dep_func IN ('0', '1')),  -- '1' new deposit-detail layout
  mission_promo_enabled   INTEGER NOT NULL CHECK (mission_promo_enabled IN (0, 1)),
  login_promo_enabled     INTEGER NOT NULL CHECK (login_promo_enabled IN (0, 1)),
  referral_promo_enabled  INTEGER NOT NULL CHECK (referral_promo_enabled IN (0, 1)),
  app_window_enabled      INTEGER NOT NULL CHECK (app_window_enabled IN (0, 1)),  -- the download-app button
  vip_enabled             INTEGER NOT NULL CHECK (vip_enabled IN (0, 1)),
  copyright_year          INTEGER NOT NULL CHECK (copyright_year BETWEEN 2000 AND 2100)
) STRICT;

-- Download links of a merchant: native apps, the iOS profile, the app icon and channel links (SPEC §3 'Download link').
CREATE TABLE content_download_link (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  resource_type  TEXT NOT NULL CHECK (resource_type IN
                   ('IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'FACEBOOK', 'FACEBOOK1', 'TIKTOK', 'TELEGRAM')),
  url            TEXT NOT NULL CHECK (length(url) > 0),
  label_name_en  TEXT NOT NULL,
  sort_order     INTEGER NOT NULL CHECK (sort_order >= 0),
  PRIMARY KEY (merchant_code, resource_type)
) WITHOUT ROWID, STRICT;

-- Customer-service entries (SPEC §3 'Customer-service entry'), listed in sort order.
CREATE TABLE content_service_entry (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  cs_type        TEXT NOT NULL CHECK (cs_type IN ('WHATSAPP', 'LIVECHAT')),
  path           TEXT NOT NULL CHECK (length(path) > 0),
  sort_order     INTEGER NOT NULL CHECK (sort_order >= 0)
) STRICT;
CREATE INDEX content_service_entry_by_merchant ON content_service_entry (merchant_code, sort_order);

-- Social follow links shown under the login form; a network without a row is not shown.
CREATE TABLE content_social_link (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  network        TEXT NOT NULL CHECK (network IN ('FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TELEGRAM', 'DISCORD', 'LINKEDIN')),
  url            TEXT NOT NULL CHECK (length(url) > 0),
  PRIMARY KEY (merchant_code, network)
) WITHOUT ROWID, STRICT;

-- Payment methods shown as logos on home, in order.
CREATE TABLE content_payment_logo (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  name           TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  image_url      TEXT NOT NULL,
  sort_order     INTEGER NOT NULL CHECK (sort_order >= 0),
  PRIMARY KEY (merchant_code, name)
) WITHOUT ROWID, STRICT;

-- Banners, player notices, popups, promotions and lobby news of a merchant. Texts are in
-- announcement_text per language; the columns used by one kind only are null for the others.
CREATE TABLE announcement (
  id               INTEGER PRIMARY KEY,
  merchant_code    TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  kind             TEXT NOT NULL CHECK (kind IN ('banner', 'notice', 'popup', 'promotion', 'news')),
  group_name       TEXT CHECK (group_name IN ('m_newgame', 'm_home', 'm_youtube', 'm_recommend', 'm_vip', 'm_local')),
  image_url        TEXT,                 -- a banner's picture
  linkage          TEXT,                 -- a banner's video link (group m_youtube)
  link_url         TEXT,                 -- a banner's in-app path
  linkage_type     TEXT CHECK (linkage_type IN ('G', 'U', 'V')),   -- G game list, U in-app path, V video
  execution        TEXT CHECK (execution IN ('A', 'B', 'F')),      -- a popup's audience
  promotion_type   TEXT,                 -- the promotion category a popup advertises
  category         TEXT CHECK (category IN ('deposit_promo', 'live_promo', 'fish_promo', 'pvp_promo',
                     'rng_promo', 'sports_promo', 'lott_promo', 'other')),
  category_ids     TEXT NOT NULL DEFAULT '[]',   -- JSON array of promotion category ids
  popular          INTEGER NOT NULL DEFAULT 0 CHECK (popular IN (0, 1)),   -- a promotion listed by getPopulars
  sequence         INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0),       -- order inside its kind (and group)
  start_date       INTEGER NOT NULL,     -- ms timestamp; shown from then on
  end_date         INTEGER,              -- ms timestamp; shown until then; null = no end
  CHECK ((kind = 'banner') = (group_name IS NOT NULL AND image_url IS NOT NULL)),
  CHECK ((kind = 'popup') = (execution IS NOT NULL)),
  CHECK ((kind = 'promotion') = (category IS NOT NULL)),
  CHECK (end_date IS NULL OR end_date > start_date)
) STRICT;
CREATE INDEX announcement_by_kind ON announcement (merchant_code, kind, sequence, id);

-- The title and HTML content of an announcement in one language; EN is always present (the fallback, per text).
CREATE TABLE announcement_text (
  announcement_id  INTEGER NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  language         TEXT NOT NULL CHECK (language IN ('EN', 'TY', 'CN', 'VI', 'TH', 'PT')),
  title            TEXT NOT NULL,
  content          TEXT,                 -- null: the English content is shown
  PRIMARY KEY (announcement_id, language),
  CHECK (language <> 'EN' OR content IS NOT NULL)
) WITHOUT ROWID, STRICT;

-- The pictures of a promotion; sequence 1 is the card picture.
CREATE TABLE announcement_image (
  announcement_id  INTEGER NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  sequence         INTEGER NOT NULL CHECK (sequence >= 1),
  url              TEXT NOT NULL,
  PRIMARY KEY (announcement_id, sequence)
) WITHOUT ROWID, STRICT;

-- Which member has read which announcement (a row means read; never removed by the member).
CREATE TABLE announcement_read (
  member_id        INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  announcement_id  INTEGER NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  read_at          INTEGER NOT NULL,     -- ms timestamp of the first mark
  PRIMARY KEY (member_id, announcement_id)
) WITHOUT ROWID, STRICT;
CREATE INDEX announcement_read_by_announcement ON announcement_read (announcement_id);

-- Help-centre topics (parent_id null) and their sub-topics, per merchant, tag and order.
CREATE TABLE help_topic (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  parent_id      INTEGER REFERENCES help_topic(id) ON DELETE CASCADE,
  tag            TEXT CHECK (tag IS NULL OR tag GLOB '[a-z]*'),
  sort_order     INTEGER NOT NULL CHECK (sort_order >= 0),
  CHECK (parent_id IS NULL OR tag IS NULL)
) STRICT;
CREATE INDEX help_topic_by_merchant ON help_topic (merchant_code, parent_id, sort_order);
CREATE INDEX help_topic_by_parent ON help_topic (parent_id) WHERE parent_id IS NOT NULL;

-- The title and HTML content of a help topic in one language; EN is always present.
CREATE TABLE help_topic_text (
  topic_id  INTEGER NOT NULL REFERENCES help_topic(id) ON DELETE CASCADE,
  language  TEXT NOT NULL CHECK (language IN ('EN', 'TY', 'CN', 'VI', 'TH', 'PT')),
  title     TEXT NOT NULL,
  content   TEXT,                        -- null: the English content is shown
  PRIMARY KEY (topic_id, language),
  CHECK (language <> 'EN' OR content IS NOT NULL)
) WITHOUT ROWID, STRICT;

-- VIP levels of a merchant: what a member must deposit and bet to reach each.
CREATE TABLE vip_level (
  merchant_code               TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  level                       INTEGER NOT NULL CHECK (level >= 1),
  deposit_requirement_minor   INTEGER NOT NULL CHECK (deposit_requirement_minor >= 0),
  turnover_requirement_minor  INTEGER NOT NULL CHECK (turnover_requirement_minor >= 0),
  PRIMARY KEY (merchant_code, level)
) WITHOUT ROWID, STRICT;

-- The benefits of a VIP level in one language (JSON array of strings); EN is always present.
CREATE TABLE vip_level_text (
  merchant_code  TEXT NOT NULL,
  level          INTEGER NOT NULL,
  language       TEXT NOT NULL CHECK (language IN ('EN', 'TY', 'CN', 'VI', 'TH', 'PT')),
  benefits       TEXT NOT NULL,
  PRIMARY KEY (merchant_code, level, language),
  FOREIGN KEY (merchant_code, level) REFERENCES vip_level(merchant_code, level) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;

-- The About Us page of a merchant in one language: title, paragraphs and photo captions (JSON arrays).
CREATE TABLE about_page (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  language       TEXT NOT NULL CHECK (language IN ('EN', 'TY', 'CN', 'VI', 'TH', 'PT')),
  title          TEXT NOT NULL,
  paragraphs     TEXT NOT NULL,
  caption        TEXT NOT NULL,          -- the caption of the featured photo
  PRIMARY KEY (merchant_code, language)
) WITHOUT ROWID, STRICT;

-- Popular search terms suggested on home, per merchant and order.
CREATE TABLE popular_search_term (
  merchant_code  TEXT NOT NULL REFERENCES merchant(code) ON DELETE CASCADE,
  term           TEXT NOT NULL CHECK (length(term) BETWEEN 1 AND 40),
  game_category  TEXT NOT NULL CHECK (game_category IN ('ALL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'LOCAL')),
  sort_order     INTEGER NOT NULL CHECK (sort_order >= 0),
  PRIMARY KEY (merchant_code, term)
) WITHOUT ROWID, STRICT;
