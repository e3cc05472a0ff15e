import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { validateNetworks } from './validateNetworks.js';

const network = (
  caipNetworkId: `${string}:${string}`,
  chainNamespace: Network['chainNamespace'],
): Network => ({
  id: caipNetworkId.split(':')[1] ?? '',
  name: caipNetworkId,
  chainNamespace,
  caipNetworkId,
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
});

const mainnet = network('eip155:1', 'eip155');
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana');

const field = (networks: readonly Network[]) => validateNetworks(networks)._unsafeUnwrapErr().params.field;

describe('validateNetworks', () => {
  it('returns a non-empty list unchanged', () => {
    expect(validateNetworks([mainnet, solana])._unsafeUnwrap()).toEqual([mainnet, solana]);
  });

  it('rejects empty lists, bad ids, namespace mismatches and duplicates', () => {
    expect(field([])).toBe('networks');
    expect(field(JSON.parse('null'))).toBe('networks');
    expect(field([mainnet, network('eip155:0x1', 'eip155')])).toBe('networks[1].caipNetworkId');
    expect(field([network('eip155:1', 'solana')])).toBe('networks[0].chainNamespace');
    expect(field([mainnet, solana, mainnet])).toBe('networks[2]');
    expect(validateNetworks([])._unsafeUnwrapErr().message).toBe('Invalid modal options: networks');
  });
});
