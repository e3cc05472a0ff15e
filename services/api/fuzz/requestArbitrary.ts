import fc from 'fast-check';
import { solanaCaipNetworkId, solanaGenesisHash } from '../../solana-devnet/clusterId.js';
import { SOLANA_DEVNET_SEED } from '../../solana-devnet/seedKeys.js';

/** One generated HTTP request, in the shape `app.inject` takes. */
export interface FuzzRequest {
  readonly method: 'GET' | 'POST' | 'HEAD' | 'OPTIONS' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
}

/** What the generator aims at: the devnet's chain and addresses make valid-looking requests likelier. */
export interface FuzzTargets {
  readonly projectIds: readonly string[];
  readonly chainIds: readonly string[];
  readonly addresses: readonly string[];
}

export const DEFAULT_TARGETS: FuzzTargets = {
  projectIds: ['latch-local'],
  chainIds: ['eip155:31337', 'eip155:31338', solanaCaipNetworkId(solanaGenesisHash(SOLANA_DEVNET_SEED))],
  addresses: [
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  ],
};

/** Routes of the data service: method, path template (`:x` is a path parameter), query keys, body keys. */
interface RouteShape {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly query: readonly string[];
  readonly body?: readonly string[];
  /** A valid body, mutated one field at a time so most requests get past the schema. */
  readonly sample?: Readonly<Record<string, unknown>>;
}

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

export const FUZZ_ROUTES: readonly RouteShape[] = [
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

/** Percent-encodes every byte of the UTF-8 form but the unreserved ones (never throws, unlike encodeURIComponent). */
const percentEncode = (text: string): string =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

/** Path segments sent as they are: bad escapes, invalid UTF-8, encoded slashes and NUL. */
const rawSegment = fc.constantFrom(
  '',
  '..',
  '.',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '%00',
  '%FF',
  'v1',
  'e',
);

/** Strings an attacker tries: control characters, NUL, lone surrogates, traversal, huge digits, markup. */
const hostileString = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff',
      '../../etc/passwd',
      '%00',
      '%',
      '%zz',
      '//',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '9'.repeat(400),
      '-1',
      '1e308',
      'NaN',
      'Infinity',
      '0x',
      `0x${'f'.repeat(64)}`,
      'null',
      'true',
      '__proto__',
      'constructor',
      ' ',
      '\r\n',
      'eip155:0',
      'eip155:99999999999999999999',
      'usd',
      'coinbase',
      '😀',
    ),
  },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 2000 }).map((length) => 'x'.repeat(length)),
);

/** Any JSON value, a little deep at times. */
const jsonValue = (targets: FuzzTargets): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString,
      fc.constantFrom(...targets.addresses, ...targets.chainIds, ...targets.projectIds),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(hostileString, tie('value'), { maxKeys: 5 }),
    ),
  })).value;

const scalar = (targets: FuzzTargets): fc.Arbitrary<string> =>
  fc.oneof(
    hostileString,
    fc.constantFrom(...targets.addresses, ...targets.chainIds, ...targets.projectIds),
    fc
      .constantFrom(...targets.chainIds)
      .chain((chain) => fc.constantFrom(...targets.addresses).map((address) => `${chain}:${address}`)),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  );

const queryString = (route: RouteShape, targets: FuzzTargets): fc.Arbitrary<string> => {
  const keys = [...route.query, 'projectId', 'st', 'sv'];
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys), hostileString), scalar(targets));
  return fc
    .tuple(
      fc.option(fc.constantFrom(...targets.projectIds), { nil: undefined }),
      fc.array(pair, { maxLength: 6 }),
      fc.boolean(),
    )
    .map(([projectId, pairs, raw]) => {
      const all = projectId === undefined ? pairs : [['projectId', projectId] as const, ...pairs];
      if (raw) return all.map(([key, value]) => `${key}=${value.replace(/[#\s]/g, '')}`).join('&');
      return new URLSearchParams(all.map(([key, value]) => [key, value])).toString();
    });
};

const pathOf = (route: RouteShape, targets: FuzzTargets): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...route.path
        .split('/')
        .map((segment) =>
          segment.startsWith(':')
            ? fc.oneof(
                { weight: 4, arbitrary: scalar(targets).map(percentEncode) },
                { weight: 1, arbitrary: rawSegment },
              )
            : fc.constant(segment),
        ),
    )
    .map((segments) => segments.join('/'));

