import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../ports/index.js';
import { createProject } from '../../api/db/projects.js';
import { openTestDatabase, type TestBackend, type TestDatabase } from '../../api/testing/testDatabases.js';
import { type RunningMailSink, startMailSink } from '../../mail-sink/startMailSink.js';
import { buildWalletService, type WalletServiceDeps } from '../buildWalletService.js';
import { createKeyRing, type KeyRing } from '../custody/KeyRing.js';
import { HOST_ORIGIN_HEADER } from '../http/hostGuard.js';
import { createSmtpMailer } from '../mail/createSmtpMailer.js';
import type { LoginMailer } from '../mail/LoginMailer.js';

/**
 * Test and bench helpers (never imported by the service): the wallet service on loopback over real PGlite and SMTP.
 * Nothing here needs vitest; `testWalletService.ts` adds the per-file lifecycle of the tests.
 */

/** Server time the tests move (codes expire, cooldowns pass, sessions end) without waiting. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

const testClock = (start: number): TestClock => {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
};

export const TEST_PROJECT = 'wallet-test';
export const HOST_ORIGIN = 'https://app.example.com';

export const testKeyRing = (id = 'test-1'): KeyRing => createKeyRing([{ id, key: randomBytes(32) }]);

export interface TestWalletService {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly test: TestDatabase;
  readonly sink: RunningMailSink;
  readonly clock: TestClock;
  readonly ring: KeyRing;
  /** Makes the mailer fail (SMTP down) or work again. */
  smtpDown(down: boolean): void;
  close(): Promise<void>;
}

/** A mailer that talks real SMTP: to the sink, or to a port nothing listens on while "down". */
const switchableMailer = (sinkUrl: string) => {
  const up = createSmtpMailer({ smtpUrl: sinkUrl, from: 'wallet@latch.test', ttlMinutes: 10 });
  const down = createSmtpMailer({
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'wallet@latch.test',
    ttlMinutes: 10,
    timeoutMs: 2000,
  });
  let current = up;
  const mailer: LoginMailer = {
    sendLoginCode: (to, code) => current.sendLoginCode(to, code),
    sendDeviceLink: (to, url) => current.sendDeviceLink(to, url),
  };
  return {
    mailer,
    setDown: (isDown: boolean) => {
      current = isDown ? down : up;
    },
  };
};

export const startTestWalletService = async (
  overrides: Partial<WalletServiceDeps> = {},
  backend: TestBackend = 'pglite',
  port = 0,
): Promise<TestWalletService> => {
  const test = await openTestDatabase(backend);
  await createProject(test.database.pool, { id: TEST_PROJECT, name: 'test', allowedOrigins: [HOST_ORIGIN] });
  const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  const clock = testClock(Date.now());
  const ring = overrides.ring ?? testKeyRing();
  const { mailer, setDown } = switchableMailer(sink.smtpUrl);
  const app = await buildWalletService({
    db: test.database.pool,
    ring,
    mailer,
    chainIds: [31337, 31338],
    clock,
    logLevel: 'silent',
    projectCacheTtlMs: 0,
    ...overrides,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${listening}`,
    app,
    test,
    sink,
    clock,
    ring,
    smtpDown: setDown,
    async close() {
      await app.close();
      await sink.close();
      await test.cleanup();
    },
  };
};

export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  readonly hostOrigin?: string;
  readonly projectId?: string;
  readonly headers?: Record<string, string>;
  readonly query?: string;
}

/** One request the way the frame makes it: JSON, `?projectId=`, the host-origin header, the bearer token. */
export const call = async (
  service: { url: string },
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => {
  const response = await fetch(
    `${service.url}${path}?projectId=${options.projectId ?? TEST_PROJECT}${options.query ?? ''}`,
    {
      method,
      headers: {
        [HOST_ORIGIN_HEADER]: options.hostOrigin ?? HOST_ORIGIN,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as unknown,
  };
};

/** The newest login code mailed to `email`, read from the sink's JSON route. */
export const readMailedCode = async (sink: RunningMailSink, email: string): Promise<string | undefined> => {
  const response = await fetch(`${sink.mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { code?: string }[];
  return messages[0]?.code;
};

/** E-mail login end to end: request, read the mail, verify. Returns the session token and user. */
export const logIn = async (service: TestWalletService, email: string) => {
  const started = await call(service, 'POST', '/v1/email/start', { body: { email } });
  if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  const otp = await readMailedCode(service.sink, email);
  const verified = await call(service, 'POST', '/v1/email/verify', { body: { email, otp } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body as { token: string; user: { address: `0x${string}`; email: string; chainId: number } };
};
