-- Login throttling by device and by account-and-address pair (issue 16): failures remember the
-- device they came from (SHA-256 hex of the app's Device-Id header, NULL without one), and a device
-- that has logged in to an account is remembered for 90 days, with a budget of its own.
ALTER TABLE login_failure ADD COLUMN device TEXT CHECK (device IS NULL OR length(device) = 64);
CREATE INDEX login_failure_pair ON login_failure (merchant_code, username, address, failed_at);
CREATE INDEX login_failure_device ON login_failure (merchant_code, username, device, failed_at);

-- Devices that have logged in to an account (merchant, normalised username), by the same hash.
CREATE TABLE known_login_device (
  merchant_code  TEXT NOT NULL,
  username       TEXT NOT NULL CHECK (length(username) <= 128),
  device         TEXT NOT NULL CHECK (length(device) = 64),
  last_login_at  INTEGER NOT NULL,     -- ms timestamp
  PRIMARY KEY (merchant_code, username, device)
) WITHOUT ROWID, STRICT;
CREATE INDEX known_login_device_seen ON known_login_device (last_login_at);
