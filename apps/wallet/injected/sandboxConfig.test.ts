import { describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX_RPC_URLS, readSandboxConfig } from './sandboxConfig.js';

describe('readSandboxConfig', () => {
  it("defaults: account 0, the devnet L1 and L2 through the local data service's proxy, starting on 31337, prompting", () => {
    const config = readSandboxConfig(undefined);
    expect(config).toEqual({
      accountIndex: 0,
      rpcUrls: DEFAULT_SANDBOX_RPC_URLS,
      chainId: 31337,
      autoApprove: false,
      legacy: false,
    });
    expect([...config.rpcUrls]).toEqual([
      [31337, 'http://127.0.0.1:8787/v1?chainId=eip155%3A31337&projectId=latch-local'],
      [31338, 'http://127.0.0.1:8787/v1?chainId=eip155%3A31338&projectId=latch-local'],
    ]);
  });

  it('takes overrides: account, RPC URLs (replacing the defaults), start chain, autoApprove, legacy, uuid', () => {
    const config = readSandboxConfig({
      accountIndex: 3,
      rpcUrls: { 31338: 'http://127.0.0.1:9546', 10: 'http://127.0.0.1:9000' },
      chainId: 31338,
      autoApprove: true,
      legacy: true,
      uuid: 'fixed',
    });
    expect(config).toMatchObject({
      accountIndex: 3,
      chainId: 31338,
      autoApprove: true,
      legacy: true,
      uuid: 'fixed',
    });
    expect([...config.rpcUrls]).toEqual([
      [10, 'http://127.0.0.1:9000'],
      [31338, 'http://127.0.0.1:9546'],
    ]);
  });

  it('ignores malformed values', () => {
    const config = readSandboxConfig({
      accountIndex: -1,
      rpcUrls: { abc: 'http://x', 5: 7 },
      chainId: 999,
      autoApprove: 'yes',
      uuid: '',
    });
    expect(config).toEqual(readSandboxConfig({}));
    expect(readSandboxConfig({ rpcUrls: { 10: 'http://127.0.0.1:9000' }, chainId: 31337 }).chainId).toBe(10);
  });
});
