import { localStackRpcUrl, type WalletChain } from '../../engine/index.js';
import {
  readSandboxSolanaConfig,
  type SandboxSolanaConfig,
  type SandboxSolanaConfigInput,
} from '../../injected/solana/sandboxSolanaConfig.js';

/** Where a host page (or a test's init script) may put the configuration before the page loads. */
export const WALLET_CONFIG_GLOBAL = '__LATCH_WALLET_CONFIG__';

/** What `window.__LATCH_WALLET_CONFIG__` may hold; every field optional. */
export interface WalletConfigInput {
  /** The WalletConnect relay the dapps use too; default ws://127.0.0.1:8788 (the local stack's). */
  readonly relayUrl?: string;
  /** Default `latch-local`, the data service's project. */
  readonly projectId?: string;
  /**
   * Chain id → JSON-RPC URL; replaces the default map (31337, 31338 through the local data service's proxy,
   * 127.0.0.1:8787) when given.
   */
  readonly rpcUrls?: Readonly<Record<string, string>>;
  /** The Solana side (the local Solana devnet and the key index it holds there); none by default. */
  readonly solana?: SandboxSolanaConfigInput;
}

export interface WalletConfig {
  readonly relayUrl: string;
  readonly projectId: string;
  readonly chains: readonly WalletChain[];
  /** A `wc:` URI to pair with at start (`?uri=`), as given. */
  readonly uri: string | undefined;
  /** The Solana side offered over WalletConnect (`solana.rpc`, `solana.cluster`, `solana.seed`), if configured. */
  readonly solana?: SandboxSolanaConfig;
}

export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8788';
export const DEFAULT_PROJECT_ID = 'latch-local';
const DEFAULT_CHAINS: readonly WalletChain[] = [
  { chainId: 31337, rpcUrl: localStackRpcUrl(31337), name: 'Devnet L1' },
  { chainId: 31338, rpcUrl: localStackRpcUrl(31338), name: 'Devnet L2' },
];
const KNOWN_NAMES: Readonly<Record<number, string>> = { 31337: 'Devnet L1', 31338: 'Devnet L2' };

type Indexable = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;

const isUrl = (value: unknown, protocols: readonly string[]): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const toChains = (entries: readonly (readonly [string, unknown])[]): WalletChain[] =>
  entries.flatMap(([id, url]) => {
    const chainId = Number(id);
    if (!(Number.isSafeInteger(chainId) && chainId > 0 && isUrl(url, ['http:', 'https:']))) return [];
    const name = KNOWN_NAMES[chainId];
    return [name === undefined ? { chainId, rpcUrl: url } : { chainId, rpcUrl: url, name }];
  });

/**
 * A `?uri=` value. Deep links should encode the URI; when a link did not, its own `&symKey=…` landed in
 * separate parameters, so the raw text after `uri=` is taken instead (put such a `uri` last).
 */
function readUri(search: string, params: URLSearchParams): string | undefined {
  const uri = params.get('uri');
  if (uri === null || uri.trim() === '') return undefined;
  if (uri.includes('symKey=')) return uri.trim();
  const raw = /[?&]uri=(wc:.*)$/.exec(search)?.[1];
  return raw === undefined ? uri.trim() : decodeURIComponent(raw).trim();
}

/**
 * The page's configuration: query parameters (`relay`, `projectId`, `rpc.<chainId>`, `uri`, `solana.rpc` +
 * `solana.cluster` + `solana.seed` [+ `solana.account`]) win over
 * `window.__LATCH_WALLET_CONFIG__`, which wins over the local stack's defaults. Malformed values are ignored.
 */
export function readWalletConfig(search: string, globalValue: unknown): WalletConfig {
  const params = new URLSearchParams(search);
  const input: Indexable = isRecord(globalValue) ? globalValue : {};
  const queryRpc = toChains(
    [...params.entries()].flatMap(([key, value]) => (key.startsWith('rpc.') ? [[key.slice(4), value]] : [])),
  );
  const globalRpc = isRecord(input.rpcUrls) ? toChains(Object.entries(input.rpcUrls)) : [];
  const relay = params.get('relay');
  const projectId = params.get('projectId');
  const solana =
    readSandboxSolanaConfig({
      rpcUrl: params.get('solana.rpc'),
      caipNetworkId: params.get('solana.cluster'),
      seed: params.get('solana.seed'),
      accountIndex: Number(params.get('solana.account') ?? 0),
    }) ?? readSandboxSolanaConfig(input.solana);
  return {
    relayUrl: isUrl(relay, ['ws:', 'wss:'])
      ? relay
      : isUrl(input.relayUrl, ['ws:', 'wss:'])
        ? input.relayUrl
        : DEFAULT_RELAY_URL,
    projectId:
      projectId !== null && projectId.trim() !== ''
        ? projectId.trim()
        : typeof input.projectId === 'string' && input.projectId.trim() !== ''
          ? input.projectId.trim()
          : DEFAULT_PROJECT_ID,
    chains: queryRpc.length > 0 ? queryRpc : globalRpc.length > 0 ? globalRpc : DEFAULT_CHAINS,
    uri: readUri(search, params),
    ...(solana === undefined ? {} : { solana }),
  };
}
