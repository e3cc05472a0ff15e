-- The embedded-wallet service (services/embedded-wallet) shares this database with the data service.

-- One account per e-mail address (normalised: trimmed, lower case).
CREATE TABLE wallet_users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The user's EOA. The private key is sealed with a per-wallet data key (AES-256-GCM); the data key is
-- wrapped by the key-encryption key `kek_id` from the service's configuration, never stored here.
CREATE TABLE wallet_keys (
  user_id bigint PRIMARY KEY REFERENCES wallet_users (id) ON DELETE CASCADE,
  address text NOT NULL UNIQUE,
  account_type text NOT NULL DEFAULT 'eoa' CHECK (account_type = 'eoa'),
  kek_id text NOT NULL,
  wrapped_data_key bytea NOT NULL,
  sealed_private_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  rewrapped_at timestamptz
);
CREATE INDEX wallet_keys_kek ON wallet_keys (kek_id);

-- The one live login code of an address: an HMAC of the code, never the code. Until the mail went out
-- the code is also kept sealed (`pending_mail`) so a re-send delivers the same code.
CREATE TABLE wallet_login_codes (
  email text PRIMARY KEY,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  pending_mail bytea
);
CREATE INDEX wallet_login_codes_expiry ON wallet_login_codes (expires_at);

-- Sessions by the SHA-256 of their bearer token, bound to the project and host origin they began on.
CREATE TABLE wallet_sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES wallet_users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  host_origin text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX wallet_sessions_user ON wallet_sessions (user_id);
CREATE INDEX wallet_sessions_expiry ON wallet_sessions (expires_at);

-- What the login quotas count: code requests per address and per client, verifications per client.
-- Subjects are HMACs (no address or IP in clear); rows older than a day are deleted as new ones come.
CREATE TABLE wallet_quota_events (
  kind text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX wallet_quota_events_lookup ON wallet_quota_events (kind, subject, at);
CREATE INDEX wallet_quota_events_at ON wallet_quota_events (at);
