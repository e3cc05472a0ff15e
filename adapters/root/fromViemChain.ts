import type { Chain } from 'viem';
import type { Network } from '../../ports/index.js';

/** A viem `Chain` (from `viem/chains` or `defineChain`) as a Latch network: its RPC URLs, currency and explorer. */
export const fromViemChain = ({
  id,
  name,
  nativeCurrency,
  rpcUrls,
  blockExplorers,
  testnet,
}: Chain): Network => ({
  id,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  // viem's currency is its name, symbol and decimals, as Latch's.
  nativeCurrency: { ...nativeCurrency },
  rpcUrls: { default: { http: [...rpcUrls.default.http] } },
  ...(blockExplorers && {
    blockExplorers: { default: { name: blockExplorers.default.name, url: blockExplorers.default.url } },
  }),
  ...(testnet && { testnet }),
});
