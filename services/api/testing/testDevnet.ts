import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevnetChain, startDevnet } from '../../devnet/index.js';

/** Test helpers (never imported by the service): a seeded devnet and RPC plumbing around it. */

/** A loopback port that nothing listens on (it was free a moment ago). */
export const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
};

export interface TestDevnet {
  readonly chain: DevnetChain;
  stop(): Promise<void>;
}

/** One seeded anvil chain (id 31337) on a free port, its files in a temporary folder. */
export const startTestDevnet = async (): Promise<TestDevnet> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-api-devnet-'));
  try {
    const devnet = await startDevnet({
      dataDir,
      chains: [{ chainId: 31337, port: await closedPort(), name: 'Latch Test Devnet' }],
    });
    const chain = devnet.manifest.chains[0];
    if (chain === undefined) throw new Error('the devnet started no chain');
    return {
      chain,
      async stop() {
        await devnet.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (cause) {
    await rm(dataDir, { recursive: true, force: true });
    throw cause;
  }
};

/** A chain entry pointing at a node that does not answer. */
export const unreachableChain = (chain: DevnetChain, port: number): DevnetChain => ({
  ...chain,
  chainId: 99_999,
  caipNetworkId: 'eip155:99999',
  rpcUrl: `http://127.0.0.1:${port}`,
});

/** Sends one JSON-RPC call to a node and returns its result (for test set-up: anvil_setBalance …). */
export const rpc = async (url: string, method: string, params: readonly unknown[]): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (body.error !== undefined) throw new Error(`${method} failed: ${JSON.stringify(body.error)}`);
  return body.result;
};

export interface RecordingProxy {
  readonly url: string;
  /** The JSON-RPC bodies forwarded so far. */
  readonly bodies: unknown[];
  close(): Promise<void>;
}

/** A loopback HTTP proxy in front of a node that records every JSON-RPC body it forwards. */
export const startRecordingProxy = async (target: string): Promise<RecordingProxy> => {
  const bodies: unknown[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      bodies.push(JSON.parse(text));
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
        .then(async (upstream) => {
          response.writeHead(upstream.status, { 'content-type': 'application/json' });
          response.end(await upstream.text());
        })
        .catch(() => {
          response.writeHead(502);
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
