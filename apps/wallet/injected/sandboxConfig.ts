import { localStackRpcUrl } from '../engine/localStackRpc.js';
import {
  readSandboxSolanaConfig,
  type SandboxSolanaConfig,
  type SandboxSolanaConfigInput,
} from './solana/sandboxSolanaConfig.js';

/** The devnet mnemonic: anvil's default accounts. */
export const SANDBOX_MNEMONIC = 'test test test test test test test test test test test junk';
/** Chains the sandbox knows by default: the devnet L1 and L2 through the local data service's proxy. */
export const DEFAULT_SANDBOX_RPC_URLS: ReadonlyMap<number, string> = new Map([
  [31337, localStackRpcUrl(31337)],
  [31338, localStackRpcUrl(31338)],
]);
/** Where a page (or `page.addInitScript`) puts the configuration before the script runs. */
export const SANDBOX_CONFIG_GLOBAL = '__LATCH_SANDBOX__';

/** What a page may set in `window.__LATCH_SANDBOX__` (every field optional). */
export interface SandboxConfigInput {
  /** HD account index on the devnet mnemonic; default 0 (0xf39F…2266). */
  readonly accountIndex?: number;
  /** Chain id → RPC URL; replaces the default map (31337, 31338 through the local data service) when given. */
  readonly rpcUrls?: Readonly<Record<string, string>>;
  /** The chain the wallet starts on; default the first of `rpcUrls`. */
  readonly chainId?: number;
  /** Approve every prompt without showing the dialog. */
  readonly autoApprove?: boolean;
  /** Also install the provider as `window.ethereum` (legacy injection). */
  readonly legacy?: boolean;
  /** EIP-6963 uuid; default a random one. */
  readonly uuid?: string;
  /** The Solana side (a Wallet Standard wallet on the local Solana devnet); none when absent. */
  readonly solana?: SandboxSolanaConfigInput;
}

export interface SandboxConfig {
  readonly accountIndex: number;
  readonly rpcUrls: ReadonlyMap<number, string>;
  readonly chainId: number;
  readonly autoApprove: boolean;
  readonly legacy: boolean;
  readonly uuid?: string;
  readonly solana?: SandboxSolanaConfig;
}

type Indexable = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;
const isIndex = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0;

const readRpcUrls = (value: unknown): ReadonlyMap<number, string> => {
  if (!isRecord(value)) return DEFAULT_SANDBOX_RPC_URLS;
  const entries = Object.entries(value).flatMap(([chainId, url]): [number, string][] => {
    const id = Number(chainId);
    return Number.isSafeInteger(id) && id > 0 && typeof url === 'string' && url !== '' ? [[id, url]] : [];
  });
  return entries.length === 0 ? DEFAULT_SANDBOX_RPC_URLS : new Map(entries);
};

/** The sandbox configuration from a page value: defaults for anything absent or malformed. */
export function readSandboxConfig(value: unknown): SandboxConfig {
  const input: Indexable = isRecord(value) ? value : {};
  const rpcUrls = readRpcUrls(input.rpcUrls);
  const [firstChain = 31337] = rpcUrls.keys();
  const solana = readSandboxSolanaConfig(input.solana);
  const chainId =
    typeof input.chainId === 'number' && rpcUrls.has(input.chainId) ? input.chainId : firstChain;
  return {
    accountIndex: isIndex(input.accountIndex) ? input.accountIndex : 0,
    rpcUrls,
    chainId,
    autoApprove: input.autoApprove === true,
    legacy: input.legacy === true,
    ...(typeof input.uuid === 'string' && input.uuid !== '' ? { uuid: input.uuid } : {}),
    ...(solana === undefined ? {} : { solana }),
  };
}
