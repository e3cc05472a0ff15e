import type { Network, OnrampOptions } from '../../../ports/index.js';
import { isNativeToken } from '../../kernel/tokens/index.js';
import { onrampNetworkName } from './onrampNetworkName.js';
import type { OnrampPurchaseToken } from './types.js';

/** The chain id an option's network carries for this network (`chain_id`: '31337', '8453'). */
const chainIdOf = (network: Network): string => String(network.id);

/**
 * The purchase currencies of the options that can be bought on `network`, in the options' order, each with
 * that network's entry: an eip155 network matched by `chain_id`; another by `chain_id` (a Solana cluster's
 * CAIP-2 reference: the sandbox names each cluster it sells on) or else by the on-ramp network name
 * (`solana`). Duplicate ids are dropped.
 */
export const purchaseTokensOn = (
  options: OnrampOptions,
  network: Network,
): readonly OnrampPurchaseToken[] => {
  const name = onrampNetworkName(network);
  const chainId = chainIdOf(network);
  const seen = new Set<string>();
  const tokens: OnrampPurchaseToken[] = [];
  for (const currency of options.purchaseCurrencies) {
    const entry =
      network.chainNamespace === 'eip155'
        ? currency.networks.find((candidate) => candidate.chain_id === chainId)
        : (currency.networks.find((candidate) => candidate.chain_id === chainId) ??
          currency.networks.find((candidate) => candidate.name === name));
    if (entry === undefined || seen.has(currency.id)) continue;
    seen.add(currency.id);
    tokens.push({
      id: currency.id,
      name: currency.name,
      symbol: currency.symbol,
      network: entry,
      native: entry.contract_address === '' || isNativeToken({ address: entry.contract_address }),
    });
  }
  return tokens;
};
