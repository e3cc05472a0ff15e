import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPortFree } from '../devnet/checkPortFree.js';
import { freePort } from '../devnet/freePort.js';
import { stackServices } from '../stack/stackServices.js';
import { startStack } from '../stack/supervisor.js';
import { readSolanaManifest } from './manifestFile.js';

describe('the Solana devnet in the local stack', () => {
  let dataDir = '';
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts as a supervised child, prints its URL and cluster id, serves web3.js on the RPC port + 1, and frees both ports when stopped', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-solana-'));
    const solana = await freePort();
    const solanaWs = await freePort();
    const ports = { devnetL1: 1, devnetL2: 2, api: 3, pglite: 4, relay: 5, wallet: 6, solana, solanaWs };
    const spec = stackServices({ dataDir, host: '127.0.0.1', ports }).find(({ name }) => name === 'solana');
    if (spec === undefined) throw new Error('no solana service');
    const lines: string[] = [];
    const stack = await startStack([spec], (line) => lines.push(line));
    try {
      const manifest = await readSolanaManifest(dataDir);
      expect(manifest?.rpcUrl).toBe(`http://127.0.0.1:${solana}`);
      expect(manifest?.wsUrl).toBe(`ws://127.0.0.1:${solanaWs}`);
      expect(lines.join('\n')).toContain(
        `http://127.0.0.1:${solana} (Solana devnet ${manifest?.caipNetworkId};`,
      );
      const connection = new Connection(`http://127.0.0.1:${solana}`, {
        wsEndpoint: `ws://127.0.0.1:${solanaWs}`,
      });
      const slot = await new Promise<number>((resolve) => {
        const id = connection.onSlotChange(({ slot: next }) => {
          void connection.removeSlotChangeListener(id);
          resolve(next);
        });
      });
      expect(slot).toBeGreaterThan(0);
    } finally {
      await stack.stop();
    }
    expect((await checkPortFree('127.0.0.1', solana)).isOk()).toBe(true);
    expect((await checkPortFree('127.0.0.1', solanaWs)).isOk()).toBe(true);
  }, 60_000);
});
