import type { LatchConfig } from 'latch';
import { err, ok, type Result } from 'neverthrow';

/** A network of the demo, as the page receives it. */
export interface DemoChain {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
}

/** The local Solana devnet, as the page receives it (its manifest's CAIP-2 id, name and JSON-RPC URL). */
export interface DemoSolanaCluster {
  readonly caipNetworkId: `solana:${string}`;
  readonly name: string;
  readonly rpcUrl: string;
  /**
   * The devnet's fixed, public seed (its manifest's `seed`, like anvil's well-known mnemonic): the sandbox
   * wallet holds its funded key `account/0`, so the demo offers a Solana wallet as it offers the EVM one. Only
   * a local stack sets it; without it the sandbox wallet has no Solana side.
   */
  readonly sandboxSeed?: string;
}

/** What the demo server hands the page at `/demo-config.json`: where the local stack runs. */
export interface DemoConfig {
  readonly projectId: string;
  readonly dataServiceUrl: string;
  readonly relayUrl: string;
  readonly chains: readonly DemoChain[];
  /** The sandbox wallet page (apps/wallet), when the stack serves one. */
  readonly walletUrl?: string;
  /**
   * That page pointed at this stack (sandboxWalletLink, made by createDemoConfig on the server, so the page's
   * own code does not build it).
   */
  readonly walletLink?: string;
  /** The embedded-wallet service of e-mail login (services/embedded-wallet), when the stack runs one. */
  readonly walletServiceUrl?: string;
  /** The Sign In With Farcaster relay (services/farcaster-relay; production: Farcaster's), when there is one. */
  readonly farcasterRelayUrl?: string;
  /** The local Solana devnet, when the stack runs one (the page lists it unless `?solana=0`). */
  readonly solana?: DemoSolanaCluster;
}

export type DemoNetwork = LatchConfig['networks'][number];
/** One of the host's own wallets (Latch's `customWallets` option). */
export type DemoCustomWallet = NonNullable<LatchConfig['customWallets']>[number];

/** The sandbox wallet's id, the rdns its injected form announces (apps/wallet/injected). */
export const SANDBOX_WALLET_ID = 'dev.latch.sandbox';
export const SANDBOX_WALLET_NAME = 'Latch Sandbox Wallet';

/** The project every local data service knows (services/api seeds it). */
export const DEMO_PROJECT_ID = 'latch-local';

/** The two devnet chains of the local stack. */
export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Latch Devnet' },
  { chainId: 31338, name: 'Latch Devnet L2' },
] as const;

export interface DemoStackUrls {
  readonly dataServiceUrl: string;
  readonly relayUrl: string;
  readonly walletUrl?: string;
  readonly walletServiceUrl?: string;
  readonly farcasterRelayUrl?: string;
  readonly solana?: DemoSolanaCluster;
}

/** A chain's URL on the data service's JSON-RPC proxy: `<dataServiceUrl>/v1?chainId=eip155:N&projectId=…`. */
export function proxyRpcUrl(dataServiceUrl: string, chainId: number, projectId: string): string {
  const url = new URL('v1', dataServiceUrl.endsWith('/') ? dataServiceUrl : `${dataServiceUrl}/`);
  url.search = new URLSearchParams({ chainId: `eip155:${chainId}`, projectId }).toString();
  return url.toString();
}

/**
 * The demo configuration for a local stack at these URLs. The pages (the demo, the sandbox wallets it hands
 * the chains to) read the chains through the data service's proxy, which forwards reads and already-signed
 * transactions only: anvil's unlocked accounts stay out of a browser's reach (anvil answers no browser origin).
 */
export function createDemoConfig(urls: DemoStackUrls): DemoConfig {
  const config: DemoConfig = {
    projectId: DEMO_PROJECT_ID,
    dataServiceUrl: urls.dataServiceUrl,
    relayUrl: urls.relayUrl,
    chains: DEVNET_CHAINS.map((chain) => ({
      ...chain,
      rpcUrl: proxyRpcUrl(urls.dataServiceUrl, chain.chainId, DEMO_PROJECT_ID),
    })),
    ...(urls.walletUrl === undefined ? {} : { walletUrl: urls.walletUrl }),
    ...(urls.walletServiceUrl === undefined ? {} : { walletServiceUrl: urls.walletServiceUrl }),
    ...(urls.farcasterRelayUrl === undefined ? {} : { farcasterRelayUrl: urls.farcasterRelayUrl }),
    ...(urls.solana === undefined ? {} : { solana: urls.solana }),
  };
  const walletLink = sandboxWalletLink(config);
  return walletLink === undefined ? config : { ...config, walletLink };
}

