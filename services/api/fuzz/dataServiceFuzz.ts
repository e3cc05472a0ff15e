import type { FastifyInstance } from 'fastify';
import type { FuzzRoute, FuzzService } from '../../http-front/fuzz/FuzzService.js';
import { solanaCaipNetworkId, solanaGenesisHash } from '../../solana-devnet/clusterId.js';
import { SOLANA_DEVNET_SEED } from '../../solana-devnet/seedKeys.js';
import { SANDBOX_CHECKOUT_PATH } from '../onramp/issueCheckout.js';
import { buildTestApi } from '../testing/testApi.js';
import { openTestDatabase } from '../testing/testDatabases.js';

/** Routes of the data service: method, path template (`:x` is a path parameter), query keys. */
interface RouteShape {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly query: readonly string[];
  readonly body?: readonly string[];
}

const PROJECT = 'latch-local';
const CHAINS = ['eip155:31337', 'eip155:31338', solanaCaipNetworkId(solanaGenesisHash(SOLANA_DEVNET_SEED))];
const ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
];
/** The values the data service's validation wants: project, CAIP-2 chains, addresses and CAIP-10 accounts. */
const VOCABULARY = [
  PROJECT,
  ...CHAINS,
  ...ADDRESSES,
  ...CHAINS.flatMap((chain) => ADDRESSES.map((address) => `${chain}:${address}`)),
  'usd',
  'USDC',
];

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const SAMPLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '/e': {
    eventId: 'fuzz-event',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 1_732_000_000_000,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  },
  '/v1': { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
  '/v1/fungible/price': { currency: 'usd', addresses: [`eip155:31337:${ADDRESS}`] },
  '/v1/convert/build-transaction': {
    amount: '1000',
    from: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    to: `eip155:31337:${ADDRESS}`,
    userAddress: `eip155:31337:${ADDRESS}`,
    eip155: { slippage: '1' },
  },
  '/v1/onramp/quote': {
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '100',
    network: 'eip155:31337',
  },
  '/v1/generators/onrampurl': { destinationWallets: [{ address: ADDRESS.slice(2) }], partnerUserId: 'fuzz' },
  '/v1/profile/account': { coin_type: 60, address: ADDRESS, message: '{}', signature: '0x00' },
  '/v1/siwx/sessions': {
    message: [
      'localhost:5173 wants you to sign in with your Ethereum account:',
      ADDRESS,
      '',
      'URI: http://localhost:5173/',
      'Version: 1',
      'Chain ID: eip155:31337',
      'Nonce: fuzzNonce123',
      'Issued At: 2026-11-26T15:00:00Z',
    ].join('\n'),
    signature: '0x00',
  },
  '/v1/sessions/:id/revoke': { pci: 'AAAAAAAAAAAAAAAAAAAAAA', signature: '0x00' },
};

const ROUTES: readonly RouteShape[] = [
  { method: 'GET', path: '/health', query: [] },
  { method: 'GET', path: '/v1/supported-chains', query: [] },
  { method: 'GET', path: '/v1/account/:address/balance', query: ['currency', 'chainId', 'forceUpdate'] },
  { method: 'GET', path: '/v1/account/:address/history', query: ['chainId', 'cursor', 'onramp'] },
  { method: 'GET', path: '/v1/identity/:address', query: ['sender'] },
  { method: 'GET', path: '/v1/profile/account/:name', query: ['apiVersion'] },
  { method: 'GET', path: '/v1/profile/reverse/:address', query: ['apiVersion'] },
  { method: 'GET', path: '/v1/profile/suggestions/:name', query: ['zone'] },
  {
    method: 'POST',
    path: '/v1/profile/account',
    query: [],
    body: ['coin_type', 'address', 'message', 'signature', 'projectId'],
  },
  { method: 'GET', path: '/v1/onramp/options', query: [] },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    query: [],
    body: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network', 'paymentMethod', 'projectId'],
  },
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    query: [],
    body: ['destinationWallets', 'partnerUserId', 'defaultNetwork', 'presetCryptoAmount', 'redirectUrl'],
  },
  { method: 'GET', path: '/sandbox/onramp/checkout', query: ['id', 'amount', 'currency', 'address'] },
  { method: 'POST', path: '/sandbox/onramp/checkout', query: ['id'], body: ['card', 'name', 'amount'] },
  {
    method: 'GET',
    path: '/getWallets',
    query: ['page', 'entries', 'search', 'include', 'exclude', 'chains'],
  },
  { method: 'GET', path: '/wallet-images/:file', query: [] },
  { method: 'GET', path: '/token-icons/:file', query: [] },
  { method: 'GET', path: '/v1/convert/tokens', query: ['chainId'] },
  { method: 'GET', path: '/v1/convert/quotes', query: ['amount', 'from', 'to', 'userAddress', 'gasPrice'] },
  { method: 'GET', path: '/v1/convert/allowance', query: ['tokenAddress', 'userAddress'] },
  { method: 'GET', path: '/v1/convert/gas-price', query: ['chainId'] },
  { method: 'GET', path: '/v1/convert/build-approve', query: ['from', 'to', 'amount', 'userAddress'] },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    query: [],
    body: ['amount', 'from', 'to', 'userAddress', 'eip155', 'disableEstimate', 'projectId'],
  },
  { method: 'POST', path: '/v1/fungible/price', query: [], body: ['currency', 'addresses', 'projectId'] },
  {
    method: 'POST',
    path: '/e',
    query: [],
    body: ['eventId', 'url', 'domain', 'timestamp', 'props', 'projectId'],
  },
  { method: 'POST', path: '/v1', query: ['chainId'], body: ['jsonrpc', 'id', 'method', 'params'] },
  { method: 'POST', path: '/v1/siwx/nonces', query: [] },
  { method: 'POST', path: '/v1/siwx/sessions', query: [], body: ['message', 'signature', 'projectId'] },
  { method: 'GET', path: '/v1/siwx/session', query: [] },
  { method: 'DELETE', path: '/v1/siwx/session', query: [] },
  { method: 'GET', path: '/v1/sessions/:id', query: [] },
  { method: 'POST', path: '/v1/sessions/:id/revoke', query: [], body: ['pci', 'signature'] },
];

