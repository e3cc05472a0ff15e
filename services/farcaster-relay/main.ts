/**
 * Standalone Farcaster relay: `tsx services/farcaster-relay/main.ts`. Listens on FARCASTER_RELAY_HOST:
 * FARCASTER_RELAY_PORT (127.0.0.1:8795); channels in memory, or in Redis with REDIS_URL. The auth key of the
 * approving app is FARCASTER_RELAY_AUTH_KEY (required beyond loopback; on loopback a development key is kept
 * in <LATCH_DATA_DIR>/farcaster-relay/auth-key). Completions report the fid's custody address from the ID
 * registry of FARCASTER_ID_REGISTRY_* or, when unset, the local devnet's stand-in (its manifest). The rest of
 * the settings are in README.md. On SIGINT/SIGTERM it stops gracefully (stopOnSignal: in-flight requests
 * finished within 5 s, Redis closed, exit 0).
 */
import { resolve } from 'node:path';
import { readManifest } from '../devnet/manifestFile.js';
import { devnetIdRegistry } from '../farcaster/registryConfig.js';
import { DEFAULT_DRAIN_MS } from '../http-front/drainServer.js';
import { readMetricsAccess } from '../http-front/ops/metricsAccess.js';
import { stopOnSignal } from '../http-front/stopOnSignal.js';
import { DEFAULT_DATA_DIR } from '../stack/ports.js';
import { devAuthKeyPath, resolveAuthKey, resolveRpKey } from './authKey.js';
import { readFarcasterRelayEnv } from './readFarcasterRelayEnv.js';
import { DEFAULT_FARCASTER_RELAY_HOST, startFarcasterRelay } from './startFarcasterRelay.js';

const read = readFarcasterRelayEnv(process.env);
if (!read.ok) {
  for (const error of read.errors) console.error(error);
  process.exit(2);
}
const { authKey, rpKey, registry, ...settings } = read.settings;
const host = settings.host ?? DEFAULT_FARCASTER_RELAY_HOST;
const dataDir = resolve(process.env.LATCH_DATA_DIR || DEFAULT_DATA_DIR);
// The development keys only for the local stack, which says so (listening on loopback alone never does).
const development = process.env.LATCH_DEVELOPMENT === '1';

try {
  const manifest = registry === undefined ? await readManifest(dataDir).catch(() => undefined) : undefined;
  const idRegistry = registry ?? (manifest ? devnetIdRegistry(manifest) : undefined);
  const relay = await startFarcasterRelay({
    ...settings,
    host,
    authKey: await resolveAuthKey({
      ...(authKey === undefined ? {} : { authKey }),
      host,
      dataDir,
      development,
    }),
    rpKey: await resolveRpKey({
      ...(rpKey === undefined ? {} : { authKey: rpKey }),
      host,
      dataDir,
      development,
    }),
    registry: idRegistry,
    metricsAccess: readMetricsAccess(process.env),
  });
  const store = relay.backend === 'redis' ? 'channels in Redis' : 'channels in memory';
  const key =
    authKey === undefined ? `dev auth key in ${devAuthKeyPath(dataDir)}` : 'auth key from the environment';
  const custody =
    idRegistry === undefined
      ? 'no ID registry'
      : `ID registry ${idRegistry.address} on chain ${idRegistry.chainId}`;
  console.log(`farcaster-relay: listening on ${relay.url} (${store}; ${key}; ${custody})`);
  stopOnSignal({ name: 'farcaster-relay', stop: () => relay.close({ drainMs: DEFAULT_DRAIN_MS }) });
} catch (error) {
  console.error(`farcaster-relay: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
