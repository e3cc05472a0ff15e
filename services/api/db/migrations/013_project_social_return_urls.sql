-- Issue 26 §5: the exact pages a project's social login may return to without a popup (a Telegram mini-app):
-- whole URLs, compared exactly — never "any page of an allowed origin" (an open redirect there would hand the
-- fragment with the sign-in result to whoever it redirects to). None registered: no popup-less return.
ALTER TABLE projects ADD COLUMN IF NOT EXISTS social_return_urls text[] NOT NULL DEFAULT '{}';