/** The sample with one to three fields replaced by hostile values (or removed), sometimes one nested deeper. */
const mutatedSample = (sample: Readonly<Record<string, unknown>>, targets: FuzzTargets) => {
  const keys = Object.keys(sample);
  const change = fc.tuple(
    fc.oneof(fc.constantFrom(...keys), hostileString),
    fc.oneof(jsonValue(targets), fc.constant(undefined)),
    fc.option(hostileString, { nil: undefined }),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = { ...sample };
    for (const [key, value, inner] of changes) {
      const current = body[key];
      if (inner !== undefined && typeof current === 'object' && current !== null && !Array.isArray(current)) {
        body[key] = { ...current, [inner]: value };
      } else body[key] = value;
    }
    return body;
  });
};

const bodyOf = (route: RouteShape, targets: FuzzTargets): fc.Arbitrary<string | undefined> => {
  const keys = route.body ?? [];
  const sample = SAMPLES[route.path];
  const record =
    keys.length === 0
      ? fc.dictionary(hostileString, jsonValue(targets), { maxKeys: 4 })
      : fc.record(Object.fromEntries(keys.map((key) => [key, jsonValue(targets)])), { requiredKeys: [] });
  return fc.oneof(
    ...(sample === undefined
      ? []
      : [{ weight: 6, arbitrary: mutatedSample(sample, targets).map((value) => JSON.stringify(value)) }]),
    { weight: 1, arbitrary: fc.constant(sample === undefined ? '{}' : JSON.stringify(sample)) },
    { weight: 2, arbitrary: record.map((value) => JSON.stringify(value)) },
    fc.array(record, { maxLength: 3 }).map((value) => JSON.stringify(value)),
    jsonValue(targets).map((value) => JSON.stringify(value) ?? 'null'),
    hostileString,
    fc.constant(undefined),
  );
};

const headersArbitrary = (): fc.Arbitrary<Record<string, string>> =>
  fc
    .record(
      {
        'content-type': fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
          {
            weight: 2,
            arbitrary: fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/octet-stream',
              'garbage',
            ),
          },
        ),
        origin: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('http://localhost:5173', 'http://127.0.0.1:5174') },
          { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', '', 'http://[::1]') },
        ),
        'x-request-id': fc.oneof(fc.uuid(), fc.string({ maxLength: 200 })),
        host: fc.constantFrom('evil.example', '127.0.0.1', 'localhost:1', ''),
        accept: fc.constantFrom('*/*', 'application/json', 'text/html'),
        'x-forwarded-for': fc.ipV6(),
        'access-control-request-method': fc.constantFrom('POST', 'GET', 'DELETE'),
        // Session tokens of the sign-in routes: malformed, unsigned, huge.
        authorization: fc.oneof(
          fc.constantFrom('Bearer a.b.c', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer eyJhbGciOiJub25lIn0.e30.'),
          fc.string({ maxLength: 5000 }).map((token) => `Bearer ${token}`),
        ),
      },
      { requiredKeys: ['content-type'] },
    )
    .map((headers) =>
      // Header values must be legal on the wire: no control characters outside tab.
      Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, value.replace(/[^\t\x20-\x7e]/g, '')]),
      ),
    );

/** A request to one of the routes, its parts mutated. */
const routeRequest = (targets: FuzzTargets): fc.Arbitrary<FuzzRequest> =>
  fc
    .constantFrom(...FUZZ_ROUTES)
    .chain((route) =>
      fc.record({
        method: fc.oneof(
          { weight: 8, arbitrary: fc.constant(route.method) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE' as const),
          },
        ),
        path: pathOf(route, targets),
        query: queryString(route, targets),
        headers: headersArbitrary(),
        payload: route.method === 'POST' ? bodyOf(route, targets) : fc.constant(undefined),
      }),
    )
    .map(({ method, path, query, headers, payload }) => ({
      method,
      url: query === '' ? path : `${path}?${query}`,
      headers,
      ...(payload !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload } : {}),
    }));

/** A path nobody routes: odd slashes, escapes, traversal. */
const strayRequest = (): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE' as const),
      segments: fc.array(fc.oneof(hostileString.map(percentEncode), rawSegment), {
        maxLength: 6,
      }),
      headers: headersArbitrary(),
    })
    .map(({ method, segments, headers }) => ({ method, url: `/${segments.join('/')}`, headers }));

/** Generated requests over every route of the data service, and around them. */
export const requestArbitrary = (targets: FuzzTargets = DEFAULT_TARGETS): fc.Arbitrary<FuzzRequest> =>
  fc.oneof({ weight: 9, arbitrary: routeRequest(targets) }, { weight: 1, arbitrary: strayRequest() });
