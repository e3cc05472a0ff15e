import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  proofHeaders,
  readMailedCode,
  serviceForThisFile,
  type TestWalletService,
} from './testing/testWalletService.js';

const startedService = serviceForThisFile({
  rules: { perAddressPerHour: 2, perClientPerHour: 4, verifyPerClientPerHour: 6, resendCooldownMs: 1_000 },
});
let service: TestWalletService;
beforeAll(() => {
  service = startedService();
});

const start = (email: string) => call(service, 'POST', '/v1/email/start', { body: { email } });

describe('login quotas (rolling hour, kept in the database)', () => {
  it('limits codes per address, then frees them as the hour rolls on', async () => {
    expect((await start('q1@example.com')).status).toBe(200);
    service.clock.advance(1_000);
    expect((await start('q1@example.com')).status).toBe(200);
    service.clock.advance(1_000);
    const refused = await start('q1@example.com');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        reasons: [
          { field: 'email', description: 'Too many login codes for this address; try again in 3598 seconds' },
        ],
      },
    });
    expect(refused.headers.get('retry-after')).toBe('3598');
    service.clock.advance(3_598_000);
    expect((await start('q1@example.com')).status).toBe(200);
  });

  it('limits codes per client across addresses', async () => {
    service.clock.advance(3_600_000);
    for (const n of [1, 2, 3, 4]) expect((await start(`c${n}@example.com`)).status).toBe(200);
    expect(await start('c5@example.com')).toMatchObject({
      status: 429,
      body: {
        reasons: [
          { field: 'client', description: expect.stringMatching(/^Too many login codes for this client/) },
        ],
      },
    });
    expect(await readMailedCode(service.sink, 'c5@example.com')).toBeUndefined();
  });

  it('limits code entries per client, right or wrong', async () => {
    service.clock.advance(3_600_000);
    await start('v@example.com');
    const otp = (await readMailedCode(service.sink, 'v@example.com')) ?? '';
    const verify = (email: string, code: string) =>
      call(service, 'POST', '/v1/email/verify', { body: { email, otp: code } });
    for (let n = 0; n < 6; n++) expect((await verify(`nobody${n}@example.com`, '000000')).status).toBe(401);
    expect(await verify('v@example.com', otp)).toMatchObject({
      status: 429,
      body: { reasons: [{ field: 'client' }] },
    });
  });

  it('counts an IPv6 client per /64: its neighbours share the quota, another /64 does not', async () => {
    service.clock.advance(3_600_000);
    const startFrom = async (ip: string, email: string) => {
      const url = '/v1/email/start?projectId=wallet-test';
      const body = JSON.stringify({ email });
      const hostOrigin = 'https://app.example.com';
      return service.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: {
          'x-latch-host-origin': hostOrigin,
          'content-type': 'application/json',
          ...(await proofHeaders({ method: 'POST', url, hostOrigin, body }, { now: service.clock.now() })),
        },
        payload: body,
      });
    };
    for (const [n, ip] of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff::9',
      '2001:db8:1:2::abcd',
    ].entries()) {
      expect((await startFrom(ip, `six${n}@example.com`)).statusCode).toBe(200);
    }
    expect((await startFrom('2001:db8:1:2::77', 'six9@example.com')).statusCode).toBe(429);
    expect((await startFrom('2001:db8:1:3::1', 'six9@example.com')).statusCode).toBe(200);
  });
});
