-- Sign-in with X (CAIP-122, issue 14). Numbered 008 because the embedded-wallet branch adds a 007; this file
-- only creates the siwx_* tables, so renumbering it is a rename.

-- Nonces handed out for sign-in messages: single use (deleted when a session is made from one), short-lived
-- (expired rows are pruned when new nonces are issued), each for one project.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX siwx_nonces_expires ON siwx_nonces (expires_at);

-- Sessions made from a verified signed message. The session token names the row by id; a revoked or
-- expired row no longer authenticates anyone. Rows are pruned a day after they expire.
CREATE TABLE siwx_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- CAIP-2 network id and the account as written in the message.
  chain_id text NOT NULL,
  address text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX siwx_sessions_account ON siwx_sessions (project_id, chain_id, address);
CREATE INDEX siwx_sessions_expires ON siwx_sessions (expires_at);
