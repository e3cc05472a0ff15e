import { describe, expect, it } from 'vitest';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { startLocalHttpServer } from '../../../testkits/localHttpServer.js';
import type { EvmChainReader, EvmChainReaderOptions } from './createEvmChainReader.js';
import { createLazyEvmChainReader, type LoadEvmChainReader } from './createLazyEvmChainReader.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HASH = `0x${'ab'.repeat(32)}`;

/** A reader factory that records what it was created with and answers fixed values. */
const recordingLoader = () => {
  const created: EvmChainReaderOptions[] = [];
  let loads = 0;
  let disposed = 0;
  const reader: EvmChainReader = {
    namespace: 'eip155',
    getNativeBalance: async ({ address }) => BigInt(address.length),
    waitForTransaction: async ({ hash }) => ({ hash, status: 'success', blockNumber: 7n }),
    estimateEvmFee: async () => ({ gas: 21_000n, pricePerGas: 3n }),
    dispose: () => {
      disposed++;
    },
  };
  const load: LoadEvmChainReader = async () => {
    loads++;
    return (options) => {
      created.push(options);
      return reader;
    };
  };
  return { load, created, loads: () => loads, disposed: () => disposed };
};

describe('createLazyEvmChainReader', () => {
  it('loads nothing until the first call, then loads once and delegates every method', async () => {
    const loader = recordingLoader();
    const options = { pollingIntervalMs: 25 };
    const reader = createLazyEvmChainReader(options, loader.load);
    expect(reader.namespace).toBe('eip155');
    expect(loader.loads()).toBe(0);

    const network = testNetwork(31337, ['http://127.0.0.1:1']);
    const [balance, receipt, fee] = await Promise.all([
      reader.getNativeBalance({ address: ALICE, network }),
      reader.waitForTransaction({ hash: HASH, network }),
      reader.estimateEvmFee({ request: { from: ALICE, to: ALICE }, network }),
    ]);
    expect(balance).toBe(BigInt(ALICE.length));
    expect(receipt).toEqual({ hash: HASH, status: 'success', blockNumber: 7n });
    expect(fee).toEqual({ gas: 21_000n, pricePerGas: 3n });
    expect(loader.loads()).toBe(1);
    expect(loader.created).toEqual([options]);
  });

  it('dispose reaches the loaded reader (and one still loading); nothing is loaded by it', async () => {
    const idle = recordingLoader();
    createLazyEvmChainReader({}, idle.load).dispose();
    expect(idle.loads()).toBe(0);

    const loader = recordingLoader();
    const reader = createLazyEvmChainReader({}, loader.load);
    const network = testNetwork(31337, ['http://127.0.0.1:1']);
    const reading = reader.getNativeBalance({ address: ALICE, network });
    reader.dispose();
    await reading;
    expect(loader.disposed()).toBe(1);
  });

  it('by default loads the viem reader: a real JSON-RPC read, and its failures in port shape', async () => {
    const server = await startLocalHttpServer((request, response) => {
      const calls = JSON.parse(request.body) as { id: number; method: string } | { id: number }[];
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x2a' });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)));
    });
    try {
      const reader = createLazyEvmChainReader();
      expect(
        await reader.getNativeBalance({ address: ALICE, network: testNetwork(31337, [server.url]) }),
      ).toBe(42n);
      expect(server.requests[0]?.body).toContain('eth_getBalance');
      await expect(
        reader.getNativeBalance({ address: '0x123', network: testNetwork(31337, [server.url]) }),
      ).rejects.toMatchObject({ code: 'ADDRESS_INVALID' });
    } finally {
      await server.close();
    }
  });
});
