import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PROJECT_ID } from '../api/db/projects.js';
import { DEFAULT_DEVNET_CHAINS, readManifest } from '../devnet/index.js';
import { LOOPBACK_ORIGINS } from '../farcaster-relay/readFarcasterRelayEnv.js';
import { solanaCaipNetworkId, solanaGenesisHash } from '../solana-devnet/clusterId.js';
import { SOLANA_DEVNET_NAME } from '../solana-devnet/manifest.js';
import { readSolanaManifest } from '../solana-devnet/manifestFile.js';
import { SOLANA_DEVNET_SEED } from '../solana-devnet/seedKeys.js';
import { STACK_PORTS } from './ports.js';
import type { ServiceSpec } from './supervisor.js';

export interface StackConfig {
  readonly dataDir: string;
  readonly host: string;
  readonly ports: {
    readonly devnetL1: number;
    readonly devnetL2: number;
    readonly api: number;
    readonly pglite: number;
    readonly relay: number;
    readonly wallet: number;
    /**
     * The e-mail login: the embedded-wallet service (run by the data service's process, on its
     * database), the dev mailbox page and the dev SMTP sink it mails login codes to. All three or none
     * (npm start and the e2e journey stack run them).
     */
    readonly walletService?: number;
    readonly mailbox?: number;
    readonly smtp?: number;
    /**
     * Social login's development identity provider (services/dev-idp), standing in for every provider;
     * only with the wallet service (npm start and the e2e journey stack run it).
     */
    readonly devIdp?: number;
    /** The Solana devnet's JSON-RPC port and its second port for web3.js's default WebSocket URL; both or none. */
    readonly solana?: number;
    readonly solanaWs?: number;
    /** The Sign In With Farcaster relay (services/farcaster-relay), started after the devnet (its ID registry). */
    readonly farcasterRelay?: number;
    /** The demo page (npm start); journeys serve it themselves. */
    readonly demo?: number;
  };
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  /**
   * Origins allowed beside the loopback ones (`latch-stack --origin`): the data service's local project and the
   * Farcaster relay accept them.
   */
  readonly origins?: readonly string[];
}

const root = join(import.meta.dirname, '..', '..');
/**
 * Whether this is the built stack (`@latch/stack`'s JavaScript, which has no TypeScript sources beside it) or the
 * repository's sources, run through tsx.
 */
const BUILT = import.meta.url.endsWith('.js');
/** A source path of the repository as Node runs it: the built `.js`, or the `.ts` source through tsx. */
const runnable = (file: string) => join(root, BUILT ? file.replace(/\.ts$/, '.js') : file);
/**
 * Node's arguments that run a service's main `file` (given as its source path): built, or through tsx; with
 * exitWithSupervisor preloaded, so the service stops itself when the stack is gone however it ended.
 */
const serviceArgs = (file: string, ...args: string[]) => [
  ...(BUILT ? [] : ['--import', 'tsx']),
  '--import',
  pathToFileURL(runnable('services/stack/exitWithSupervisor.ts')).href,
  runnable(file),
  ...args,
];

const rpc = async (url: string, method: string, params: unknown[]): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(1000),
  });
  return ((await response.json()) as { result?: unknown }).result;
};

/** Ready once the manifest is written and every chain answers with code at the seeded token address. */
const devnetReady = (dataDir: string) => async (): Promise<boolean> => {
  const manifest = await readManifest(dataDir).catch(() => undefined);
  if (manifest === undefined || manifest === null) return false;
  for (const chain of manifest.chains) {
    const code = await rpc(chain.rpcUrl, 'eth_getCode', [chain.tokens.USDC.address, 'latest']);
    if (typeof code !== 'string' || code === '0x') return false;
  }
  return true;
};

