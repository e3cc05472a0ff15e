import { createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC, toViemChain } from '../../engine/index.js';
import { spawnAnvil, type TestAnvil } from '../../engine/testing/spawnAnvil.js';
import { waitForTransaction } from './waitForTransaction.js';

describe('waitForTransaction (real anvil)', () => {
  let anvil: TestAnvil;
  beforeAll(async () => {
    anvil = await spawnAnvil(31337);
  });
  afterAll(async () => {
    await anvil?.stop();
  });

  it('resolves with the mined status and block; times out on an unknown hash', async () => {
    const chain = { chainId: 31337, rpcUrl: anvil.rpcUrl };
    const client = createWalletClient({
      account: mnemonicToAccount(DEVNET_MNEMONIC),
      chain: toViemChain(chain),
      transport: http(anvil.rpcUrl),
    });
    const hash = await client.sendTransaction({
      to: '0x000000000000000000000000000000000000dEaD',
      value: parseEther('1'),
    });
    expect((await waitForTransaction(chain, hash))._unsafeUnwrap()).toEqual({
      status: 'success',
      blockNumber: 1n,
    });
    const missing = await waitForTransaction(chain, `0x${'1'.repeat(64)}`, 600);
    expect(missing._unsafeUnwrapErr().message).toContain('No receipt for 0x1111');
  });
});
