import fc from 'fast-check';
import type { FuzzMethod, FuzzRoute, FuzzSpec } from './FuzzService.js';
import {
  badJson,
  headerList,
  hostileString,
  jsonValue,
  mutatedSample,
  percentEncode,
  rawSegment,
  scalar,
} from './requestParts.js';
import { encodeRequest, type WireRequest, websocketTextFrame } from './wireRequest.js';

const METHODS: readonly FuzzMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The request targets that killed servers (issue 27): each must get a 400 from every server. */
export const CRASHING_TARGETS: readonly string[] = ['//', '//%00', '/\\', '//[', '//%', 'http://[', '//%ZZ'];

/** The malformed targets of issue 27 and their kin. */
export const MALFORMED_TARGETS: readonly string[] = [
  ...CRASHING_TARGETS,
  '*',
  'http://example.com/',
  '/%',
  '/%zz%00',
  '/?%',
  '/#x',
  '///a',
  '/..%2f..%2f',
];

/** Requests Node's parser or the front must refuse: broken request lines, headers and framing. */
export const RAW_MALFORMED: readonly string[] = [
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX: a\u0000b\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n folded\r\n\r\n',
  'GET / HTTP/1.1\nHost: x\nConnection: close\n\n',
  'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked, x\r\n\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n',
  '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003\r\n\r\n',
  'G\u00c9T / HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /\u00ff HTTP/1.1\r\nHost: x\r\n\r\n',
];

const raw = (label: string, bytes: string): WireRequest => ({ label, bytes: Buffer.from(bytes, 'latin1') });

const hostileTarget = fc
  .tuple(fc.constantFrom(...MALFORMED_TARGETS), fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS'))
  .map(([target, method]) => ({
    label: `${method} ${target} (malformed target)`,
    bytes: encodeRequest({ method, target, headers: [] }),
  }));

const rawMalformed = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...RAW_MALFORMED).map((bytes) => raw('raw malformed', bytes)) },
  fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .map((bytes) => ({ label: 'random bytes', bytes: Buffer.concat([bytes, Buffer.from('\r\n\r\n')]) })),
);

/** Targets, headers and bodies past every limit of the front (8 KiB target, 16 KiB headers, 64 KiB body). */
const oversized = fc.oneof(
  fc.integer({ min: 8 * 1024, max: 40 * 1024 }).map((length) => ({
    label: `GET of a ${length}-byte target`,
    bytes: encodeRequest({ method: 'GET', target: `/${'a'.repeat(length)}`, headers: [] }),
  })),
  fc.integer({ min: 16 * 1024, max: 80 * 1024 }).map((length) => ({
    label: `${length}-byte header`,
    bytes: encodeRequest({ method: 'GET', target: '/', headers: [['x-padding', 'p'.repeat(length)]] }),
  })),
  fc.integer({ min: 200, max: 2000 }).map((count) => ({
    label: `${count} headers`,
    bytes: encodeRequest({
      method: 'GET',
      target: '/',
      headers: Array.from({ length: count }, (_, index) => [`x-h${index}`, 'v'] as const),
    }),
  })),
  fc.tuple(fc.integer({ min: 64 * 1024, max: 300_000 }), fc.boolean()).map(([length, chunked]) => ({
    label: `POST of a ${length}-byte body${chunked ? ' (chunked)' : ''}`,
    bytes: encodeRequest({
      method: 'POST',
      target: '/',
      headers: [['content-type', 'application/json']],
      body: `{"a":"${'x'.repeat(length)}"}`,
      chunked,
    }),
  })),
);

const queryOf = (route: FuzzRoute, vocabulary: readonly string[]): fc.Arbitrary<string> => {
  const keys = [...(route.query ?? []), 'projectId'];
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys), hostileString), scalar(vocabulary));
  return fc
    .tuple(fc.array(pair, { maxLength: 6 }), fc.boolean())
    .map(([pairs, rawPairs]) =>
      rawPairs
        ? pairs.map(([key, value]) => `${key}=${value.replace(/[#\s]/g, '')}`).join('&')
        : new URLSearchParams(pairs.map(([key, value]) => [key, value])).toString(),
    );
};

