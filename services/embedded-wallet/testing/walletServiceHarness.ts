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
import {
  APPROVAL_HEADER,
  generateProofKey,
  PROOF_HEADER,
  type ProofKey,
  type ProvenRequest,
  signApproval,
  signRequestProof,
} from '../proof/signRequestProof.js';

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
/** The one page the test project registers for the popup-less social return (issue 26 §5: exact URLs). */
export const HOST_RETURN_URL = `${HOST_ORIGIN}/app?tab=1`;

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
  await createProject(test.database.pool, {
    id: TEST_PROJECT,
    name: 'test',
    allowedOrigins: [HOST_ORIGIN],
    socialReturnUrls: [HOST_RETURN_URL],
  });
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
  /**
   * The frame key that signs the request's proof: default the harness's one "browser" (`FRAME_KEY`), `false`
   * for none (a client without the frame's key).
   */
  readonly key?: ProofKey | false;
  /** A `/v1/rpc` call goes with the frame's approval unless this is false (the user approved it). */
  readonly approve?: boolean;
  /** Aborts the request (the client goes away). */
  readonly signal?: AbortSignal;
}

let frameKey: Promise<ProofKey> | undefined;
/** The key of the harness's frame: what logIn and call sign with unless told otherwise. */
export const FRAME_KEY = (): Promise<ProofKey> => {
  frameKey ??= generateProofKey();
  return frameKey;
};

/** The frame's `x-latch-proof` (and, with `approve`, its `x-latch-approval`) of one request. */
export const proofHeaders = async (
  request: ProvenRequest,
  options: { readonly now: number; readonly key?: ProofKey; readonly approve?: boolean },
): Promise<Record<string, string>> => {
  const key = options.key ?? (await FRAME_KEY());
  return {
    [PROOF_HEADER]: await signRequestProof(key, request, options.now),
    ...(options.approve === true ? { [APPROVAL_HEADER]: await signApproval(key, request, options.now) } : {}),
  };
};

/**
 * One request the way the frame makes it: JSON, `?projectId=`, the host-origin header, the bearer token, the
 * proof of the frame's key over it (signed at the service's clock) and, for `/v1/rpc`, the frame's approval.
 */
export const call = async (
  service: { url: string; clock?: Clock },
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => {
  const url = new URL(
    `${service.url}${path}?projectId=${options.projectId ?? TEST_PROJECT}${options.query ?? ''}`,
  );
  const body =
    options.body === undefined
      ? ''
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    [HOST_ORIGIN_HEADER]: options.hostOrigin ?? HOST_ORIGIN,
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    ...options.headers,
  };
  if (options.key !== false) {
    Object.assign(
      headers,
      await proofHeaders(
        {
          method,
          url: `${url.pathname}${url.search}`,
          hostOrigin: headers[HOST_ORIGIN_HEADER] ?? '',
          body,
          token: options.token,
        },
        {
          now: service.clock?.now() ?? Date.now(),
          approve: path === '/v1/rpc' && options.approve !== false,
          ...(options.key !== undefined ? { key: options.key } : {}),
        },
      ),
    );
  }
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
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

/** E-mail login end to end: request, read the mail, verify (by `key`, default the harness's frame). Returns the session token and user. */
export const logIn = async (service: TestWalletService, email: string, key?: ProofKey) => {
  const byKey = key === undefined ? {} : { key };
  const started = await call(service, 'POST', '/v1/email/start', { body: { email }, ...byKey });
  if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  const otp = await readMailedCode(service.sink, email);
  const verified = await call(service, 'POST', '/v1/email/verify', { body: { email, otp }, ...byKey });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body as { token: string; user: { address: `0x${string}`; email: string; chainId: number } };
};