type Fields = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const urlWith = (value: unknown, schemes: readonly string[]): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const readChain = (value: unknown, index: number): Result<DemoChain, string> => {
  if (!isRecord(value)) return err(`chains[${index}] must be an object`);
  const { chainId, name, rpcUrl } = value;
  if (!(Number.isSafeInteger(chainId) && Number(chainId) > 0))
    return err(`chains[${index}].chainId must be a positive integer`);
  if (typeof name !== 'string' || name === '') return err(`chains[${index}].name must be a name`);
  if (!urlWith(rpcUrl, ['http:', 'https:'])) return err(`chains[${index}].rpcUrl must be an http(s) URL`);
  return ok({ chainId: Number(chainId), name, rpcUrl });
};

const CAIP2_SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/;

const readSolana = (value: unknown): Result<DemoSolanaCluster | undefined, string> => {
  if (value === undefined) return ok(undefined);
  if (!isRecord(value)) return err('solana must be an object');
  const { caipNetworkId, name, rpcUrl } = value;
  if (typeof caipNetworkId !== 'string' || !CAIP2_SOLANA.test(caipNetworkId))
    return err('solana.caipNetworkId must be a solana: CAIP-2 id');
  if (typeof name !== 'string' || name === '') return err('solana.name must be a name');
  if (!urlWith(rpcUrl, ['http:', 'https:'])) return err('solana.rpcUrl must be an http(s) URL');
  return ok({ caipNetworkId: caipNetworkId as `solana:${string}`, name, rpcUrl });
};

/** A seed the sandbox wallet derives its keys from (apps/wallet's readSandboxSolanaConfig takes any non-empty one). */
const MAX_SEED_LENGTH = 256;
const isSeed = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_SEED_LENGTH;

/**
 * The Solana devnet the stack runs, from the demo server's environment (SOLANA_RPC_URL, SOLANA_CAIP_NETWORK_ID,
 * SOLANA_NAME, and SOLANA_SANDBOX_SEED for the sandbox wallet's Solana side, set by `npm start`): `{ solana }`
 * for createDemoConfig, or nothing when one is missing or wrong.
 */
export function solanaClusterFromEnv(env: Readonly<Record<string, string | undefined>>): {
  readonly solana?: DemoSolanaCluster;
} {
  const read = readSolana({
    caipNetworkId: env.SOLANA_CAIP_NETWORK_ID,
    name: env.SOLANA_NAME,
    rpcUrl: env.SOLANA_RPC_URL,
  });
  if (read.isErr() || read.value === undefined) return {};
  const seed = env.SOLANA_SANDBOX_SEED;
  return { solana: isSeed(seed) ? { ...read.value, sandboxSeed: seed } : read.value };
}

/** Checks what `/demo-config.json` returned; the error says which field is wrong. */
export function parseDemoConfig(value: unknown): Result<DemoConfig, string> {
  if (!isRecord(value)) return err('the demo configuration must be a JSON object');
  const { projectId, dataServiceUrl, relayUrl, chains } = value;
  if (typeof projectId !== 'string' || projectId === '') return err('projectId must be a string');
  if (!urlWith(dataServiceUrl, ['http:', 'https:'])) return err('dataServiceUrl must be an http(s) URL');
  if (!urlWith(relayUrl, ['ws:', 'wss:'])) return err('relayUrl must be a ws(s) URL');
  if (!Array.isArray(chains) || chains.length === 0) return err('chains must list at least one chain');
  const { walletUrl } = value;
  if (walletUrl !== undefined && !urlWith(walletUrl, ['http:', 'https:']))
    return err('walletUrl must be an http(s) URL');
  const { walletLink } = value;
  if (walletLink !== undefined && !urlWith(walletLink, ['http:', 'https:']))
    return err('walletLink must be an http(s) URL');
  const { walletServiceUrl } = value;
  if (walletServiceUrl !== undefined && !urlWith(walletServiceUrl, ['http:', 'https:']))
    return err('walletServiceUrl must be an http(s) URL');
  const { farcasterRelayUrl } = value;
  if (farcasterRelayUrl !== undefined && !urlWith(farcasterRelayUrl, ['http:', 'https:']))
    return err('farcasterRelayUrl must be an http(s) URL');
  const solana = readSolana(value.solana);
  if (solana.isErr()) return err(solana.error);
  const parsed: DemoChain[] = [];
  for (const [index, chain] of chains.entries()) {
    const result = readChain(chain, index);
    if (result.isErr()) return err(result.error);
    parsed.push(result.value);
  }
  return ok({
    projectId,
    dataServiceUrl,
    relayUrl,
    chains: parsed,
    ...(walletUrl === undefined ? {} : { walletUrl }),
    ...(walletLink === undefined ? {} : { walletLink }),
    ...(walletServiceUrl === undefined ? {} : { walletServiceUrl }),
    ...(farcasterRelayUrl === undefined ? {} : { farcasterRelayUrl }),
    ...(solana.value === undefined ? {} : { solana: solana.value }),
  });
}

