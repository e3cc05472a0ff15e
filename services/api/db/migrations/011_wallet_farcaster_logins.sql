-- Sign In With Farcaster of the embedded wallet (services/embedded-wallet/routes/farcasterLogin.ts): a
-- Farcaster id opens a wallet of its own, as a social identity (wallet_social_identities, provider
-- 'farcaster', subject the fid).

-- Sign-ins waiting on the relay: the channel the service opened (its bearer token, kept here and never sent to
-- a browser), the nonce and domain the message must carry, bound to the project, host page and the frame that
-- began it (the SHA-256 of the frame's random binding). Deleted once the channel completes or expires.
CREATE TABLE wallet_farcaster_logins (
  binding_hash text PRIMARY KEY,
  project_id text NOT NULL,
  host_origin text NOT NULL,
  channel_token text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX wallet_farcaster_logins_expiry ON wallet_farcaster_logins (expires_at);
