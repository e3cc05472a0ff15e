-- The project every local page uses: any port on the loopback host names.
INSERT INTO projects (id, name, allowed_origins)
VALUES ('latch-local', 'Latch local stack', ARRAY['http://127.0.0.1:*', 'http://localhost:*'])
ON CONFLICT (id) DO NOTHING;