/** The sandbox wallet's Solana side on this stack's devnet (apps/wallet's `solana` setting), when it has one. */
export function sandboxSolana(
  config: DemoConfig,
):
  | { readonly rpcUrl: string; readonly caipNetworkId: `solana:${string}`; readonly seed: string }
  | undefined {
  const cluster = config.solana;
  if (cluster?.sandboxSeed === undefined) return undefined;
  return { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId, seed: cluster.sandboxSeed };
}

/**
 * The sandbox wallet page pointed at this stack's relay and chains, and its Solana devnet when the stack
 * hands its seed (the page reads them from its query: `relay`, `rpc.<chainId>`, `solana.rpc|cluster|seed`).
 * createDemoConfig puts it in the configuration as `walletLink`.
 */
export function sandboxWalletLink(config: DemoConfig): string | undefined {
  if (config.walletUrl === undefined) return undefined;
  const url = new URL(config.walletUrl);
  url.searchParams.set('relay', config.relayUrl);
  for (const chain of config.chains) url.searchParams.set(`rpc.${chain.chainId}`, chain.rpcUrl);
  const solana = sandboxSolana(config);
  if (solana !== undefined) {
    url.searchParams.set('solana.rpc', solana.rpcUrl);
    url.searchParams.set('solana.cluster', solana.caipNetworkId);
    url.searchParams.set('solana.seed', solana.seed);
  }
  return url.toString();
}

/**
 * The demo's own wallets: the sandbox wallet page, when the stack serves one. Latch lists it in the Connect
 * view's custom section and reaches it through WalletConnect; on a phone its link opens the page on the pairing
 * (`…/wc?relay=…&uri=…`). It shares its id and rdns with the injected sandbox, so one row shows when both exist.
 */
export function demoCustomWallets(config: DemoConfig): DemoCustomWallet[] {
  const link = config.walletLink;
  if (link === undefined || config.walletUrl === undefined) return [];
  return [
    {
      id: SANDBOX_WALLET_ID,
      name: SANDBOX_WALLET_NAME,
      rdns: SANDBOX_WALLET_ID,
      image_url: new URL('icon.svg', config.walletUrl).toString(),
      mobile_link: link,
      webapp_link: link,
      homepage: config.walletUrl,
    },
  ];
}

/**
 * The demo chains as Latch networks (EVM, paid in ETH), then the local Solana devnet when the stack runs one
 * (unless `solana: false`). Not marked as testnets: on the local stack they stand in
 * for production chains, and the stack's own name registry answers for them (SPEC §4 shows identity on EVM
 * networks that are not testnets).
 */
export function demoNetworks(
  config: DemoConfig,
  options: {
    readonly icons?: Readonly<Record<number, string>>;
    readonly solana?: boolean;
    /** The Solana devnet's icon (assets.imageUrl). */
    readonly solanaIcon?: string;
  } = {},
): DemoNetwork[] {
  const evm = config.chains.map((chain): DemoNetwork => {
    const icon = options.icons?.[chain.chainId];
    return {
      id: chain.chainId,
      name: chain.name,
      chainNamespace: 'eip155',
      caipNetworkId: `eip155:${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      ...(icon === undefined ? {} : { assets: { imageUrl: icon } }),
    };
  });
  const cluster = options.solana === false ? undefined : config.solana;
  if (cluster === undefined) return evm;
  return [...evm, solanaNetwork(cluster, options.solanaIcon)];
}

/** The local Solana devnet as a Latch network (paid in SOL, 9 decimals; read straight from its JSON-RPC). */
export function solanaNetwork(cluster: DemoSolanaCluster, icon?: string): DemoNetwork {
  return {
    id: cluster.caipNetworkId.slice('solana:'.length),
    name: cluster.name,
    chainNamespace: 'solana',
    caipNetworkId: cluster.caipNetworkId,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [cluster.rpcUrl] } },
    ...(icon === undefined ? {} : { assets: { imageUrl: icon } }),
  };
}

/**
 * The query parameter that leaves the Solana devnet out of the demo's networks (`?solana=0`); it is listed by
 * default whenever the stack runs it (`?solana=1`, which the Solana journeys still open, changes nothing).
 */
export const SOLANA_PARAM = 'solana';
export const wantsSolana = (search: string): boolean => new URLSearchParams(search).get(SOLANA_PARAM) !== '0';
