import { describe, expect, it } from 'vitest';
import type { LoginCodeRules } from './otp/LoginCodeRules.js';
import {
  call,
  readMailedCode,
  startTestWalletService,
  type TestWalletService,
} from './testing/testWalletService.js';

// Issue 26 §6: every quota is taken together with its check, so requests sent all at once cannot pass it
// together (before, 60 concurrent starts mailed 60 codes against a cap of 30 / h, and 8 concurrent starts for
// one address mailed 8 codes against the 30 s cooldown). A race may refuse one too many, never let one too many
// through: each test counts what the burst let through, then fills what is left one request at a time — the
// total is the cap exactly.

const DEVICE_B = 'B'.repeat(32);

const withService = async (rules: Partial<LoginCodeRules>, run: (s: TestWalletService) => Promise<void>) => {
  const service = await startTestWalletService({ rules });
  try {
    await run(service);
  } finally {
    await service.close();
  }
};

const mailsTo = async (service: TestWalletService, email: string): Promise<number> => {
  const response = await fetch(`${service.sink.mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as unknown[]).length;
};

const start = (service: TestWalletService, email: string, deviceId?: string) =>
  call(service, 'POST', '/v1/email/start', { body: { email, ...(deviceId ? { deviceId } : {}) } });

const statuses = (responses: readonly { status: number }[]) => responses.map((r) => r.status);

describe('login quotas under concurrency', () => {
  it('60 concurrent starts of one client mail at most 30 codes; the rest of the hour fills to 30 exactly', async () => {
    await withService({ perClientPerHour: 30 }, async (service) => {
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, n) => start(service, `burst${n}@example.com`)),
      );
      const passed = statuses(burst).filter((status) => status === 200).length;
      expect(statuses(burst).every((status) => status === 200 || status === 429)).toBe(true);
      expect(passed).toBeLessThanOrEqual(30);
      let mails = 0;
      for (let n = 0; n < 60; n += 1) mails += await mailsTo(service, `burst${n}@example.com`);
      expect(mails).toBe(passed);
      let more = 0;
      while ((await start(service, `after${more}@example.com`)).status === 200 && more < 31) more += 1;
      expect(passed + more).toBe(30);
    });
  }, 90_000);

  it('8 concurrent starts for one address mail one code at most: the 30 s cooldown holds', async () => {
    await withService({}, async (service) => {
      const email = 'cooldown@example.com';
      const burst = await Promise.all(Array.from({ length: 8 }, () => start(service, email)));
      const passed = statuses(burst).filter((status) => status === 200).length;
      expect(passed).toBeLessThanOrEqual(1);
      expect(await mailsTo(service, email)).toBe(passed);
      const next = await start(service, email);
      expect(passed + (next.status === 200 ? 1 : 0)).toBe(1);
      expect((await start(service, email)).status).toBe(429);
    });
  }, 60_000);

  it('device-link mails count under the address quota and have their cooldown, also when concurrent', async () => {
    await withService({ perAddressPerHour: 4, deviceConfirmation: true }, async (service) => {
      const email = 'links@example.com';
      // Device confirmation on: a browser not yet confirmed gets links; 8 at once send one at most.
      const burst = await Promise.all(Array.from({ length: 8 }, () => start(service, email, DEVICE_B)));
      const passed = burst.filter((r) => r.status === 200).length;
      expect(passed).toBeLessThanOrEqual(1);
      expect(
        burst
          .filter((r) => r.status === 200)
          .every((r) => (r.body as { action: string }).action === 'VERIFY_DEVICE'),
      ).toBe(true);
      // Then one link per cooldown, until the address's hourly quota (4 mails) is used up.
      let links = passed;
      for (let round = 0; round < 6; round += 1) {
        service.clock.advance(31_000);
        if ((await start(service, email, DEVICE_B)).status === 200) links += 1;
      }
      expect(links).toBe(4);
      expect(await mailsTo(service, email)).toBe(4);
    });
  }, 60_000);

  it('caps wrong codes per address per day across codes, concurrent guesses included', async () => {
    await withService({ maxAttempts: 10, failedPerAddressPerDay: 3 }, async (service) => {
      const email = 'guessed@example.com';
      expect((await start(service, email)).status).toBe(200);
      const otp = (await readMailedCode(service.sink, email)) ?? '';
      const wrong = otp === '000000' ? '111111' : '000000';
      const guesses = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(service, 'POST', '/v1/email/verify', { body: { email, otp: wrong } }),
        ),
      );
      const counted = statuses(guesses).filter((status) => status === 401).length;
      expect(counted).toBeLessThanOrEqual(3);
      expect(statuses(guesses).every((status) => status === 401 || status === 429)).toBe(true);
      // Fill the day's cap one at a time, then even the right code is refused until the day rolls on.
      for (let n = counted; n < 3; n += 1) {
        expect(
          (await call(service, 'POST', '/v1/email/verify', { body: { email, otp: wrong } })).status,
        ).toBe(401);
      }
      const right = await call(service, 'POST', '/v1/email/verify', { body: { email, otp } });
      expect(right.status).toBe(429);
    });
  }, 60_000);
});
