import { describe, expect, it } from 'vitest';
import type { EvmSigner, Network } from '../../../ports/index.js';
import { swapSenderOf } from './swapSender.js';

const NETWORK = { id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' } as unknown as Network;
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const signer = { namespace: 'eip155' } as unknown as EvmSigner;
const deps = (address: string | undefined) => ({
  account: { activeNetwork: NETWORK, address },
  signer: () => signer,
});

describe('swapSenderOf', () => {
  it('gives the connected account and its signer on a swap network', () => {
    const sender = swapSenderOf(deps(USER), true)._unsafeUnwrap();
    expect([sender.signer, sender.network]).toEqual([signer, NETWORK]);
  });

  it('refuses a network without swaps, then a missing account', () => {
    expect(swapSenderOf(deps(USER), false)._unsafeUnwrapErr().code).toBe('SWAP_NETWORK_UNSUPPORTED');
    expect(swapSenderOf(deps(undefined), true).isErr()).toBe(true);
  });
});