const httpOk = (url: string) => async (): Promise<boolean> =>
  (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;

/** A devnet chain on this stack's data-service proxy: the pages never call anvil (it answers no browser). */
const proxyRpcUrl = ({ host, ports }: StackConfig, chainId: number): string =>
  `http://${host}:${ports.api}/v1?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId: DEFAULT_PROJECT_ID })}`;

/** Query that points the sandbox wallet page at this stack when its ports are not the defaults. */
const walletQuery = (config: StackConfig): string => {
  const { host, ports } = config;
  const params = new URLSearchParams();
  if (ports.relay !== STACK_PORTS.relay) params.set('relay', `ws://${host}:${ports.relay}`);
  if (ports.api !== STACK_PORTS.api) {
    for (const { chainId } of DEFAULT_DEVNET_CHAINS)
      params.set(`rpc.${chainId}`, proxyRpcUrl(config, chainId));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

/**
 * The exact pages the local project registers for the popup-less social return (issue 26 §5): the demo (with
 * and without `?sandbox=1`) and the sandbox wallet page, as the stack prints them.
 */
export const localReturnUrls = (config: StackConfig): string[] => {
  const { host, ports } = config;
  const wallet = `http://${host}:${ports.wallet}/`;
  return [
    wallet,
    ...(walletQuery(config) === '' ? [] : [`${wallet}${walletQuery(config)}`]),
    ...(ports.demo === undefined
      ? []
      : [`http://${host}:${ports.demo}/`, `http://${host}:${ports.demo}/?sandbox=1`]),
  ];
};

interface EmailLoginPorts {
  readonly walletService: number;
  readonly mailbox: number;
  readonly smtp: number;
}

const emailLoginPorts = ({ ports }: StackConfig): EmailLoginPorts | undefined =>
  ports.walletService === undefined || ports.mailbox === undefined || ports.smtp === undefined
    ? undefined
    : { walletService: ports.walletService, mailbox: ports.mailbox, smtp: ports.smtp };

/** The dev SMTP sink and mailbox (it prints every login code it receives). */
const mailSink = (
  { host }: StackConfig,
  email: EmailLoginPorts,
  env: Readonly<Record<string, string>>,
): ServiceSpec => ({
  name: 'mail',
  command: process.execPath,
  args: serviceArgs('services/mail-sink/main.ts'),
  env,
  ports: [email.smtp, email.mailbox],
  ready: httpOk(`http://${host}:${email.mailbox}/messages`),
  readyTimeoutMs: 30_000,
  urls: [`http://${host}:${email.mailbox} (dev mailbox: login codes; JSON at /messages?to=)`],
});

/** The development identity provider the wallet service's social login signs in at. */
const devIdp = (
  { host, ports }: StackConfig,
  email: EmailLoginPorts | undefined,
  env: Readonly<Record<string, string>>,
): ServiceSpec[] => {
  if (email === undefined || ports.devIdp === undefined) return [];
  const issuer = `http://${host}:${ports.devIdp}`;
  return [
    {
      name: 'idp',
      command: process.execPath,
      args: serviceArgs('services/dev-idp/main.ts'),
      env: {
        ...env,
        DEV_IDP_PORT: String(ports.devIdp),
        DEV_IDP_REDIRECT_URIS: `http://${host}:${email.walletService}/social/callback`,
      },
      ports: [ports.devIdp],
      ready: httpOk(`${issuer}/.well-known/openid-configuration`),
      readyTimeoutMs: 30_000,
      urls: [`${issuer} (dev identity provider of social login: users alice, bob, carol; password latch)`],
    },
  ];
};

/** Ready once this run's manifest is written and the devnet answers with its genesis hash. */
const solanaReady = (dataDir: string, rpcUrl: string) => async (): Promise<boolean> => {
  const manifest = await readSolanaManifest(dataDir);
  if (manifest === undefined || manifest.rpcUrl !== rpcUrl) return false;
  return (await rpc(rpcUrl, 'getGenesisHash', [])) === manifest.genesisHash;
};

/** The Solana devnet's JSON-RPC URL and CAIP-2 id (fixed by its seed), when its ports are given. */
const solanaCluster = ({ host, ports }: StackConfig) =>
  ports.solana === undefined || ports.solanaWs === undefined
    ? undefined
    : {
        rpcUrl: `http://${host}:${ports.solana}`,
        caipNetworkId: solanaCaipNetworkId(solanaGenesisHash(SOLANA_DEVNET_SEED)),
      };

/** What tells the demo page to list the Solana devnet and the sandbox wallet to hold a key there (apps/demo/main.ts). */
const demoSolanaEnv = (config: StackConfig): Readonly<Record<string, string>> => {
  const cluster = solanaCluster(config);
  return cluster === undefined
    ? {}
    : {
        SOLANA_RPC_URL: cluster.rpcUrl,
        SOLANA_CAIP_NETWORK_ID: cluster.caipNetworkId,
        SOLANA_NAME: SOLANA_DEVNET_NAME,
        // The devnet's fixed public seed: the sandbox wallet's Solana side holds its funded account/0.
        SOLANA_SANDBOX_SEED: SOLANA_DEVNET_SEED,
      };
};

/** The Solana devnet (litesvm in its own process), when its ports are given. */
const solanaDevnet = (config: StackConfig, env: Readonly<Record<string, string>>): ServiceSpec[] => {
  const { host, ports, dataDir } = config;
  const cluster = solanaCluster(config);
  if (cluster === undefined || ports.solana === undefined || ports.solanaWs === undefined) return [];
  const { rpcUrl, caipNetworkId: clusterId } = cluster;
  return [
    {
      name: 'solana',
      command: process.execPath,
      args: serviceArgs('services/solana-devnet/main.ts', '--data-dir', dataDir),
      env: { ...env, SOLANA_PORT: String(ports.solana), SOLANA_WS_PORT: String(ports.solanaWs) },
      ports: [ports.solana, ports.solanaWs],
      ready: solanaReady(dataDir, rpcUrl),
      readyTimeoutMs: 30_000,
      urls: [`${rpcUrl} (Solana devnet ${clusterId}; WebSocket also on ws://${host}:${ports.solanaWs})`],
    },
  ];
};

/**
 * The Sign In With Farcaster relay, when its port is given: custody from the devnet's ID registry stand-in; its
 * connect URIs open the sandbox Farcaster approver (apps/wallet's `/farcaster`).
 */
const farcasterRelay = (
  { host, ports, origins = [] }: StackConfig,
  env: Readonly<Record<string, string>>,
): ServiceSpec[] =>
  ports.farcasterRelay === undefined
    ? []
    : [
        {
          name: 'farcaster',
          command: process.execPath,
          args: serviceArgs('services/farcaster-relay/main.ts'),
          env: {
            ...env,
            FARCASTER_CONNECT_URI_BASE: `http://${host}:${ports.wallet}/farcaster`,
            ...(origins.length === 0
              ? {}
              : { FARCASTER_RELAY_ALLOWED_ORIGINS: [...LOOPBACK_ORIGINS, ...origins].join(',') }),
          },
          ports: [ports.farcasterRelay],
          ready: httpOk(`http://${host}:${ports.farcasterRelay}/health`),
          readyTimeoutMs: 30_000,
          urls: [`http://${host}:${ports.farcasterRelay} (Sign In With Farcaster relay)`],
        },
      ];

/** The local stack, in start order. */
export function stackServices(config: StackConfig): ServiceSpec[] {
  const { host, ports, dataDir } = config;
  const email = emailLoginPorts(config);
  const env = {
    DEVNET_L1_PORT: String(ports.devnetL1),
    DEVNET_L2_PORT: String(ports.devnetL2),
    API_PORT: String(ports.api),
    PGLITE_PORT: String(ports.pglite),
    RELAY_PORT: String(ports.relay),
    WALLET_PORT: String(ports.wallet),
    ...(email === undefined
      ? {}
      : {
          WALLET_SERVICE_PORT: String(email.walletService),
          MAIL_HTTP_PORT: String(email.mailbox),
          MAIL_SMTP_PORT: String(email.smtp),
          SMTP_URL: `smtp://${host}:${email.smtp}`,
          ...(ports.devIdp === undefined ? {} : { SOCIAL_DEV_ISSUER: `http://${host}:${ports.devIdp}` }),
        }),
    ...(ports.farcasterRelay === undefined
      ? {}
      : {
          FARCASTER_RELAY_PORT: String(ports.farcasterRelay),
          FARCASTER_RELAY_URL: `http://${host}:${ports.farcasterRelay}`,
        }),
    LATCH_DATA_DIR: dataDir,
    ...(config.origins === undefined || config.origins.length === 0
      ? {}
      : { LATCH_LOCAL_ORIGINS: config.origins.join(',') }),
    LATCH_LOCAL_RETURN_URLS: localReturnUrls(config).join(','),
    // The one switch to the development defaults (generated keys, loopback URLs, the dev identity provider).
    LATCH_DEVELOPMENT: '1',
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    ...(config.redisUrl ? { REDIS_URL: config.redisUrl } : {}),
  };
  return [
    {
      name: 'devnet',
      command: process.execPath,
      args: serviceArgs('services/devnet/main.ts', '--data-dir', dataDir),
      env,
      ports: [ports.devnetL1, ports.devnetL2],
      ready: devnetReady(dataDir),
      readyTimeoutMs: 60_000,
      urls: [
        `http://${host}:${ports.devnetL1} (chain 31337)`,
        `http://${host}:${ports.devnetL2} (chain 31338)`,
      ],
    },
    ...solanaDevnet(config, env),
    ...(email === undefined ? [] : [mailSink(config, email, env)]),
    ...devIdp(config, email, env),
    {
      name: 'api',
      command: process.execPath,
      args: serviceArgs('services/api/main.ts'),
      env,
      ports: [
        ports.api,
        ...(config.databaseUrl ? [] : [ports.pglite]),
        ...(email === undefined ? [] : [email.walletService]),
      ],
      ready: async () =>
        (await httpOk(`http://${host}:${ports.api}/health`)()) &&
        (email === undefined || (await httpOk(`http://${host}:${email.walletService}/health`)())),
      readyTimeoutMs: 90_000,
      urls: [
        `http://${host}:${ports.api} (data service, project latch-local)`,
        ...(email === undefined ? [] : [`http://${host}:${email.walletService} (embedded-wallet service)`]),
      ],
    },
    {
      name: 'relay',
      command: process.execPath,
      args: serviceArgs('services/relay/main.ts'),
      env,
      ports: [ports.relay],
      ready: httpOk(`http://${host}:${ports.relay}/health`),
      readyTimeoutMs: 30_000,
      urls: [`ws://${host}:${ports.relay} (WalletConnect relay)`],
    },
    ...farcasterRelay(config, env),
    {
      name: 'wallet',
      command: process.execPath,
      // From the sources the page is built on every start; the built stack ships it built.
      args: serviceArgs('apps/wallet/main.ts', ...(BUILT ? [] : ['--build'])),
      env,
      ports: [ports.wallet],
      ready: httpOk(`http://${host}:${ports.wallet}/`),
      readyTimeoutMs: 60_000,
      urls: [`http://${host}:${ports.wallet}/${walletQuery(config)} (sandbox wallet)`],
    },
    ...(ports.demo === undefined
      ? []
      : [
          {
            name: 'demo',
            command: process.execPath,
            args: serviceArgs('apps/demo/main.ts'),
            env: { ...env, DEMO_PORT: String(ports.demo), ...demoSolanaEnv(config) },
            ports: [ports.demo],
            ready: httpOk(`http://${host}:${ports.demo}/demo-config.json`),
            readyTimeoutMs: 90_000,
            urls: [
              `http://${host}:${ports.demo} (demo; ?sandbox=1 injects the sandbox wallet${solanaCluster(config) === undefined ? '' : ', lists the Solana devnet'})`,
            ],
          },
        ]),
  ];
}
