import { createPublicClient, http, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { useDevnetApi } from '../../services/api/testing/devnetApi.js';
import { deriveAccounts } from './engine/deriveAccounts.js';
import { localStackRpcUrl } from './engine/localStackRpc.js';
import { sendTransaction } from './engine/sendTransaction.js';
import { sandboxAccount } from './injected/sandboxAccount.js';
import { sendSandboxTransaction } from './injected/sendSandboxTransaction.js';
import { readChainSnapshot } from './src/chain/readChainSnapshot.js';
import { waitForTransaction } from './src/chain/waitForTransaction.js';

/**
 * The sandbox wallets read and send through the data service's RPC proxy (anvil answers no browser): everything
 * they ask of the node passes its allow-list — the reads, the fee and nonce lookups, and the transactions they
 * sign themselves (eth_sendRawTransaction). Real data service, real seeded anvil.
 */
describe("the sandbox wallets through the data service's RPC proxy", () => {
  const api = useDevnetApi({ localProject: true });

  const proxyChain = async () => {
    const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const local = new URL(localStackRpcUrl(31337));
    return { chainId: 31337, rpcUrl: `${base}${local.pathname}${local.search}`, name: 'Devnet L1' };
  };
  const etherOf = (address: `0x${string}`) =>
    createPublicClient({ transport: http(api.devnet.chain.rpcUrl) }).getBalance({ address });

  it('the page reads a snapshot, the WalletConnect engine and the injected sandbox each send and see the receipt', async () => {
    const chain = await proxyChain();
    const [from, to, other] = deriveAccounts(undefined, 3);
    if (from === undefined || to === undefined || other === undefined) throw new Error('no devnet accounts');

    const snapshot = (await readChainSnapshot(chain, [from.address, to.address]))._unsafeUnwrap();
    expect(snapshot.balances).toEqual([await etherOf(from.address), await etherOf(to.address)]);

    // The WalletConnect wallet's engine: viem fills nonce, gas and fees from the node, signs, sends raw.
    const before = await etherOf(to.address);
    const viaEngine = (
      await sendTransaction(
        [{ from: from.address, to: to.address, value: '0x1bc16d674ec80000' }],
        [from],
        chain,
      )
    )._unsafeUnwrap();
    expect((await waitForTransaction(chain, viaEngine, 10_000))._unsafeUnwrap().status).toBe('success');
    expect(await etherOf(to.address)).toBe(before + parseEther('2'));

    // The injected sandbox: its own nonce, gas and fee lookups, signed locally, sent raw.
    const account = sandboxAccount(1);
    const before2 = await etherOf(other.address);
    const viaInjected = await sendSandboxTransaction({
      account,
      chainId: 31337,
      rpcUrl: chain.rpcUrl,
      request: { from: account.address, to: other.address, value: parseEther('0.5'), data: '0x' },
    });
    expect((await waitForTransaction(chain, viaInjected, 10_000))._unsafeUnwrap().status).toBe('success');
    expect(await etherOf(other.address)).toBe(before2 + parseEther('0.5'));
  });
});
