import { verifyLatchSession } from '../adapters/siwx/verifyLatchSession.js';

// `tsx scripts/verify-session.ts <token> [domain]`: what a host's backend does with a Latch session token.
// LATCH_API_URL (default http://127.0.0.1:8787) is the data service that issued it.
const [token, domain = 'localhost:5173'] = process.argv.slice(2);
if (token === undefined) {
  console.error('usage: tsx scripts/verify-session.ts <token> [domain]');
  process.exit(2);
}
const result = await verifyLatchSession({
  apiUrl: process.env.LATCH_API_URL ?? 'http://127.0.0.1:8787',
  token,
  domain,
});
if (result.isErr()) {
  console.error(
    `refused: ${result.error.message}${result.error.details ? ` (${result.error.details})` : ''}`,
  );
  process.exit(1);
}
console.log(
  `signed in: ${result.value.account} (session ${result.value.sessionId}, until ${result.value.expiresAt})`,
);
