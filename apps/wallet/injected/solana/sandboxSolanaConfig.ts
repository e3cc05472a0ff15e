/** The Solana side of the sandbox wallet, as a page configures it (`window.__LATCH_SANDBOX__.solana`). */
export interface SandboxSolanaConfigInput {
  /** The local Solana devnet's JSON-RPC URL (its manifest's `rpcUrl`). */
  readonly rpcUrl: string;
  /** The devnet's CAIP-2 id (its manifest's `caipNetworkId`): the one chain the wallet serves. */
  readonly caipNetworkId: string;
  /** The devnet's fixed seed (its manifest's `seed`): the wallet holds its key `account/<accountIndex>`. */
  readonly seed: string;
  /** Default 0: the devnet's first funded account. */
  readonly accountIndex?: number;
}

export interface SandboxSolanaConfig {
  readonly rpcUrl: string;
  readonly caipNetworkId: `solana:${string}`;
  readonly seed: string;
  readonly accountIndex: number;
}

const CAIP2_SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/;
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The Solana configuration from a page value; undefined (no Solana side) when absent or malformed. */
export function readSandboxSolanaConfig(value: unknown): SandboxSolanaConfig | undefined {
  if (!isRecord(value)) return undefined;
  const { rpcUrl, caipNetworkId, seed, accountIndex } = value;
  if (!isHttpUrl(rpcUrl) || typeof caipNetworkId !== 'string' || !CAIP2_SOLANA.test(caipNetworkId))
    return undefined;
  if (typeof seed !== 'string' || seed === '') return undefined;
  return {
    rpcUrl,
    caipNetworkId: caipNetworkId as `solana:${string}`,
    seed,
    accountIndex: Number.isSafeInteger(accountIndex) && Number(accountIndex) >= 0 ? Number(accountIndex) : 0,
  };
}
