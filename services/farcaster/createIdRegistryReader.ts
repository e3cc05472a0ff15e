import { type Address, createPublicClient, defineChain, getAddress, http, type PublicClient } from 'viem';
import { type IdRegistryLocation, idRegistryAbi } from './idRegistry.js';

/** Reads an ID registry: who holds a fid. */
export interface IdRegistryReader {
  readonly location: IdRegistryLocation;
  /** The custody address of `fid` (checksummed; the zero address when the fid is not registered). Rejects when the node cannot answer. */
  custodyOf(fid: bigint): Promise<Address>;
  /** The public client of the registry's chain (signature checks of contract custody accounts). */
  readonly client: PublicClient;
}

export interface IdRegistryReaderOptions {
  /** Per call to the node; default 5 s. viem retries nothing (every refusal reaches the caller at once). */
  readonly timeoutMs?: number;
}

/** A reader of the registry at `location` over HTTP. */
export const createIdRegistryReader = (
  location: IdRegistryLocation,
  options: IdRegistryReaderOptions = {},
): IdRegistryReader => {
  const chain = defineChain({
    id: location.chainId,
    name: `ID registry chain ${location.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [location.rpcUrl] } },
  });
  const client = createPublicClient({
    chain,
    transport: http(location.rpcUrl, { timeout: options.timeoutMs ?? 5_000, retryCount: 0 }),
  });
  return {
    location,
    client,
    async custodyOf(fid) {
      const custody = await client.readContract({
        address: location.address,
        abi: idRegistryAbi,
        functionName: 'custodyOf',
        args: [fid],
      });
      return getAddress(custody);
    },
  };
};
