import { type Chain, defineChain } from 'viem';

/** A chain the sandbox wallet can sign for and send to: an EVM chain id and its JSON-RPC URL. */
export interface WalletChain {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly name?: string;
}

/** `eip155:<id>` */
export type Caip2ChainId = `eip155:${number}`;

export const toCaip2 = (chainId: number): Caip2ChainId => `eip155:${chainId}`;

/** The numeric id of `eip155:<id>`, a hex `0x…` or a decimal string; undefined otherwise. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  const parsed = /^0x[0-9a-fA-F]+$/.test(text)
    ? Number.parseInt(text, 16)
    : /^[0-9]+$/.test(text)
      ? Number(text)
      : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** viem's chain object for a wallet chain (native currency: ether). */
export const toViemChain = (chain: WalletChain): Chain =>
  defineChain({
    id: chain.chainId,
    name: chain.name ?? `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
