export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`;
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`;

export interface NativeCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface BlockExplorer {
  readonly name: string;
  readonly url: string;
}

/** SPEC §3 Network. */
export interface Network {
  readonly id: number | string;
  readonly name: string;
  readonly chainNamespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
  readonly nativeCurrency: NativeCurrency;
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[] };
    readonly chainDefault?: { readonly http: readonly string[] };
  };
  readonly blockExplorers?: { readonly default: BlockExplorer };
  readonly testnet?: boolean;
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
}
