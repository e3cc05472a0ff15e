/**
 * Standalone relay: `tsx services/relay/main.ts`. Listens on RELAY_HOST:RELAY_PORT (127.0.0.1:8788);
 * with REDIS_URL the mailbox and fan-out live in Redis (key prefix RELAY_REDIS_PREFIX, default
 * `latch:relay:`), so several relay processes serve one topic space. RELAY_PUBLIC_URLS (comma-separated)
 * names the URLs clients use when they differ from ws://host:port; RELAY_PROJECTS_URL (the data service)
 * turns the project check on; the limits are read from RELAY_* too (README). A failure nobody handled is
 * logged and the relay keeps serving. On SIGINT/SIGTERM it stops gracefully (stopOnSignal): refuses new sockets,
 * sends every client a close frame (1001), finishes in-flight HTTP within 5 s, releases Redis and exits 0.
 */
import { DEFAULT_DRAIN_MS } from '../http-front/drainServer.js';
import { readMetricsAccess } from '../http-front/ops/metricsAccess.js';
import { stopOnSignal } from '../http-front/stopOnSignal.js';
import { readRelayEnv } from './readRelayEnv.js';
import { installCrashGuard } from './server/installCrashGuard.js';
import { startRelay } from './startRelay.js';

const settings = readRelayEnv(process.env);
if (!settings.ok) {
  for (const error of settings.errors) console.error(error);
  process.exit(2);
}
const log = (line: string) => console.error(line);
installCrashGuard(log);

try {
  const relay = await startRelay({ ...settings.options, log, metricsAccess: readMetricsAccess(process.env) });
  const mailbox = relay.backend === 'redis' ? 'Redis mailbox' : 'in-memory mailbox';
  const projects =
    settings.options.isProjectAllowed === undefined ? 'open mode: every project' : 'projects checked';
  console.log(
    `relay: listening on ${relay.url} (${mailbox}; ${projects}); health at ${relay.url.replace('ws:', 'http:')}/health`,
  );
  stopOnSignal({ name: 'relay', stop: () => relay.close({ drainMs: DEFAULT_DRAIN_MS }) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
