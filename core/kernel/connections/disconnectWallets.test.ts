import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletBehaviourArb } from '../../../testkits/arbitraries/connectors.js';
import { ManualClock, MemoryLogger } from '../../../testkits/index.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DISCONNECT_TIMEOUT_MS } from './constants.js';
import { disconnectWallets } from './disconnectWallets.js';

describe('disconnectWallets', () => {
  it('succeeds only when every wallet disconnects, and always answers within DISCONNECT_TIMEOUT_MS', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(walletBehaviourArb, { maxLength: 4 }), async (behaviours) => {
        const clock = new ManualClock();
        const connectors = behaviours.map((behaviour, index) => {
          const connector = new MemoryWalletConnector({ id: `w${index}` });
          connector.disconnectBehaviour = behaviour;
          return connector;
        });
        let result: Awaited<ReturnType<typeof disconnectWallets>> | undefined;
        void disconnectWallets(connectors, clock, new MemoryLogger()).then((r) => {
          result = r;
        });
        await clock.advanceAsync(DISCONNECT_TIMEOUT_MS);
        expect(result).toBeDefined();
        expect(result?.isOk()).toBe(behaviours.every((b) => b === 'approve'));
        if (result?.isErr()) expect(result.error.message).toBe('Failed to disconnect');
        for (const connector of connectors) expect(connector.calls.disconnect).toBe(1);
        expect(clock.pending).toBe(0);
      }),
    );
  });

  it('tells a timeout from a refusal and logs it', async () => {
    const clock = new ManualClock();
    const logger = new MemoryLogger();
    const hanging = new MemoryWalletConnector({ id: 'slow' });
    hanging.disconnectBehaviour = 'hang';
    const pending = disconnectWallets([hanging], clock, logger);
    await clock.advanceAsync(DISCONNECT_TIMEOUT_MS);
    const timedOut = (await pending)._unsafeUnwrapErr();
    expect(timedOut.details).toBe('no answer within 3000 ms');
    expect(timedOut.data).toEqual({ connectorIds: ['slow'] });
    const refusing = new MemoryWalletConnector({ id: 'no' });
    refusing.disconnectBehaviour = 'reject';
    const refused = (await disconnectWallets([refusing], clock, logger))._unsafeUnwrapErr();
    expect(refused.details).toBe('the wallet refused');
    expect(logger.entries.map((e) => e.context)).toEqual([
      { connectorIds: ['slow'], timedOut: true },
      { connectorIds: ['no'], timedOut: false },
    ]);
  });
});
