import { type Address, createWalletClient, http, parseEther, parseGwei } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapProviderFailure } from '../../../core/lib/rpc/index.js';
import { startTestAnvil, type TestAnvil, testNetwork } from '../../../services/devnet/testAnvil.js';
import { startLocalHttpServer } from '../../../testkits/localHttpServer.js';
import { createEvmChainReader } from './createEvmChainReader.js';

/** Account 0 of the devnet mnemonic (anvil unlocks it, 10 000 ETH). */
const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT: Address = '0x1111111111111111111111111111111111111111';
/** Runtime code that always reverts: PUSH1 0 PUSH1 0 REVERT. */
const REVERTER: Address = '0x2222222222222222222222222222222222222222';

let london: TestAnvil;
let berlin: TestAnvil;

const send = (anvil: TestAnvil, args: { to: Address; value?: bigint; gas?: bigint }) =>
  createWalletClient({ transport: http(anvil.rpcUrl) }).sendTransaction({
    account: ALICE,
    chain: null,
    ...args,
  });

const rpc = async (url: string, method: string, params: unknown[] = []): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body: { result?: unknown } = await response.json();
  return body.result;
};

beforeAll(async () => {
  [london, berlin] = await Promise.all([
    startTestAnvil({ chainId: 31337 }),
    startTestAnvil({ chainId: 31338, args: ['--hardfork', 'berlin'] }),
  ]);
  await rpc(london.rpcUrl, 'anvil_setCode', [REVERTER, '0x60006000fd']);
});

afterAll(async () => {
  await Promise.all([london?.stop(), berlin?.stop()]);
});

describe('createEvmChainReader against anvil', () => {
  it('reads native balances, also of an address given in lower case', async () => {
    const reader = createEvmChainReader();
    const network = testNetwork(31337, [london.rpcUrl]);
    expect(reader.namespace).toBe('eip155');
    expect(await reader.getNativeBalance({ address: ALICE.toLowerCase(), network })).toBeGreaterThan(
      parseEther('9000'),
    );
    expect(await reader.getNativeBalance({ address: RECIPIENT, network })).toBe(0n);
  });

  it('waits for a sent transaction and returns the receipt in port shape; the balance follows', async () => {
    const reader = createEvmChainReader({ pollingIntervalMs: 50 });
    const network = testNetwork(31337, [london.rpcUrl]);
    const hash = await send(london, { to: RECIPIENT, value: parseEther('1.5') });
    const receipt = await reader.waitForTransaction({ hash, network });
    expect(receipt).toEqual({ hash, status: 'success', blockNumber: expect.any(BigInt), logs: [] });
    expect(receipt.blockNumber).toBeGreaterThan(0n);
    expect(await reader.getNativeBalance({ address: RECIPIENT, network })).toBe(parseEther('1.5'));
  });

  it('reports a reverted transaction as reverted', async () => {
    const reader = createEvmChainReader({ pollingIntervalMs: 50 });
    const hash = await send(london, { to: REVERTER, gas: 50_000n });
    const receipt = await reader.waitForTransaction({ hash, network: testNetwork(31337, [london.rpcUrl]) });
    expect(receipt.status).toBe('reverted');
  });

  it('estimates an EIP-1559 fee: 21 000 gas for a transfer, maxFeePerGas at least the base fee', async () => {
    const reader = createEvmChainReader();
    const network = testNetwork(31337, [london.rpcUrl]);
    const block = (await rpc(london.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas: string;
    };
    const fee = await reader.estimateEvmFee({
      request: { from: ALICE, to: RECIPIENT, value: 1n },
      network,
    });
    expect(fee.gas).toBe(21_000n);
    expect(fee.pricePerGas).toBeGreaterThanOrEqual(BigInt(block.baseFeePerGas));
  });

  it('estimates with the legacy gasPrice on a chain without a base fee', async () => {
    const reader = createEvmChainReader();
    const fee = await reader.estimateEvmFee({
      request: { from: ALICE, to: RECIPIENT, data: '0x' },
      network: testNetwork(31338, [berlin.rpcUrl]),
    });
    expect(fee.gas).toBe(21_000n);
    expect(fee.pricePerGas).toBe(BigInt(String(await rpc(berlin.rpcUrl, 'eth_gasPrice'))));
    expect(fee.pricePerGas).toBeGreaterThan(parseGwei('0'));
  });

  it("rejects with the node's own error, which core maps (revert)", async () => {
    const reader = createEvmChainReader();
    const network = testNetwork(31337, [london.rpcUrl]);
    const failure = await reader
      .estimateEvmFee({ request: { from: ALICE, to: REVERTER }, network })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'ProviderRpcFailure', code: 3 });
    expect(failure).toHaveProperty('message', expect.stringMatching(/^execution reverted/));
    expect(mapProviderFailure(failure).code).toBe('EXECUTION_REVERTED_UNKNOWN');
  });

  it('batches calls made together into one HTTP body', async () => {
    const proxy = await startLocalHttpServer((request, response) => {
      void fetch(london.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.body,
      })
        .then((upstream) => upstream.text())
        .then((text) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(text);
        });
    });
    try {
      const reader = createEvmChainReader();
      const network = testNetwork(31337, [proxy.url]);
      const balances = await Promise.all([
        reader.getNativeBalance({ address: ALICE, network }),
        reader.getNativeBalance({ address: RECIPIENT, network }),
      ]);
      expect(balances[0]).toBeGreaterThan(0n);
      expect(proxy.requests).toHaveLength(1);
      expect(JSON.parse(proxy.requests[0]?.body ?? '')).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it('falls back to the next RPC URL when the first does not answer', async () => {
    const dead = await startLocalHttpServer(() => undefined);
    const deadUrl = dead.url;
    await dead.close();
    const reader = createEvmChainReader();
    const network = testNetwork(31337, [deadUrl, london.rpcUrl]);
    expect(await reader.getNativeBalance({ address: ALICE, network })).toBeGreaterThan(0n);
  });
});

