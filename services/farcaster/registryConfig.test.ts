import { describe, expect, it } from 'vitest';
import { sampleManifest } from '../devnet/manifestFixture.js';
import { OPTIMISM_ID_REGISTRY } from './idRegistry.js';
import { devnetIdRegistry, readIdRegistryEnv } from './registryConfig.js';

describe('where the ID registry is read', () => {
  it("is none unless FARCASTER_ID_REGISTRY_RPC_URL is set; then Optimism's registry on chain 10 by default", () => {
    expect(readIdRegistryEnv({})._unsafeUnwrap()).toBeUndefined();
    expect(
      readIdRegistryEnv({ FARCASTER_ID_REGISTRY_RPC_URL: 'https://op.example' })._unsafeUnwrap(),
    ).toEqual({
      chainId: 10,
      address: OPTIMISM_ID_REGISTRY.address,
      rpcUrl: 'https://op.example',
    });
  });

  it('can name another chain and contract (a fork, a devnet)', () => {
    const env = {
      FARCASTER_ID_REGISTRY_RPC_URL: 'http://127.0.0.1:8546',
      FARCASTER_ID_REGISTRY_CHAIN_ID: '31338',
      FARCASTER_ID_REGISTRY_ADDRESS: '0x1111111111111111111111111111111111111111',
    };
    expect(readIdRegistryEnv(env)._unsafeUnwrap()).toEqual({
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
      address: '0x1111111111111111111111111111111111111111',
    });
  });

  it('lists what is malformed', () => {
    expect(
      readIdRegistryEnv({
        FARCASTER_ID_REGISTRY_RPC_URL: 'ftp://x',
        FARCASTER_ID_REGISTRY_CHAIN_ID: 'ten',
        FARCASTER_ID_REGISTRY_ADDRESS: 'nobody',
      })._unsafeUnwrapErr(),
    ).toEqual([
      'FARCASTER_ID_REGISTRY_RPC_URL must be an http(s) URL, got ftp://x',
      'FARCASTER_ID_REGISTRY_CHAIN_ID must be a whole number from 1 to 9007199254740991, got ten',
      'FARCASTER_ID_REGISTRY_ADDRESS must be an address, got nobody',
    ]);
  });

  it("finds the devnet's stand-in on the L2 stand-in chain, else on the first seeded chain", () => {
    const manifest = sampleManifest();
    const [l1] = manifest.chains;
    if (l1?.farcaster === undefined) throw new Error('the fixture has a registry');
    expect(devnetIdRegistry(manifest)).toEqual({
      chainId: 31337,
      rpcUrl: l1.rpcUrl,
      address: l1.farcaster.idRegistry,
    });
    const l2 = { ...l1, chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' };
    expect(devnetIdRegistry({ ...manifest, chains: [l1, l2] })?.chainId).toBe(31338);
    const { farcaster: _, ...older } = l1;
    expect(devnetIdRegistry({ ...manifest, chains: [older] })).toBeUndefined();
  });
});
