-- The sandbox checkout's daily payout caps sum the last 24 hours of purchases.
CREATE INDEX onramp_purchases_created ON onramp_purchases (created_at);

-- Accepted name registrations: a signed message is accepted once (the replay cache), and the quotas
-- count the registrations of an address and of a client. Rows older than two days are pruned (a
-- registration's timestamp must be within seconds of the server time, so older ones cannot come back).
CREATE TABLE name_registrations (
  -- sha256 of the lower-case address and the signed message, hex.
  message_hash text PRIMARY KEY,
  address text NOT NULL,
  -- Keyed hash of the client's IP address (never the address itself).
  client text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX name_registrations_address ON name_registrations (lower(address), created_at);
CREATE INDEX name_registrations_client ON name_registrations (client, created_at);
CREATE INDEX name_registrations_created ON name_registrations (created_at);
