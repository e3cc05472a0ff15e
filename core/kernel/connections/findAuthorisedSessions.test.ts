import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../../testkits/index.js';
import { MemoryWalletConnector, memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { findAuthorisedSessions } from './findAuthorisedSessions.js';

const wallets = (authorised: readonly boolean[]) =>
  authorised.map((flag, index) => new MemoryWalletConnector({ id: `evm${index}` }, { authorised: flag }));

describe('findAuthorisedSessions', () => {
  it('picks the stored connector when it is authorised, else the first authorised in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.nat(6),
        async (authorised, storedIndex) => {
          const connectors = wallets(authorised);
          const found = await findAuthorisedSessions(
            connectors,
            [memoryNetwork('eip155')],
            { eip155: `evm${storedIndex}` },
            new MemoryLogger(),
          );
          const expected = authorised[storedIndex] ? storedIndex : authorised.indexOf(true);
          if (expected < 0) expect(found).toEqual([]);
          else expect(found.map((f) => f.connector.info.id)).toEqual([`evm${expected}`]);
        },
      ),
    );
  });

  it('asks only the namespace connectors, once per namespace, and skips failures', async () => {
    const logger = new MemoryLogger();
    const [broken, good] = wallets([true, true]);
    const solana = new MemoryWalletConnector({ id: 'sol', namespace: 'solana' }, { authorised: true });
    if (!broken || !good) throw new Error('setup');
    broken.failReconnect = true;
    const found = await findAuthorisedSessions(
      [broken, good, solana],
      [memoryNetwork('eip155'), memoryNetwork('eip155', '10'), memoryNetwork('solana')],
      {},
      logger,
    );
    expect(found.map((f) => f.connector.info.id)).toEqual(['evm1', 'sol']);
    expect(found[0]?.session.accounts.caipNetworkId).toBe('eip155:1');
    expect(good.calls.reconnect).toBe(1);
    expect(logger.entries.map((e) => e.message)).toEqual(['wallet reconnect failed']);
  });
});
