/** The account kinds a CAIP-122 message names, by CAIP-2 namespace (CONTRACTS §5). */
export const SIWX_ACCOUNT_KINDS = { eip155: 'Ethereum', solana: 'Solana' } as const;

export type SiwxNamespace = keyof typeof SIWX_ACCOUNT_KINDS;

export const isSiwxNamespace = (value: string): value is SiwxNamespace =>
  Object.hasOwn(SIWX_ACCOUNT_KINDS, value);
