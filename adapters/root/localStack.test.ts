import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../testkits/index.js';
import { createLatch } from './createLatch.js';
import { latchLocalStack } from './localStack.js';

describe('latchLocalStack', () => {
  it('points createLatch at the stack’s fixed ports by default, the devnets through the data service', () => {
    const options = latchLocalStack();
    expect(options).toMatchObject({
      projectId: 'latch-local',
      dataServiceUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      walletServiceUrl: 'http://127.0.0.1:8791/',
    });
    expect(options.networks.map((network) => [network.id, network.rpcUrls.default.http[0]])).toEqual([
      [31337, 'http://127.0.0.1:8787/v1?chainId=eip155%3A31337&projectId=latch-local'],
      [31338, 'http://127.0.0.1:8787/v1?chainId=eip155%3A31338&projectId=latch-local'],
    ]);
  });

  it('follows the ports it is given, the sandbox wallet’s link included', () => {
    const options = latchLocalStack({
      apiPort: 4100,
      relayPort: 4101,
      walletServicePort: 4102,
      sandboxWalletPort: 4103,
    });
    expect(options.dataServiceUrl).toBe('http://127.0.0.1:4100');
    expect(options.relayUrl).toBe('ws://127.0.0.1:4101');
    expect(options.walletServiceUrl).toBe('http://127.0.0.1:4102/');
    const [wallet] = options.customWallets;
    const link = new URL(wallet?.mobile_link ?? '');
    expect(link.origin).toBe('http://127.0.0.1:4103');
    expect(link.searchParams.get('relay')).toBe('ws://127.0.0.1:4101');
    expect(link.searchParams.get('rpc.31338')).toBe(options.networks[1]?.rpcUrls.default.http[0]);
    expect(wallet).toMatchObject({
      id: 'dev.latch.sandbox',
      name: 'Latch Sandbox Wallet',
      webapp_link: link.toString(),
    });
  });

  it('is options createLatch accepts as they are', () => {
    const latch = createLatch({ ...latchLocalStack(), storage: new MemoryStorage() });
    expect(latch.isOk()).toBe(true);
    latch.map((instance) => instance.dispose());
  });
});
