-- Client addresses are kept only as a keyed hash (HMAC-SHA-256); addresses stored in clear before are erased.
ALTER TABLE analytics_events RENAME COLUMN ip TO ip_hash;
UPDATE analytics_events SET ip_hash = NULL;

-- POST /e quota: events accepted per project and UTC day (one row each, counted atomically).
CREATE TABLE analytics_quota (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  day date NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (project_id, day)
);
