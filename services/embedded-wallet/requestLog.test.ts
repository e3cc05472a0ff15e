import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { startTestWalletService, type TestWalletService } from './testing/testWalletService.js';

// Issue 26 §9: the device-confirmation link's token was logged in full (whoever reads the log confirmed the device).

const lines: string[] = [];
let service: TestWalletService;

beforeAll(async () => {
  service = await startTestWalletService({
    logLevel: 'info',
    logStream: { write: (line) => lines.push(line) },
  });
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
}, HOOK_TIMEOUT_MS);

describe("the wallet service's request log", () => {
  it('shows the device-confirmation link without its token, and the callback without code and state', async () => {
    const token = 'T'.repeat(43);
    expect((await fetch(`${service.url}/v1/device/confirm?token=${token}`)).status).toBe(410);
    await fetch(`${service.url}/social/callback?code=secret-code&state=secret-state`);
    const log = lines.join('\n');
    expect(log).toContain('/v1/device/confirm?token=***');
    expect(log).toContain('/social/callback?…');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-code');
    expect(log).not.toContain('secret-state');
  });
});
