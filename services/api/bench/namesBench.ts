import { mnemonicToAccount } from 'viem/accounts';
import { coinTypeForChainId } from '../../../core/lib/caip/index.js';
import { DEVNET_MNEMONIC } from '../../devnet/index.js';
import { measureRoute, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';
import { withBenchDevnet } from './withBenchDevnet.js';

const SEEDED_NAMES = 1_000;

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
export function benchNamesRoutes(durationSeconds = 10, registrations = 500): Promise<RouteFigures[]> {
  return withBenchDevnet('names', (chain, dataDir) =>
    withBenchApi(dataDir, [chain], async (api) => {
      await api.database.pool.query(
        `INSERT INTO names (name, address, coin_type, attributes)
         SELECT 'seed' || i || '.latch.id', '0x' || lpad(to_hex(i), 40, '0'), $2, '{}'::jsonb
         FROM generate_series(1, $1::int) AS i`,
        [SEEDED_NAMES, coinTypeForChainId(31337)],
      );
      const query = 'projectId=latch-local&apiVersion=2';
      const owner = `0x${(42).toString(16).padStart(40, '0')}`;
      const rows = [
        await measureRoute('names: lookup, known', {
          url: `${api.url}/v1/profile/account/seed42.latch.id?${query}`,
          duration: durationSeconds,
        }),
        await measureRoute('names: lookup, unknown', {
          url: `${api.url}/v1/profile/account/nobody.latch.id?${query}`,
          duration: durationSeconds,
        }),
        await measureRoute('names: reverse', {
          url: `${api.url}/v1/profile/reverse/${owner}?${query}`,
          duration: durationSeconds,
        }),
        await measureRoute('names: suggestions (exact taken)', {
          url: `${api.url}/v1/profile/suggestions/seed42?projectId=latch-local&zone=latch.id`,
          duration: durationSeconds,
        }),
      ];
      const bodies = await signRegistrations(registrations);
      let next = 0;
      rows.push(
        await measureRoute(`names: register (EIP-191), ${bodies.length} names`, {
          url: `${api.url}/v1/profile/account?projectId=latch-local`,
          amount: bodies.length,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] ?? '' }),
            },
          ],
        }),
      );
      return rows;
    }),
  );
}