describe('createEvmChainReader failures in port shape', () => {
  it('an HTTP error status is an HttpFailure (RPC_HTTP_ERROR)', async () => {
    const server = await startLocalHttpServer((_request, response) => {
      response.writeHead(404);
      response.end('not here');
    });
    try {
      const failure = await createEvmChainReader()
        .getNativeBalance({ address: ALICE, network: testNetwork(31337, [`${server.url}/rpc`]) })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'HttpFailure', status: 404, url: `${server.url}/rpc` });
      expect(mapProviderFailure(failure).code).toBe('RPC_HTTP_ERROR');
    } finally {
      await server.close();
    }
  });

  it('an endpoint that does not answer is a NetworkFailure (RPC_NETWORK_ERROR)', async () => {
    const dead = await startLocalHttpServer(() => undefined);
    await dead.close();
    const reader = createEvmChainReader({
      transportFor: (network) => http(network.rpcUrls.default.http[0], { retryCount: 0 }),
    });
    const failure = await reader
      .getNativeBalance({ address: ALICE, network: testNetwork(31337, [`${dead.url}/rpc`]) })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'NetworkFailure', url: `${dead.url}/rpc` });
    expect(mapProviderFailure(failure).code).toBe('RPC_NETWORK_ERROR');
  });

  it('refuses other namespaces, networks without RPC URLs and malformed input', async () => {
    const reader = createEvmChainReader();
    const solana = {
      ...testNetwork(1, ['http://127.0.0.1:1']),
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:mainnet' as const,
    };
    await expect(reader.getNativeBalance({ address: ALICE, network: solana })).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
      capability: 'network solana:mainnet',
    });
    await expect(
      reader.getNativeBalance({ address: ALICE, network: testNetwork(31337, []) }),
    ).rejects.toMatchObject({
      code: 'RPC_URL_REQUIRED',
    });
    const network = testNetwork(31337, [london.rpcUrl]);
    await expect(reader.getNativeBalance({ address: '0x123', network })).rejects.toMatchObject({
      code: 'ADDRESS_INVALID',
    });
    await expect(reader.waitForTransaction({ hash: '0xabc', network })).rejects.toMatchObject({
      code: 'TX_HASH_INVALID',
    });
  });
});
