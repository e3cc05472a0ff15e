import { verifyMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { testBackends } from '../api/testing/testDatabases.js';
import { call, logIn, startTestWalletService } from './testing/testWalletService.js';

/** The whole login and signing path on each database the service supports (PostgreSQL when DATABASE_URL is set). */
describe.each(testBackends())('e-mail login and signing on %s', (backend) => {
  it(
    'logs in through the mailbox, signs and signs out',
    async () => {
      const service = await startTestWalletService({}, backend);
      try {
        const { token, user } = await logIn(service, 'backend@example.com');
        const signed = await call(service, 'POST', '/v1/rpc', {
          token,
          body: { method: 'personal_sign', params: ['on every backend', user.address] },
        });
        const signature = (signed.body as { result: `0x${string}` }).result;
        expect(await verifyMessage({ address: user.address, message: 'on every backend', signature })).toBe(
          true,
        );
        expect((await call(service, 'POST', '/v1/sign-out', { token })).status).toBe(200);
        expect((await call(service, 'GET', '/v1/user', { token })).status).toBe(401);
      } finally {
        await service.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});
