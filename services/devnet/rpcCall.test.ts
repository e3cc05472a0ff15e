import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcCall } from './rpcCall.js';

describe('rpcCall', () => {
  let server: Server;
  let url: string;
  const received: unknown[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        const call: { method: string } = JSON.parse(body);
        received.push(call);
        const answer =
          call.method === 'eth_chainId'
            ? { jsonrpc: '2.0', id: 1, result: '0x7a69' }
            : call.method === 'broken'
              ? 'null'
              : { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Forking not enabled' } };
        response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts a JSON-RPC 2.0 call and resolves with its result', async () => {
    expect(await rpcCall(url, 'eth_chainId')).toBe('0x7a69');
    expect(received[0]).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
  });

  it("rejects with the node's error message or a malformed answer", async () => {
    await expect(rpcCall(url, 'anvil_reset', [{}])).rejects.toThrow('anvil_reset: Forking not enabled');
    await expect(rpcCall(url, 'broken')).rejects.toThrow('broken: not a JSON-RPC answer');
  });
});
