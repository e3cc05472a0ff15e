import { type RouteFigures, sampleFigures } from '../../api/bench/measureRoute.js';
import type { RunningMailSink } from '../../mail-sink/startMailSink.js';
import { call, readMailedCode, startTestWalletService } from '../testing/walletServiceHarness.js';

/** Far above what a bench asks, so no login is refused by the quotas (their own tests cover them). */
const UNLIMITED_RULES = {
  perAddressPerHour: 1_000_000,
  perClientPerHour: 1_000_000,
  verifyPerClientPerHour: 1_000_000,
};
const UNLIMITED = { max: 10_000_000, windowMs: 60_000 };

/** Polls the dev mailbox until a code for `email` is there (the SMTP hand-off and parsing included). */
const waitForCode = async (sink: RunningMailSink, email: string): Promise<string> => {
  for (;;) {
    const code = await readMailedCode(sink, email);
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

/**
 * The embedded-wallet service, one login at a time over real HTTP, PGlite and SMTP (the stack's mail sink):
 * a code asked for → the mail in the dev mailbox; the code entered → a session with the wallet (created on the
 * first login: its key made and wrapped); a personal_sign with that session. The frame's postMessage hop (a few
 * tenths of a millisecond in the browser) is not in these figures.
 */
export async function benchWalletService(logins: number): Promise<RouteFigures[]> {
  const service = await startTestWalletService({
    rules: UNLIMITED_RULES,
    rateLimits: { perIp: UNLIMITED, perProject: UNLIMITED },
  });
  const mailed: number[] = [];
  const connected: number[] = [];
  const signed: number[] = [];
  let errors = 0;
  const began = performance.now();
  try {
    for (let index = 0; index < logins; index++) {
      const email = `bench-${index}@example.com`;
      let started = performance.now();
      const asked = await call(service, 'POST', '/v1/email/start', { body: { email } });
      if (asked.status !== 200) {
        errors++;
        continue;
      }
      const otp = await waitForCode(service.sink, email);
      mailed.push(performance.now() - started);
      started = performance.now();
      const verified = await call(service, 'POST', '/v1/email/verify', { body: { email, otp } });
      if (verified.status !== 200) {
        errors++;
        continue;
      }
      connected.push(performance.now() - started);
      const { token, user } = verified.body as { token: string; user: { address: string } };
      started = performance.now();
      const signature = await call(service, 'POST', '/v1/rpc', {
        token,
        body: { method: 'personal_sign', params: [`bench ${index}`, user.address] },
      });
      if (signature.status === 200) signed.push(performance.now() - started);
      else errors++;
    }
  } finally {
    await service.close();
  }
  const seconds = (performance.now() - began) / 1000;
  return [
    sampleFigures('e-mail code asked → mail in the dev mailbox', mailed, seconds, errors),
    sampleFigures('code entered → session (wallet made on first login)', connected, seconds, 0),
    sampleFigures('personal_sign with the session', signed, seconds, 0),
  ];
}
