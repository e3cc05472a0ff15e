import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { mnemonicToAccount } from 'viem/accounts';
import { coinTypeForChainId } from '../../../core/validation/index.js';
import { freePort } from '../../devnet/freePort.js';
import { DEVNET_MNEMONIC, startDevnet } from '../../devnet/index.js';
import { startApi } from '../startApi.js';
import type { RouteFigures } from './balanceBench.js';

const SEEDED_NAMES = 1_000;
const CONNECTIONS = 10;

const figures = (name: string, result: autocannon.Result): RouteFigures => ({
  name,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requestsPerSecond: Math.round(result.requests.average),
  errors: result.errors + result.non2xx,
});

const measure = async (name: string, url: string, durationSeconds: number): Promise<RouteFigures> =>
  figures(name, await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds }));

/**
 * `count` registrations of fresh names by one EOA, signed up front with a timestamp a few seconds ahead
 * so all of them stay within the ±10 s window while they are sent.
 */
const signRegistrations = async (count: number): Promise<string[]> => {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
  const timestamp = Math.floor(Date.now() / 1000) + 8;
  const bodies: string[] = [];
  for (let index = 0; index < count; index++) {
    const message = JSON.stringify({ name: `bench-${index}.latch.id`, attributes: {}, timestamp });
    bodies.push(
      JSON.stringify({
        message,
        signature: await account.signMessage({ message }),
        coin_type: coinTypeForChainId(31337),
        address: account.address,
      }),
    );
  }
  return bodies;
};

/**
 * The name routes on a real devnet and PGlite with 1,000 registered names: lookup of a known and of an
 * unknown name, reverse lookup, suggestions (exact name taken), and registration (EIP-191, one fresh name
 * per request, `registrations` requests in all).
 */
export async function benchNamesRoutes(durationSeconds = 10, registrations = 500): Promise<RouteFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-names-'));
  const devnet = await startDevnet({
    dataDir,
    chains: [{ chainId: 31337, port: await freePort(), name: 'Bench' }],
  });
  try {
    const chain = devnet.manifest.chains[0];
    if (!chain) throw new Error('devnet did not seed');
    const api = await startApi({
      port: 0,
      dataDir,
      chains: [chain],
      logLevel: 'silent',
      rateLimits: {
        perIp: { max: 10_000_000, windowMs: 60_000 },
        perProject: { max: 10_000_000, windowMs: 60_000 },
      },
    });
    try {
      await api.database.pool.query(
        `INSERT INTO names (name, address, coin_type, attributes)
         SELECT 'seed' || i || '.latch.id', '0x' || lpad(to_hex(i), 40, '0'), $2, '{}'::jsonb
         FROM generate_series(1, $1::int) AS i`,
        [SEEDED_NAMES, coinTypeForChainId(31337)],
      );
      const query = 'projectId=latch-local&apiVersion=2';
      const owner = `0x${(42).toString(16).padStart(40, '0')}`;
      const rows = [
        await measure(
          'names: lookup, known',
          `${api.url}/v1/profile/account/seed42.latch.id?${query}`,
          durationSeconds,
        ),
        await measure(
          'names: lookup, unknown',
          `${api.url}/v1/profile/account/nobody.latch.id?${query}`,
          durationSeconds,
        ),
        await measure('names: reverse', `${api.url}/v1/profile/reverse/${owner}?${query}`, durationSeconds),
        await measure(
          'names: suggestions (exact taken)',
          `${api.url}/v1/profile/suggestions/seed42?projectId=latch-local&zone=latch.id`,
          durationSeconds,
        ),
      ];
      const bodies = await signRegistrations(registrations);
      let next = 0;
      const register = await autocannon({
        url: `${api.url}/v1/profile/account?projectId=latch-local`,
        connections: CONNECTIONS,
        amount: bodies.length,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] ?? '' }),
          },
        ],
      });
      rows.push(figures(`names: register (EIP-191), ${bodies.length} names`, register));
      return rows;
    } finally {
      await api.close();
    }
  } finally {
    await devnet.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
