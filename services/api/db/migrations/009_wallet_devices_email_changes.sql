-- Device confirmation and e-mail change of the embedded wallet (services/embedded-wallet).

-- Browsers a user confirmed, by the SHA-256 of the frame's random device id.
CREATE TABLE wallet_devices (
  user_id bigint NOT NULL REFERENCES wallet_users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  confirmed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

-- Confirmation links mailed to an address for one device, by the SHA-256 of the link's token.
CREATE TABLE wallet_device_links (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  device_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX wallet_device_links_lookup ON wallet_device_links (email, device_hash);

-- A user's pending change of address: the new one, and when the current address's code was confirmed.
CREATE TABLE wallet_email_changes (
  user_id bigint PRIMARY KEY REFERENCES wallet_users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  primary_confirmed_at timestamptz,
  expires_at timestamptz NOT NULL
);
