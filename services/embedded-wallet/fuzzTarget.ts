import type { FuzzService } from '../http-front/fuzz/FuzzService.js';
import { HOST_ORIGIN_HEADER } from './http/hostGuard.js';
import { SOCIAL_PROVIDER_IDS } from './social/socialProviders.js';
import { HOST_ORIGIN, startTestWalletService, TEST_PROJECT } from './testing/walletServiceHarness.js';

const EMAIL = 'fuzz@example.com';
const DEVICE = 'fuzzdevice0123456789';

/** The embedded-wallet service (its routes/), over PGlite and the real mail sink, as its tests start it. */
export const embeddedWalletFuzz: FuzzService = {
  name: 'embedded-wallet service',
  async start() {
    const service = await startTestWalletService();
    const json = (sample: Record<string, unknown>) => ({ query: ['projectId'], sample });
    return {
      port: Number(new URL(service.url).port),
      health: { target: '/health', status: 200 },
      close: () => service.close(),
      spec: {
        vocabulary: [TEST_PROJECT, EMAIL, DEVICE, HOST_ORIGIN, ...SOCIAL_PROVIDER_IDS, '123456', '31337'],
        headers: { [HOST_ORIGIN_HEADER]: [HOST_ORIGIN], origin: [HOST_ORIGIN], 'x-latch-proof': ['x.y'] },
        routes: [
          { method: 'GET', path: '/health' },
          { method: 'GET', path: '/sdk', query: ['projectId', 'origin', 'v'] },
          { method: 'GET', path: '/sdk/frame.js' },
          { method: 'GET', path: '/sdk/frame.css' },
          { method: 'POST', path: '/v1/email/start', ...json({ email: EMAIL, deviceId: DEVICE }) },
          {
            method: 'POST',
            path: '/v1/email/verify',
            ...json({ email: EMAIL, otp: '123456', deviceId: DEVICE }),
          },
          { method: 'POST', path: '/v1/email/update', ...json({ email: EMAIL }) },
          { method: 'POST', path: '/v1/email/update/primary', ...json({ otp: '123456' }) },
          { method: 'POST', path: '/v1/email/update/secondary', ...json({ otp: '123456' }) },
          { method: 'GET', path: '/v1/device/confirm', query: ['token'] },
          { method: 'POST', path: '/v1/device/wait', ...json({ email: EMAIL, deviceId: DEVICE }) },
          { method: 'POST', path: '/v1/farcaster/start', ...json({ binding: 'b' }) },
          { method: 'POST', path: '/v1/farcaster/cancel', ...json({ binding: 'b' }) },
          { method: 'POST', path: '/v1/farcaster/connect', ...json({ binding: 'b' }) },
          { method: 'GET', path: '/v1/social/providers', query: ['projectId'] },
          {
            method: 'POST',
            path: '/v1/social/start',
            ...json({ provider: 'github', binding: 'b', returnUrl: HOST_ORIGIN }),
          },
          {
            method: 'POST',
            path: '/v1/social/connect',
            ...json({ resultUri: `${HOST_ORIGIN}/?code=x`, binding: 'b' }),
          },
          { method: 'GET', path: '/social/launch', query: ['login'] },
          { method: 'GET', path: '/social/callback', query: ['state', 'code', 'error'] },
          { method: 'GET', path: '/social/callback.js' },
          {
            method: 'POST',
            path: '/v1/rpc',
            ...json({ method: 'personal_sign', params: ['0x00', '0x00'], chainId: 31337 }),
          },
          { method: 'GET', path: '/v1/user', query: ['projectId', 'chainId'] },
          { method: 'POST', path: '/v1/sign-out', query: ['projectId'] },
        ],
      },
    };
  },
};
