-- Tables of the games area: vendor types, game lists, hot games, favourites and recent games.
-- The catalogue itself (vendors, games, each merchant's vendor sorting) is migration 003's.

-- A member's favourite games (SPEC §3 'Favourites'), at most 500 per member (the server checks
-- the cap). Listed newest first; `id` breaks ties between favourites added in the same millisecond.
CREATE TABLE game_favourite (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  node_id     INTEGER NOT NULL REFERENCES game(node_id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL CHECK (created_at >= 0),             -- ms timestamp
  UNIQUE (member_id, node_id)
) STRICT;
-- The member's favourites newest first (list, ids, count for the cap).
CREATE INDEX game_favourite_by_member ON game_favourite (member_id, created_at DESC, id DESC);
-- The child index of the game foreign key (a catalogue delete cascades here).
CREATE INDEX game_favourite_by_node ON game_favourite (node_id);

-- The games a member (real or trial) opened last, one row per game, the last 50 kept per member.
-- Opening a game again moves it to the top: its row is replaced (a new `id`, a new `played_at`).
CREATE TABLE game_recent (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  node_id     INTEGER NOT NULL REFERENCES game(node_id) ON DELETE CASCADE,
  played_at   INTEGER NOT NULL CHECK (played_at >= 0),              -- ms timestamp
  UNIQUE (member_id, node_id)
) STRICT;
-- The member's recent games, last opened first (list and trimming to the last 50).
CREATE INDEX game_recent_by_member ON game_recent (member_id, played_at DESC, id DESC);
-- The child index of the game foreign key.
CREATE INDEX game_recent_by_node ON game_recent (node_id);
