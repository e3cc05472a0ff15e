import { err, ok, type Result } from 'neverthrow';
import { type Address, isAddress } from 'viem';
import type { DevnetManifest } from '../devnet/manifest.js';
import { envReader } from '../stack/envReader.js';
import { type IdRegistryLocation, OPTIMISM_ID_REGISTRY } from './idRegistry.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The devnet chain that stands in for Optimism (the stack's "L2"), when the manifest has it. */
export const DEVNET_FARCASTER_CHAIN_ID = 31338;

/**
 * The devnet's stand-in registry: on the chain `chainId` (default the L2 stand-in, else the first chain the
 * seed deployed one on), or undefined when the manifest records none.
 */
export const devnetIdRegistry = (
  manifest: DevnetManifest,
  chainId: number = DEVNET_FARCASTER_CHAIN_ID,
): IdRegistryLocation | undefined => {
  const seeded = manifest.chains.filter((chain) => chain.farcaster !== undefined);
  const chain = seeded.find((candidate) => candidate.chainId === chainId) ?? seeded[0];
  if (chain?.farcaster === undefined) return undefined;
  return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, address: chain.farcaster.idRegistry };
};

/**
 * The ID registry configured by environment: FARCASTER_ID_REGISTRY_RPC_URL (a node of its chain; unset = none
 * configured), FARCASTER_ID_REGISTRY_CHAIN_ID (default 10) and FARCASTER_ID_REGISTRY_ADDRESS (default
 * Optimism's IdRegistry). Production points the RPC URL at an OP Mainnet node and leaves the rest.
 */
export const readIdRegistryEnv = (env: Env): Result<IdRegistryLocation | undefined, string[]> => {
  const errors: string[] = [];
  const { text, whole } = envReader(env, errors);
  const rpcUrl = text('FARCASTER_ID_REGISTRY_RPC_URL');
  const chainText = text('FARCASTER_ID_REGISTRY_CHAIN_ID');
  const address = text('FARCASTER_ID_REGISTRY_ADDRESS');
  if (rpcUrl === undefined) {
    return chainText === undefined && address === undefined
      ? ok(undefined)
      : err(['FARCASTER_ID_REGISTRY_RPC_URL is required with FARCASTER_ID_REGISTRY_CHAIN_ID or _ADDRESS']);
  }
  if (!/^https?:\/\/[^/\s]+/.test(rpcUrl)) {
    errors.push(`FARCASTER_ID_REGISTRY_RPC_URL must be an http(s) URL, got ${rpcUrl.slice(0, 200)}`);
  }
  const chainId = whole('FARCASTER_ID_REGISTRY_CHAIN_ID', 1) ?? OPTIMISM_ID_REGISTRY.chainId;
  let registry: Address = OPTIMISM_ID_REGISTRY.address;
  if (address !== undefined) {
    if (isAddress(address, { strict: false })) registry = address;
    else errors.push(`FARCASTER_ID_REGISTRY_ADDRESS must be an address, got ${address.slice(0, 100)}`);
  }
  if (errors.length > 0) return err(errors);
  return ok({ chainId, rpcUrl, address: registry });
};
