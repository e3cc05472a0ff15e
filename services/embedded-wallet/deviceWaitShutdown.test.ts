import { describe, expect, it } from 'vitest';
import { call, serviceForThisFile } from './testing/testWalletService.js';

const stopping = new AbortController();
const service = serviceForThisFile({ rules: { deviceConfirmation: true }, stopping: stopping.signal });
const DEVICE = 'C'.repeat(32);

describe('the device-confirmation long poll on shutdown', () => {
  it('answers {approved: false} at once when the service starts stopping, so the client asks again', async () => {
    const email = 'leaving@example.com';
    const started = await call(service(), 'POST', '/v1/email/start', { body: { email, deviceId: DEVICE } });
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' });
    const waiting = call(service(), 'POST', '/v1/device/wait', { body: { email, deviceId: DEVICE } });
    // The wait is held (nothing confirmed the link) until the service stops; without the signal it would
    // hold for DEVICE_WAIT_MS (20 s), past this test's timeout.
    stopping.abort();
    expect(await waiting).toMatchObject({ status: 200, body: { approved: false } });
  });
});
