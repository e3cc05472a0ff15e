import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOST_ORIGIN_HEADER } from './http/hostGuard.js';
import {
  HOST_ORIGIN,
  logIn,
  proofHeaders,
  serviceForThisFile,
  TEST_PROJECT,
  type TestWalletService,
} from './testing/testWalletService.js';

const startedService = serviceForThisFile();
let service: TestWalletService;
let session: Awaited<ReturnType<typeof logIn>>;
beforeAll(async () => {
  service = startedService();
  session = await logIn(service, 'fuzz@example.com');
});

/** encodeURIComponent refuses lone surrogates (the body carries those instead). */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/g, '\uFFFD');

const ROUTES = [
  ['POST', '/v1/email/start'],
  ['POST', '/v1/email/verify'],
  ['GET', '/v1/user'],
  ['POST', '/v1/sign-out'],
  ['POST', '/v1/rpc'],
] as const;

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('\u0000', '\uD800', '0x', `0x${'f'.repeat(4000)}`, '__proto__', 'constructor'),
);
const method = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
    ),
  },
  { weight: 1, arbitrary: hostile },
);
const field = fc.oneof(
  hostile,
  fc.jsonValue({ maxDepth: 3 }),
  fc.object({ maxDepth: 3 }),
  fc.constantFrom('fuzz@example.com', '123456'),
);
const likely = <T, U>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: other });
// Most requests get past the schema, the host check and the session, so the signing code sees them too.
const paramsArbitrary = fc.oneof(
  fc.tuple(fc.constant('self'), field),
  fc.tuple(field, fc.constant('self')),
  fc.array(field, { maxLength: 4 }),
);

const body = fc.record(
  {
    email: field,
    otp: field,
    method,
    params: paramsArbitrary,
    chainId: likely(fc.constant(31337), fc.oneof(fc.integer(), hostile)),
  },
  { requiredKeys: [] },
);

describe('hostile requests', () => {
  it('never get a 5xx, on any route, signed in or not', async () => {
    let signed = 0;
    await fc.assert(
      fc.asyncProperty(
        // The signing route has the most code behind it: it gets half the requests.
        fc.oneof(fc.constant(ROUTES[4]), fc.constantFrom(...ROUTES)),
        body,
        likely(fc.constant(true), fc.constant(false)),
        likely(fc.constant(HOST_ORIGIN), hostile),
        likely(
          fc.constant(`?projectId=${TEST_PROJECT}`),
          fc.oneof(
            fc.constant(''),
            hostile.map(
              (q) =>
                `?projectId=${encodeURIComponent(wellFormed(q))}&chainId=${encodeURIComponent(wellFormed(q))}`,
            ),
          ),
        ),
        async ([verb, path], payload, signedIn, hostOrigin, query) => {
          const params = Array.isArray(payload.params)
            ? payload.params.map((p) => (p === 'self' ? session.user.address : p))
            : payload.params;
          const url = `${path}${query}`;
          const text = verb === 'POST' ? JSON.stringify({ ...payload, params }) : '';
          // A header holds visible ASCII on the wire (inject refuses anything else before sending).
          const host = hostOrigin.replace(/[^\x20-\x7e]/g, '?');
          // Signing out with the shared session would end it for every later request.
          const token = signedIn && path !== '/v1/sign-out' ? session.token : undefined;
          const response = await service.app.inject({
            method: verb,
            url,
            headers: {
              'content-type': 'application/json',
              [HOST_ORIGIN_HEADER]: host,
              ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
              // The frame's proof and approval, as the frame sends them.
              ...(await proofHeaders(
                { method: verb, url, hostOrigin: host, body: text, token },
                { now: service.clock.now(), approve: path === '/v1/rpc' },
              )),
            },
            ...(verb === 'POST' ? { payload: text } : {}),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (path === '/v1/rpc' && response.statusCode === 200) signed++;
        },
      ),
      { numRuns: 600, seed: 13 },
    );
    // The generator is no use unless many requests get through to the signing code.
    expect(signed).toBeGreaterThan(30);
  }, 60_000);
});
