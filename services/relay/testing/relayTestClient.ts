import { WebSocket } from 'ws';
import { isRecord } from '../../../core/lib/validation/isRecord.js';
import { createTestIdentity, signClientJwt, type TestIdentity } from './clientJwt.js';

/** One `irn_subscription` a raw client received. */
export interface Delivery {
  readonly rpcId: number;
  readonly subscriptionId: string;
  readonly topic: string;
  readonly message: string;
  readonly publishedAt: number;
  readonly attestation: unknown;
}

export interface RpcReply {
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

export interface RelayTestClient {
  readonly identity: TestIdentity;
  readonly socket: WebSocket;
  /** Every delivery received, in order. */
  readonly deliveries: readonly Delivery[];
  request(method: string, params: unknown): Promise<RpcReply>;
  /** `request`, resolving with the result and throwing on an error reply. */
  call(method: string, params: unknown): Promise<unknown>;
  /** Waits for the next delivery after `seen` deliveries matching `topic` (any topic when omitted). */
  waitForDeliveries(count: number, topic?: string, timeoutMs?: number): Promise<Delivery[]>;
  ack(delivery: Delivery): void;
  close(): Promise<void>;
}

export interface ConnectOptions {
  readonly identity?: TestIdentity;
  /** Acknowledge every delivery at once (what the SDKs do); default true. */
  readonly autoAck?: boolean;
  /** Answer pings (default true); false simulates a dead peer. */
  readonly autoPong?: boolean;
  readonly projectId?: string;
  /** JWT audience; default the relay URL. */
  readonly aud?: string;
  /** Loopback address to connect from (127.0.0.2 is another client address to the relay). */
  readonly localAddress?: string;
}

/** The URL the SDKs open: relay URL + auth JWT, projectId, ua and useOnCloseEvent. */
export function relayConnectUrl(url: string, jwt: string, projectId = 'latch-test'): string {
  const query = new URLSearchParams({
    auth: jwt,
    projectId,
    ua: 'wc-2/js-2.25.0/node/test',
    useOnCloseEvent: 'true',
  });
  return `${url}/?${query.toString()}`;
}

/** Opens a socket and resolves with the HTTP status the upgrade got (101 when accepted). */
export function upgradeStatus(
  fullUrl: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(fullUrl, { headers });
    socket.once('open', () => {
      socket.terminate();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

/** A bare JSON-RPC relay client (what the SDKs do on the wire, without the SDKs), for tests and benchmarks. */
export async function connectRelayClient(
  url: string,
  options: ConnectOptions = {},
): Promise<RelayTestClient> {
  const identity = options.identity ?? createTestIdentity();
  const jwt = await signClientJwt(identity, { aud: options.aud ?? url });
  const socket = new WebSocket(relayConnectUrl(url, jwt, options.projectId), {
    autoPong: options.autoPong ?? true,
    ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);

  const waiting = new Map<string, (reply: RpcReply) => void>();
  const deliveries: Delivery[] = [];
  let changed: () => void = () => undefined;
  let nextId = 1;
  const ack = (delivery: Delivery) =>
    socket.send(JSON.stringify({ id: delivery.rpcId, jsonrpc: '2.0', result: true }));

  socket.on('message', (data) => {
    const frame: unknown = JSON.parse(data.toString());
    if (!isRecord(frame)) return;
    if (frame.method === 'irn_subscription' && isRecord(frame.params) && isRecord(frame.params.data)) {
      const data = frame.params.data;
      const delivery: Delivery = {
        rpcId: Number(frame.id),
        subscriptionId: String(frame.params.id),
        topic: String(data.topic),
        message: String(data.message),
        publishedAt: Number(data.publishedAt),
        attestation: data.attestation,
      };
      deliveries.push(delivery);
      if (options.autoAck ?? true) ack(delivery);
      changed();
      return;
    }
    const resolve = waiting.get(String(frame.id));
    if (resolve === undefined) return;
    waiting.delete(String(frame.id));
    const { error } = frame;
    resolve(
      isRecord(error)
        ? { error: { code: Number(error.code), message: String(error.message), data: error.data } }
        : { result: frame.result },
    );
  });

  const request = (method: string, params: unknown) =>
    new Promise<RpcReply>((resolve) => {
      const id = nextId++;
      waiting.set(String(id), resolve);
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    });

  return {
    identity,
    socket,
    deliveries,
    request,
    async call(method, params) {
      const reply = await request(method, params);
      if (reply.error) throw new Error(`${method}: ${reply.error.code} ${reply.error.message}`);
      return reply.result;
    },
    waitForDeliveries(count, topic, timeoutMs = 5_000) {
      const matching = () => deliveries.filter((d) => topic === undefined || d.topic === topic);
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = matching();
          if (found.length >= count) {
            clearTimeout(timer);
            changed = () => undefined;
            resolve(found);
          }
        };
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} deliveries, got ${matching().length}`)),
          timeoutMs,
        );
        changed = check;
        check();
      });
    },
    ack,
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
