import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnAnvil, type TestAnvil } from '../../engine/testing/spawnAnvil.js';
import { readChainSnapshot } from './readChainSnapshot.js';

const ACCOUNTS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x000000000000000000000000000000000000dEaD',
];

describe('readChainSnapshot (real anvil)', () => {
  let anvil: TestAnvil;
  beforeAll(async () => {
    anvil = await spawnAnvil(31337);
  });
  afterAll(async () => {
    await anvil?.stop();
  });

  it('reads the head block and each balance', async () => {
    const snapshot = (
      await readChainSnapshot({ chainId: 31337, rpcUrl: anvil.rpcUrl }, ACCOUNTS)
    )._unsafeUnwrap();
    expect(snapshot).toEqual({ blockNumber: 0n, balances: [parseEther('10000'), 0n] });
  });

  it('an unreachable RPC is an error, not a zero balance', async () => {
    const chain = { chainId: 31338, rpcUrl: 'http://127.0.0.1:9', name: 'Devnet L2' };
    const error = (await readChainSnapshot(chain, ACCOUNTS))._unsafeUnwrapErr();
    expect(error.message).toBe('Devnet L2 is unreachable at http://127.0.0.1:9');
  });
});
