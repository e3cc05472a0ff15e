import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR, STACK_HOST, STACK_PORTS } from '../stack/ports.js';
import { envPort, stopOnSignals } from '../stack/serviceProcess.js';
import { startDevIdp } from './startDevIdp.js';
import { DEV_IDP_PASSWORD, DEV_IDP_USERS } from './testUsers.js';

/**
 * The local stack's development identity provider: `tsx services/dev-idp/main.ts`, on DEV_IDP_PORT
 * (default 8794), loopback only, allowing the callback pages in DEV_IDP_REDIRECT_URIS (comma-separated;
 * default the wallet service's on WALLET_SERVICE_PORT). Its signing key is kept in
 * `<LATCH_DATA_DIR>/dev-idp/jwks.json` (default `.latch`), so a restart does not break social login.
 */

const walletPort = envPort('WALLET_SERVICE_PORT', STACK_PORTS.walletService);
const redirectUris = (
  process.env.DEV_IDP_REDIRECT_URIS || `http://${STACK_HOST}:${walletPort}/social/callback`
)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

const idp = await startDevIdp({
  port: envPort('DEV_IDP_PORT', STACK_PORTS.devIdp),
  host: STACK_HOST,
  redirectUris,
  dataDir: resolve(process.env.LATCH_DATA_DIR || DEFAULT_DATA_DIR),
});
console.log(
  `dev-idp: issuer ${idp.issuer} for google, github, apple, facebook, x, discord; test users ${DEV_IDP_USERS.map(
    (user) => user.login,
  ).join(', ')} (password ${DEV_IDP_PASSWORD})`,
);
stopOnSignals(() => idp.close());
