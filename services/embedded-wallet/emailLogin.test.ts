import { calculateJwkThumbprint } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './db/sessions.js';
import {
  call,
  FRAME_KEY,
  logIn,
  readMailedCode,
  serviceForThisFile,
  type TestWalletService,
} from './testing/testWalletService.js';

const startedService = serviceForThisFile();
let service: TestWalletService;
beforeAll(() => {
  service = startedService();
});

const failure = (status: number, field: string, description: string | RegExp) => ({
  status,
  body: {
    status: 'FAILED',
    reasons: [
      {
        field,
        description: typeof description === 'string' ? description : expect.stringMatching(description),
      },
    ],
  },
});

const start = (email: string) => call(service, 'POST', '/v1/email/start', { body: { email } });
const verify = (email: string, otp: string | undefined) =>
  call(service, 'POST', '/v1/email/verify', { body: { email, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail login through the dev mailbox', () => {
  it('mails a six-digit code, trades it for a session and serves the user', async () => {
    expect(await start('  Alice@Example.COM ')).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    });
    const otp = await readMailedCode(service.sink, 'alice@example.com');
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await verify('alice@example.com', otp);
    expect(verified).toMatchObject({
      status: 200,
      body: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          email: 'alice@example.com',
          address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
          chainId: 31337,
        },
      },
    });
    const { token, user } = verified.body as { token: string; user: { address: string } };
    expect(await call(service, 'GET', '/v1/user', { token, query: '&chainId=31338' })).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        email: 'alice@example.com',
        provider: 'email',
        address: user.address,
        chainId: 31338,
        preferredAccountType: 'eoa',
        accounts: [{ address: user.address, type: 'eoa' }],
      },
    });
  });

  it('gives the same wallet on the next login and stores only a hash of the token', async () => {
    const first = await logIn(service, 'carol@example.com');
    service.clock.advance(31_000);
    const second = await logIn(service, 'carol@example.com');
    expect(second.user.address).toBe(first.user.address);
    const stored = await service.test.database.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM wallet_sessions',
    );
    const hashes = stored.rows.map((row) => row.token_hash);
    const jkt = await calculateJwkThumbprint((await FRAME_KEY()).publicJwk);
    expect(hashes).toContain(hashToken(second.token, jkt));
    expect(hashes).not.toContain(second.token);
  });

  it('refuses a replayed code', async () => {
    await start('replay@example.com');
    const otp = await readMailedCode(service.sink, 'replay@example.com');
    expect((await verify('replay@example.com', otp)).status).toBe(200);
    expect(await verify('replay@example.com', otp)).toMatchObject(
      failure(401, 'otp', 'No login code is waiting for this address. Request a new one'),
    );
  });

  it('refuses an expired code (10 minutes)', async () => {
    await start('late@example.com');
    const otp = await readMailedCode(service.sink, 'late@example.com');
    service.clock.advance(10 * 60_000);
    expect(await verify('late@example.com', otp ?? '')).toMatchObject(
      failure(401, 'otp', 'The code has expired. Request a new one'),
    );
  });

  it('kills the code after five wrong entries, even for the right code, until a new one is sent', async () => {
    await start('guess@example.com');
    const otp = (await readMailedCode(service.sink, 'guess@example.com')) ?? '';
    for (const left of [4, 3, 2, 1]) {
      expect(await verify('guess@example.com', wrongCode(otp))).toMatchObject(
        failure(401, 'otp', `Invalid code (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`),
      );
    }
    const locked = failure(401, 'otp', 'Too many wrong codes. Request a new one');
    expect(await verify('guess@example.com', wrongCode(otp))).toMatchObject(locked);
    expect(await verify('guess@example.com', otp)).toMatchObject(locked);
    service.clock.advance(30_000);
    await start('guess@example.com');
    const fresh = await readMailedCode(service.sink, 'guess@example.com');
    expect((await verify('guess@example.com', fresh ?? '')).status).toBe(200);
  });

  it('lets parallel guesses spend no more than the five attempts', async () => {
    await start('race@example.com');
    const otp = (await readMailedCode(service.sink, 'race@example.com')) ?? '';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => verify('race@example.com', wrongCode(otp))),
    );
    expect(guesses.map((g) => g.status)).toEqual(Array(12).fill(401));
    const attempts = await service.test.database.pool.query<{ attempts: number }>(
      "SELECT attempts FROM wallet_login_codes WHERE email = 'race@example.com'",
    );
    expect(attempts.rows).toEqual([{ attempts: 5 }]);
    expect(await verify('race@example.com', otp)).toMatchObject(
      failure(401, 'otp', 'Too many wrong codes. Request a new one'),
    );
  });

  it('keeps the 30 s re-send cooldown of SPEC §5 on the server', async () => {
    expect((await start('cool@example.com')).status).toBe(200);
    service.clock.advance(12_500);
    const early = await start('cool@example.com');
    expect(early).toMatchObject(failure(429, 'email', 'Please try again after 18 seconds'));
    expect(early.headers.get('retry-after')).toBe('18');
    service.clock.advance(17_500);
    expect((await start('cool@example.com')).status).toBe(200);
  });

  it('sends a new code that replaces the old one', async () => {
    await start('twice@example.com');
    const old = (await readMailedCode(service.sink, 'twice@example.com')) ?? '';
    service.clock.advance(30_000);
    await start('twice@example.com');
    const fresh = (await readMailedCode(service.sink, 'twice@example.com')) ?? '';
    if (old !== fresh) {
      expect(await verify('twice@example.com', old)).toMatchObject({ status: 401 });
    }
    expect((await verify('twice@example.com', fresh)).status).toBe(200);
  });
});

