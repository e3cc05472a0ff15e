-- Social login of the embedded wallet (services/embedded-wallet/social): Google, GitHub, Apple,
-- Facebook, X and Discord sign-ins open a wallet of their own, keyed by the provider's subject.

-- A social user has no e-mail address: the wallet belongs to the provider identity below.
ALTER TABLE wallet_users ALTER COLUMN email DROP NOT NULL;

-- One wallet user per provider identity; the user name is what Account shows (refreshed at each login).
CREATE TABLE wallet_social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id bigint NOT NULL UNIQUE REFERENCES wallet_users (id) ON DELETE CASCADE,
  user_name text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);

-- Logins sent to a provider and not yet back, by the SHA-256 of their `state`: the PKCE verifier and
-- the nonce stay here (never in the browser), bound to the project, host page and the frame that began
-- the login (the SHA-256 of the frame's random binding). Taken (deleted) by the first callback.
CREATE TABLE wallet_social_logins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  project_id text NOT NULL,
  host_origin text NOT NULL,
  binding_hash text NOT NULL,
  code_verifier text NOT NULL,
  nonce text,
  -- The host page to send a popup-less login (a Telegram mini-app) back to, with `?result_uri=`.
  return_url text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX wallet_social_logins_expiry ON wallet_social_logins (expires_at);
