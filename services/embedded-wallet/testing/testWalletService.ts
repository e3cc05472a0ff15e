import { afterAll, beforeAll } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../../api/testing/hookTimeout.js';
import type { WalletServiceDeps } from '../buildWalletService.js';
import { startTestWalletService, type TestWalletService } from './walletServiceHarness.js';

export * from './walletServiceHarness.js';

/** One service for the whole test file, started before its tests and closed after. */
export const serviceForThisFile = (overrides: Partial<WalletServiceDeps> = {}): (() => TestWalletService) => {
  let service: TestWalletService | undefined;
  beforeAll(async () => {
    service = await startTestWalletService(overrides);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await service?.close();
  }, HOOK_TIMEOUT_MS);
  return () => {
    if (service === undefined) throw new Error('the wallet service is not started');
    return service;
  };
};
