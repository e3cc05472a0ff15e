import { describe, expect, it, vi } from 'vitest';
import { emailError } from '../../core/lib/errors/index.js';
import { call, readMailedCode, serviceForThisFile } from './testing/testWalletService.js';

// Issue 26 §7: with device confirmation configured, skipping the device id issued a token anyway; the mailed
// link confirmed the device on GET (mail scanners follow links); the long poll ran on after its client left and
// any number of them could be held open.

const service = serviceForThisFile({ rules: { deviceConfirmation: true, deviceWaitsPerClient: 1 } });
const COOLDOWN = 31_000;
const DEVICE_A = 'A'.repeat(32);
const DEVICE_B = 'B'.repeat(32);

const mailedLink = async (email: string): Promise<string> => {
  const response = await fetch(`${service().sink.mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { text: string }[];
  const link = messages
    .map((message) => /http\S+\/v1\/device\/confirm\?token=[\w-]+/.exec(message.text)?.[0])
    .find((found) => found !== undefined);
  if (link === undefined) throw new Error(`no confirmation link mailed to ${email}`);
  return link;
};

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The landing page's form, as the browser posts it (same origin). */
const postConfirmation = (link: string) =>
  fetch(`${service().url}/v1/device/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service().url },
    body: new URLSearchParams({ token: tokenOf(link) }).toString(),
  });

const start = (email: string, deviceId?: string) =>
  call(service(), 'POST', '/v1/email/start', { body: { email, ...(deviceId ? { deviceId } : {}) } });
const verify = (email: string, otp: string, deviceId?: string) =>
  call(service(), 'POST', '/v1/email/verify', { body: { email, otp, ...(deviceId ? { deviceId } : {}) } });
const wait = (email: string, deviceId: string, signal?: AbortSignal) =>
  call(service(), 'POST', '/v1/device/wait', {
    body: { email, deviceId },
    ...(signal === undefined ? {} : { signal }),
  });

/** A browser confirmed by the link (POSTed from its page) and logged in. */
const confirmAndLogIn = async (email: string, deviceId: string) => {
  expect((await start(email, deviceId)).body).toEqual({ action: 'VERIFY_DEVICE' });
  expect((await postConfirmation(await mailedLink(email))).status).toBe(200);
  expect((await wait(email, deviceId)).body).toEqual({ approved: true });
  const verified = await verify(email, (await readMailedCode(service().sink, email)) ?? '', deviceId);
  expect(verified.status).toBe(200);
};

describe('device confirmation, when configured', () => {
  it('gives no code and no token to a request that leaves the device id out', async () => {
    const email = 'skipper@example.com';
    await confirmAndLogIn(email, DEVICE_A);
    service().clock.advance(COOLDOWN);
    const mailsBefore = await readMailedCode(service().sink, email);
    const skipped = await start(email);
    expect(skipped.status).toBe(400);
    expect(skipped.body).toMatchObject({
      reasons: [{ field: 'deviceId', description: emailError('DEVICE_ID_REQUIRED').message }],
    });
    expect(await readMailedCode(service().sink, email)).toBe(mailsBefore);
    const noDevice = await verify(email, mailsBefore ?? '');
    expect(noDevice.status).toBe(400);
    expect(noDevice.body).not.toHaveProperty('token');
  });

  it('refuses a code entered from a browser not confirmed for the address', async () => {
    const email = 'unconfirmed@example.com';
    await confirmAndLogIn(email, DEVICE_A);
    service().clock.advance(COOLDOWN);
    // A code asked for by the confirmed browser, entered with another device id: no token.
    expect((await start(email, DEVICE_A)).body).toEqual({ action: 'VERIFY_OTP' });
    const code = (await readMailedCode(service().sink, email)) ?? '';
    const other = await verify(email, code, DEVICE_B);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      reasons: [{ description: emailError('DEVICE_NOT_CONFIRMED').message }],
    });
    expect((await verify(email, code, DEVICE_A)).status).toBe(200);
  });

  it("confirms only by the landing page's POST: opening the link (a GET, as a mail scanner does) changes nothing", async () => {
    const email = 'scanned@example.com';
    expect((await start(email, DEVICE_B)).body).toEqual({ action: 'VERIFY_DEVICE' });
    const link = await mailedLink(email);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await opened.text()).toContain('<form method="post" action="/v1/device/confirm">');
    const links = await service().test.database.pool.query<{ confirmed_at: Date | null }>(
      'SELECT confirmed_at FROM wallet_device_links WHERE email = $1',
      [email],
    );
    expect(links.rows.map((row) => row.confirmed_at)).toEqual([null]);
    expect((await fetch(link)).status).toBe(200);
    expect((await postConfirmation(link)).status).toBe(200);
    expect((await wait(email, DEVICE_B)).body).toEqual({ approved: true });
    const code = (await readMailedCode(service().sink, email)) ?? '';
    expect((await verify(email, code, DEVICE_B)).status).toBe(200);
    expect((await fetch(`${service().url}/v1/device/confirm?token=${'x'.repeat(43)}`)).status).toBe(410);
  });

  it('ends a long poll when its client goes away, and holds at most the cap per client', async () => {
    const email = 'poller@example.com';
    expect((await start(email, DEVICE_B)).body).toEqual({ action: 'VERIFY_DEVICE' });
    // Two waits at once from one client with one place: whichever arrives second is refused with the
    // catalogue's text while the other is held (which one comes first is the machine's choice).
    const controllers = [new AbortController(), new AbortController()] as const;
    const waits = controllers.map((controller) =>
      wait(email, DEVICE_B, controller.signal).catch((error: unknown) => error),
    );
    const refusedIndex = await Promise.race(waits.map((pending, index) => pending.then(() => index)));
    const refused = (await waits[refusedIndex]) as Awaited<ReturnType<typeof wait>>;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      reasons: [{ description: emailError('DEVICE_WAITS_EXCEEDED').message }],
    });
    const heldIndex = 1 - refusedIndex;
    controllers[heldIndex]?.abort();
    expect(await waits[heldIndex]).toBeInstanceOf(Error);
    // Gone client, place given back (before, the wait ran on for its 20 s): the next wait is taken.
    expect((await postConfirmation(await mailedLink(email))).status).toBe(200);
    await vi.waitFor(async () => expect((await wait(email, DEVICE_B)).body).toEqual({ approved: true }), {
      timeout: 3000,
      interval: 100,
    });
  });
});
