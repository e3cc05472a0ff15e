import fc from 'fast-check';

/** Percent-encodes every byte of the UTF-8 form but the unreserved ones (never throws, unlike encodeURIComponent). */
export const percentEncode = (text: string): string =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

/** Path segments sent as they are: bad escapes, invalid UTF-8, encoded slashes and NUL. */
export const rawSegment = fc.constantFrom(
  '',
  '..',
  '.',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '%2e%2e',
  '%00',
  '%FF',
  'v1',
  'index.html',
  'a.js',
);

/** Strings an attacker tries: control characters, NUL, lone surrogates, traversal, huge digits, markup. */
export const hostileString = fc.oneof(
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
      '😀',
    ),
  },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 2000 }).map((length) => 'x'.repeat(length)),
);

/** A hostile string or one of the service's own values. */
export const scalar = (vocabulary: readonly string[]): fc.Arbitrary<string> =>
  vocabulary.length === 0
    ? hostileString
    : fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...vocabulary) },
        hostileString,
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      );

/** Any JSON value, a little deep at times. */
export const jsonValue = (vocabulary: readonly string[]): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar(vocabulary),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(hostileString, tie('value'), { maxKeys: 5 }),
    ),
  })).value;

/** The sample with one to three fields replaced by hostile values (or removed), sometimes one nested deeper. */
export const mutatedSample = (sample: Readonly<Record<string, unknown>>, vocabulary: readonly string[]) => {
  const keys = Object.keys(sample);
  const change = fc.tuple(
    keys.length === 0 ? hostileString : fc.oneof(fc.constantFrom(...keys), hostileString),
    fc.oneof(jsonValue(vocabulary), fc.constant(undefined)),
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

/** Text that is not JSON, or JSON cut short. */
export const badJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    "{'a':1}",
    '\u0000',
    'undefined',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ maxLength: 200 }),
  fc.nat({ max: 50_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
);

/** A header value legal on the wire: no control characters but tab. */
export const wireSafe = (value: string): string => value.replace(/[^\t\x20-\x7e]/g, '');

/** Common request headers, some odd, plus the service's own. */
export const headerList = (
  own: Readonly<Record<string, readonly string[]>> = {},
): fc.Arbitrary<(readonly [string, string])[]> => {
  const pick = (values: readonly string[]) =>
    fc.oneof(fc.constantFrom(...values), hostileString.map(wireSafe));
  const common: Record<string, fc.Arbitrary<string>> = {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'garbage',
    ),
    origin: fc.constantFrom(
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'https://evil.example',
      'null',
      '',
    ),
    host: fc.constantFrom('evil.example', '127.0.0.1', 'localhost:1', '[::1]'),
    accept: fc.constantFrom('*/*', 'application/json', 'text/html'),
    authorization: fc.oneof(
      fc.constantFrom('Bearer a.b.c', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer eyJhbGciOiJub25lIn0.e30.'),
      fc.string({ maxLength: 3000 }).map((token) => `Bearer ${wireSafe(token)}`),
    ),
    cookie: hostileString.map((value) => `_session=${wireSafe(value)}`),
    'x-forwarded-for': fc.ipV6(),
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=9999999999-', 'bytes=x'),
    'if-none-match': fc.constantFrom('*', 'W/"x"'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
  };
  const ownArbitraries = Object.fromEntries(
    Object.entries(own).map(([name, values]) => [name, pick(values)]),
  );
  return fc
    .record({ ...common, ...ownArbitraries }, { requiredKeys: [] })
    .map((headers) => Object.entries(headers).map(([name, value]) => [name, wireSafe(value ?? '')] as const));
};