describe('SMTP down', () => {
  it('answers 503 with a clear message, keeps the code and re-sends the same one at once', async () => {
    service.smtpDown(true);
    try {
      expect(await start('outage@example.com')).toMatchObject(
        failure(503, 'email', 'The login code could not be sent. Please try again in a moment'),
      );
    } finally {
      service.smtpDown(false);
    }
    const stored = async () =>
      (
        await service.test.database.pool.query<{ code_hash: string }>(
          "SELECT code_hash FROM wallet_login_codes WHERE email = 'outage@example.com'",
        )
      ).rows[0]?.code_hash;
    const before = await stored();
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect((await start('outage@example.com')).status).toBe(200);
    expect(await stored()).toBe(before);
    const otp = await readMailedCode(service.sink, 'outage@example.com');
    expect((await verify('outage@example.com', otp ?? '')).status).toBe(200);
  });
});

describe('bounded input', () => {
  it.each([
    ['an oversized address', { email: `${'a'.repeat(300)}@example.com` }, 'email'],
    ['a NUL byte', { email: 'nul\u0000@example.com' }, 'email'],
    ['a lone surrogate', { email: 'x\uD800@example.com' }, 'email'],
    ['no address', {}, 'email'],
  ])('refuses %s with a 400, never a 500', async (_name, body, field) => {
    const response = await call(service, 'POST', '/v1/email/start', { body });
    expect(response).toMatchObject({
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: expect.stringContaining(field) }] },
    });
  });

  it('refuses an address SPEC §5 calls invalid with its catalogue text', async () => {
    expect(await start('not-an-address')).toMatchObject(
      failure(400, 'email', 'Please enter a valid email address'),
    );
  });

  it.each(['12345', '1234567', 'abcdef', '12345\u0000'])('refuses the code %j with a 400', async (otp) => {
    expect((await verify('alice@example.com', otp)).status).toBe(400);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await call(service, 'POST', '/v1/email/start', {
      body: { email: 'a@b.co', pad: 'x'.repeat(70_000) },
    });
    expect(response.status).toBe(413);
  });
});

describe('who may use the service', () => {
  it("answers unverified_domain to a host page outside the project's allowed origins", async () => {
    const response = await call(service, 'POST', '/v1/email/start', {
      body: { email: 'eve@example.com' },
      hostOrigin: 'https://evil.example.net',
    });
    expect(response).toMatchObject(failure(403, 'origin', 'unverified_domain'));
    expect(await readMailedCode(service.sink, 'eve@example.com')).toBeUndefined();
  });

  it('refuses an unknown project', async () => {
    const response = await call(service, 'POST', '/v1/email/start', {
      body: { email: 'eve@example.com' },
      projectId: 'nope',
    });
    expect(response).toMatchObject(failure(403, 'projectId', 'Project ID nope is not configured'));
  });

  it('refuses browser requests from another site than its own pages', async () => {
    const response = await call(service, 'POST', '/v1/email/start', {
      body: { email: 'eve@example.com' },
      headers: { origin: 'https://app.example.com' },
    });
    expect(response).toMatchObject(failure(403, 'origin', "Only the wallet service's own pages may call it"));
  });
});

describe('housekeeping', () => {
  it('deletes codes a day after they died, as new ones are made', async () => {
    await start('stale@example.com');
    service.clock.advance(10 * 60_000 + 86_400_000 + 1);
    await start('fresh@example.com');
    const rows = await service.test.database.pool.query<{ email: string }>(
      "SELECT email FROM wallet_login_codes WHERE email IN ('stale@example.com', 'fresh@example.com')",
    );
    expect(rows.rows).toEqual([{ email: 'fresh@example.com' }]);
  });
});