/** The data service's routes (its routes/ folder), with a valid body where it takes one. */
export const DATA_SERVICE_ROUTES: readonly FuzzRoute[] = ROUTES.map((route) => {
  const sample = SAMPLES[route.path] ?? (route.body === undefined ? undefined : {});
  return {
    method: route.method,
    path: route.path,
    query: route.query,
    ...(sample === undefined ? {} : { sample }),
    ...(route.path === SANDBOX_CHECKOUT_PATH ? { encoding: 'form' as const } : {}),
  };
});

const UNLIMITED = { max: 100_000_000, windowMs: 60_000 };

/**
 * The data service on PGlite without chains, as its tests build it (the local project seeded), listening on a
 * free loopback port.
 */
const startDataService = async (
  routes: readonly FuzzRoute[],
  extra: (app: FastifyInstance) => Promise<string[]>,
) => {
  const database = await openTestDatabase('pglite', { localProject: true });
  const app = await buildTestApi(database, {
    rateLimits: { perIp: UNLIMITED, perProject: UNLIMITED },
    analytics: { limits: { dailyQuota: 100_000_000 } },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: Number(new URL(url).port),
    health: { target: '/health', status: 200 },
    close: async () => {
      await app.close();
      await database.cleanup();
    },
    spec: {
      routes,
      vocabulary: [...VOCABULARY, ...(await extra(app))],
      headers: { origin: ['http://localhost:5173'], 'x-request-id': ['fuzz'] },
    },
  };
};

export const dataServiceFuzz: FuzzService = {
  name: 'data service',
  start: () => startDataService(DATA_SERVICE_ROUTES, async () => []),
};

/** A checkout id the service signed (the sandbox needs a sandbox network; without one, none). */
const issuedCheckout = async (app: FastifyInstance): Promise<string[]> => {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/generators/onrampurl?projectId=${PROJECT}`,
    payload: SAMPLES['/v1/generators/onrampurl'] as Record<string, unknown>,
  });
  if (response.statusCode !== 200) return [];
  const { url } = response.json<{ url: string }>();
  return [new URL(url).searchParams.get('checkout') ?? ''];
};

/** The sandbox on-ramp checkout page and its payment form (served by the data service). */
export const sandboxCheckoutFuzz: FuzzService = {
  name: 'sandbox checkout',
  start: () =>
    startDataService(
      [
        {
          method: 'GET',
          path: SANDBOX_CHECKOUT_PATH,
          query: ['checkout', 'id', 'amount', 'currency', 'address'],
        },
        {
          method: 'POST',
          path: SANDBOX_CHECKOUT_PATH,
          query: ['checkout'],
          encoding: 'form',
          sample: { card: '4242424242424242', name: 'Fuzz', amount: '50' },
        },
        {
          method: 'POST',
          path: '/v1/generators/onrampurl',
          query: [],
          sample: SAMPLES['/v1/generators/onrampurl'] ?? {},
        },
      ],
      issuedCheckout,
    ),
};
