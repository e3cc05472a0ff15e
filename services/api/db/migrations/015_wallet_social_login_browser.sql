-- Issue 26 §5: a social login is completed only in the browser that launched it. The popup first loads the wallet
-- service's `/social/launch`, which sets a cookie with a random secret in that browser (only its SHA-256 is kept,
-- here) and sends it on to the provider; `/social/callback` accepts the provider's answer only with that cookie and
-- then records the SHA-256 of the code it carried, and CONNECT_SOCIAL redeems only that code. A callback in another
-- browser (a login begun by one party, completed in the victim's browser) is refused and the login dropped.
ALTER TABLE wallet_social_logins ADD COLUMN IF NOT EXISTS browser_hash text;
ALTER TABLE wallet_social_logins ADD COLUMN IF NOT EXISTS result_hash text;
