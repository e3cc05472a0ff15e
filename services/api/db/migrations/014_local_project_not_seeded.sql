-- Issue 26 §9: the project `latch-local` (any loopback page) belongs to the local stack, which seeds it itself
-- (db/seedLocalProject.ts, with LATCH_DEVELOPMENT=1) — no migration creates it. 002 inserted it in every database,
-- production included, where it let any page on the loopback host names call the data service as that project.
-- This removes the row where it is still exactly what 002 inserted (name, origins in that order, no return URLs);
-- a project an operator configured under this id is kept. Its analytics events and sign-in nonces and sessions go
-- with it (ON DELETE CASCADE): records made by loopback pages. 002 stays as it is: applied migrations never change.
DELETE FROM projects
WHERE id = 'latch-local'
  AND name = 'Latch local stack'
  AND allowed_origins = ARRAY['http://127.0.0.1:*', 'http://localhost:*']::text[]
  AND social_return_urls = '{}'::text[];
