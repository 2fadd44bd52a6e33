-- Pictures members upload as their head icon (PROFPIC3, issue 17): one per member, a png or jpeg of
-- at most 5 MB, served at /media/avatars/u/{token}.{png|jpg} under a token made anew for each upload.
CREATE TABLE member_head_image (
  member_id   INTEGER PRIMARY KEY REFERENCES member(id) ON DELETE CASCADE,
  token       TEXT NOT NULL UNIQUE CHECK (length(token) = 32 AND token NOT GLOB '*[^0-9a-f]*'),
  mime_type   TEXT NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  image       BLOB NOT NULL CHECK (length(image) BETWEEN 1 AND 5242880),
  updated_at  INTEGER NOT NULL
) STRICT;
