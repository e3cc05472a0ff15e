-- Projects: who may call the data service, and from which browser origins.
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- Origin patterns: exact origins, '*' for any port (http://localhost:*) or any subdomain (https://*.example.com).
  allowed_origins text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- POST /e: analytics envelopes as received (CONTRACTS §1).
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  url text NOT NULL,
  domain text NOT NULL,
  "timestamp" bigint NOT NULL,
  props jsonb NOT NULL,
  ip text,
  -- A client retrying the same event is stored once.
  UNIQUE (project_id, event_id)
);
CREATE INDEX analytics_events_received ON analytics_events (project_id, received_at);

-- Account names (read by GET /v1/identity; written by the names routes later).
CREATE TABLE names (
  name text PRIMARY KEY,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  attributes jsonb,
  registered_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX names_address ON names (lower(address));
