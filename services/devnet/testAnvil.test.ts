import { describe, expect, it } from 'vitest';
import { startTestAnvil } from './testAnvil.js';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startTestAnvil', () => {
  it('answers on its own loopback port with the chain id asked for, and is gone after stop', async () => {
    const anvil = await startTestAnvil({ chainId: 31_999 });
    try {
      expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(await response.json()).toMatchObject({ result: '0x7cff' });
      expect(isRunning(anvil.pid)).toBe(true);
    } finally {
      await anvil.stop();
    }
    expect(isRunning(anvil.pid)).toBe(false);
  });

  it('rejects, leaving no process, when anvil refuses its flags', async () => {
    await expect(startTestAnvil({ chainId: 1, args: ['--no-such-flag'] })).rejects.toThrow(/anvil exited/);
  });
});
