import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Network, WalletSession } from '../../../ports/index.js';
import { MemoryWalletConnector, memoryNetwork } from '../../../testkits/index.js';
import { CATALOGUE } from '../../lib/errors/index.js';
import { isUnrecognizedChainError } from '../../lib/rpc/index.js';
import { switchWalletNetwork } from './switchWalletNetwork.js';

const POLYGON = memoryNetwork('eip155', '137');

const sessionWith = (switchNetwork?: (network: Network) => Promise<void>): WalletSession => {
  const base = new MemoryWalletConnector({ id: 'io.metamask' }).session();
  return switchNetwork === undefined ? base : { ...base, switchNetwork };
};

describe('switchWalletNetwork', () => {
  it('asks the session to switch to the network', async () => {
    const asked: Network[] = [];
    const result = await switchWalletNetwork(
      sessionWith(async (network) => {
        asked.push(network);
      }),
      POLYGON,
    );
    expect(result.isOk()).toBe(true);
    expect(asked).toEqual([POLYGON]);
  });

  it('fails with UNSUPPORTED_CAPABILITY when the session cannot switch', async () => {
    const error = (await switchWalletNetwork(sessionWith(), POLYGON))._unsafeUnwrapErr();
    expect(error.code).toBe('UNSUPPORTED_CAPABILITY');
    expect(error.message).toBe('This wallet does not support switchNetwork');
  });

  it('fails with PROVIDER_DISCONNECTED without a session', async () => {
    const error = (await switchWalletNetwork(undefined, POLYGON))._unsafeUnwrapErr();
    expect(error.code).toBe('PROVIDER_DISCONNECTED');
    expect(error.message).toBe(CATALOGUE.PROVIDER_DISCONNECTED);
  });

  it('maps wallet failures: 4001 user rejected, 4902 unrecognized chain, a synchronous throw', async () => {
    const failWith = (failure: unknown) =>
      switchWalletNetwork(
        sessionWith(() => {
          throw failure;
        }),
        POLYGON,
      );
    const rejected = (
      await failWith({ code: 4001, message: 'User rejected the request.' })
    )._unsafeUnwrapErr();
    expect(rejected.code).toBe('USER_REJECTED');
    const unknownChain = { code: 4902, message: 'Unrecognized chain ID "0x89".' };
    const unrecognized = (await failWith(unknownChain))._unsafeUnwrapErr();
    expect(unrecognized.code).toBe('SWITCH_CHAIN_ERROR');
    expect(isUnrecognizedChainError(unrecognized)).toBe(true);
    expect((await failWith(new Error('boom')))._unsafeUnwrapErr().code).toBe('INTERNAL_SDK_ERROR');
  });

  it('never rejects, whatever the wallet throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (failure) => {
        const result = await switchWalletNetwork(
          sessionWith(() => Promise.reject(failure)),
          POLYGON,
        );
        expect(result.isErr()).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
