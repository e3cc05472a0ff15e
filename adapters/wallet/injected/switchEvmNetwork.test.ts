import { describe, expect, it } from 'vitest';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { scriptedProvider } from './scriptedProvider.js';
import { addEthereumChainParameter, switchEvmNetwork } from './switchEvmNetwork.js';

const L2 = {
  ...testNetwork(31338, ['http://127.0.0.1:8546', 'http://127.0.0.1:8547']),
  name: 'Latch Devnet L2',
  blockExplorers: { default: { name: 'Explorer', url: 'http://127.0.0.1:5100' } },
};

/** A wallet that knows chain 0x1 only until wallet_addEthereumChain is called. */
const wallet = (unknownChain: unknown) => {
  let known = false;
  return scriptedProvider({
    wallet_switchEthereumChain: () => {
      if (!known) throw unknownChain;
      return null;
    },
    wallet_addEthereumChain: () => {
      known = true;
      return null;
    },
  });
};

describe('switchEvmNetwork', () => {
  it('builds EIP-3085 parameters from the network', () => {
    expect(addEthereumChainParameter(L2)).toEqual({
      chainId: '0x7a6a',
      chainName: 'Latch Devnet L2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546', 'http://127.0.0.1:8547'],
      blockExplorerUrls: ['http://127.0.0.1:5100'],
    });
    expect(addEthereumChainParameter(testNetwork(1, []))).not.toHaveProperty('blockExplorerUrls');
  });

  it('on 4902 adds the chain and switches again; also when 4902 is nested in a -32603 wrapper', async () => {
    for (const refusal of [
      { code: 4902, message: 'Unrecognized chain ID' },
      { code: -32603, message: 'Internal error', data: { originalError: { code: 4902, message: 'x' } } },
    ]) {
      const provider = wallet(refusal);
      await switchEvmNetwork(provider, L2);
      expect(provider.calls.map((call) => call.method)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]);
      expect(provider.calls[0]?.params).toEqual([{ chainId: '0x7a6a' }]);
    }
  });

  it('rethrows any other refusal as it is and adds nothing', async () => {
    const rejected = { code: 4001, message: 'User rejected the request.' };
    const provider = wallet(rejected);
    await expect(switchEvmNetwork(provider, L2)).rejects.toBe(rejected);
    expect(provider.calls).toHaveLength(1);
  });
});
