/**
 * Standalone relay: `tsx services/relay/main.ts`. Listens on RELAY_HOST:RELAY_PORT (127.0.0.1:8788);
 * with REDIS_URL the mailbox and fan-out live in Redis (key prefix RELAY_REDIS_PREFIX, default
 * `latch:relay:`), so several relay processes serve one topic space. RELAY_PUBLIC_URLS (comma-separated)
 * names the URLs clients use when they differ from ws://host:port. Stops on SIGINT/SIGTERM.
 */
import { DEFAULT_RELAY_PORT } from './relayOptions.js';
import { startRelay } from './startRelay.js';

const env = process.env;
const port =
  env.RELAY_PORT === undefined || env.RELAY_PORT === '' ? DEFAULT_RELAY_PORT : Number(env.RELAY_PORT);
if (!(Number.isInteger(port) && port >= 0 && port < 65_536)) {
  console.error(`RELAY_PORT must be a TCP port, got ${env.RELAY_PORT}`);
  process.exit(2);
}
const publicUrls = (env.RELAY_PUBLIC_URLS ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter((url) => url !== '');

try {
  const relay = await startRelay({
    port,
    ...(env.RELAY_HOST ? { host: env.RELAY_HOST } : {}),
    redisUrl: env.REDIS_URL,
    ...(env.RELAY_REDIS_PREFIX ? { redisPrefix: env.RELAY_REDIS_PREFIX } : {}),
    publicUrls,
    log: (line) => console.error(line),
  });
  const mailbox = relay.backend === 'redis' ? 'Redis mailbox' : 'in-memory mailbox';
  console.log(
    `relay: listening on ${relay.url} (${mailbox}); health at ${relay.url.replace('ws:', 'http:')}/health`,
  );
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`relay: ${signal}, closing`);
    void relay.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