const pathOf = (route: FuzzRoute, vocabulary: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...route.path
        .split('/')
        .map((segment) =>
          segment.startsWith(':')
            ? fc.oneof(
                { weight: 4, arbitrary: scalar(vocabulary).map(percentEncode) },
                { weight: 1, arbitrary: rawSegment },
              )
            : fc.constant(segment),
        ),
    )
    .map((segments) => segments.join('/'));

const encodeBody = (route: FuzzRoute, value: Readonly<Record<string, unknown>>): string =>
  route.encoding === 'form'
    ? new URLSearchParams(
        Object.entries(value).map(([key, field]) => [
          key,
          typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
        ]),
      ).toString()
    : JSON.stringify(value);

const bodyOf = (route: FuzzRoute, vocabulary: readonly string[]): fc.Arbitrary<string | undefined> => {
  const sample = route.sample ?? {};
  return fc.oneof(
    { weight: 6, arbitrary: mutatedSample(sample, vocabulary).map((value) => encodeBody(route, value)) },
    { weight: 2, arbitrary: fc.constant(encodeBody(route, sample)) },
    { weight: 2, arbitrary: badJson },
    jsonValue(vocabulary).map((value) => JSON.stringify(value) ?? 'null'),
    hostileString,
    fc.constant(undefined),
  );
};

const UPGRADE_HEADERS: readonly (readonly [string, string])[] = [
  ['connection', 'Upgrade'],
  ['upgrade', 'websocket'],
  ['sec-websocket-version', '13'],
  ['sec-websocket-key', 'dGhlIHNhbXBsZSBub25jZQ=='],
];

/** A request to one of the service's routes, its method, path, query, headers and body mutated. */
const routeRequest = (spec: FuzzSpec): fc.Arbitrary<WireRequest> =>
  fc.constantFrom(...spec.routes).chain((route) =>
    fc
      .record({
        method: fc.oneof(
          { weight: 8, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
        path: pathOf(route, spec.vocabulary),
        query: queryOf(route, spec.vocabulary),
        headers: headerList(spec.headers),
        body:
          route.method === 'GET' || route.method === 'HEAD'
            ? fc.constant(undefined)
            : bodyOf(route, spec.vocabulary),
        chunked: fc.boolean(),
        frame:
          spec.frames === undefined ? fc.constant(undefined) : fc.option(spec.frames, { nil: undefined }),
      })
      .map(({ method, path, query, headers, body, chunked, frame }): WireRequest => {
        const target = query === '' ? path : `${path}?${query}`;
        const all = route.upgrade === true ? [...UPGRADE_HEADERS, ...headers] : headers;
        return {
          label: `${method} ${route.path} (route)`,
          bytes: encodeRequest({
            method,
            target,
            headers: all,
            ...(body === undefined ? {} : { body, chunked }),
          }),
          ...(frame === undefined ? {} : { afterUpgrade: websocketTextFrame(frame.slice(0, 60_000)) }),
        };
      }),
  );

/** A deep or odd path nobody routes. */
const strayRequest = (spec: FuzzSpec): fc.Arbitrary<WireRequest> =>
  fc
    .record({
      method: fc.constantFrom(...METHODS),
      segments: fc.array(fc.oneof(hostileString.map(percentEncode), rawSegment), { maxLength: 40 }),
      headers: headerList(spec.headers),
    })
    .map(({ method, segments, headers }) => ({
      label: `${method} stray path`,
      bytes: encodeRequest({ method, target: `/${segments.join('/')}`, headers }),
    }));

/** Every kind of request the fuzz sends a service: mostly its routes, then hostile targets, raw bytes, oversize. */
export const serviceRequests = (spec: FuzzSpec): fc.Arbitrary<WireRequest> =>
  fc.oneof(
    { weight: 12, arbitrary: routeRequest(spec) },
    { weight: 2, arbitrary: strayRequest(spec) },
    { weight: 1, arbitrary: hostileTarget },
    { weight: 1, arbitrary: rawMalformed },
    { weight: 1, arbitrary: oversized },
  );
