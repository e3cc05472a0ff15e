import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { apiError } from '../api/http/ApiError.js';
import { createFrontServer } from '../http-front/createFrontServer.js';
import { type DrainOptions, drainServer } from '../http-front/drainServer.js';
import { OPS_PATHS } from '../http-front/ops/createOps.js';
import { meterFrontHandler, serveOps } from '../http-front/ops/frontOps.js';
import { redactText } from '../http-front/redactQuery.js';
import { authenticateClient, type ClientIdentity } from './auth/authenticateClient.js';
import { checkProject } from './auth/checkProject.js';
import { relayAudiences } from './auth/relayAudiences.js';
import { ClientConnection } from './connection/ClientConnection.js';
import type { RelayContext } from './connection/RelayContext.js';
import { createTopicRouter, type TopicRouter } from './connection/topicRouter.js';
import { createBackends } from './createBackends.js';
import { releaseSubscriptions } from './handlers/subscribeTopics.js';
import { clientAddressKey } from './limits/clientAddressKey.js';
import { createPublisherQuotas } from './limits/publisherQuotas.js';
import { createSlotLimiter } from './limits/slotLimiter.js';
import { createTokenBucket, createTokenBuckets } from './limits/tokenBucket.js';
import { RelayStartError } from './RelayStartError.js';
import { RELAY_DEFAULTS, type RelayOptions } from './relayOptions.js';
import { type FrameGate, receiveFrame } from './rpc/receiveFrame.js';
import { createRouteTable } from './rpc/routeTable.js';
import { createRelayOps } from './server/createRelayOps.js';
import { handleHttpRequest, RELAY_HTTP_ROUTES } from './server/handleHttpRequest.js';
import { rejectUpgrade } from './server/rejectUpgrade.js';
import { startHeartbeat } from './server/startHeartbeat.js';

export interface Relay {
  /** `ws://host:port`: what dapps and wallets put in `relayUrl`. */
  readonly url: string;
  readonly port: number;
  readonly backend: 'memory' | 'redis';
  /** Open client sockets. */
  readonly connections: number;
  /** Topics followed, summed over the open sockets (what RELAY_MAX_SUBSCRIPTIONS_TOTAL bounds). */
  readonly subscriptions: number;
  /**
   * Closes every socket (1001: clients reconnect elsewhere), stops listening and releases the backend; resolves
   * when done. Plain HTTP connections are cut; with `drain` (SIGTERM) the requests in flight finish first.
   */
  close(drain?: DrainOptions): Promise<void>;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });

/** Closes every socket with 1001 (going away); the ones that do not finish the handshake in 500 ms are cut. */
async function closeSockets(connections: ReadonlySet<ClientConnection>): Promise<void> {
  await Promise.all(
    [...connections].map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          const cut = setTimeout(() => socket.terminate(), 500);
          socket.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
          socket.close(1001, 'Relay shutting down');
        }),
    ),
  );
}

const formatHost = (host: string) => (host.includes(':') ? `[${host}]` : host);
const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Longest time a client may take to send its request headers (slow handshakes hold a socket). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Starts the WalletConnect v2 relay: WebSocket JSON-RPC (irn_* and wc_* methods) with JWT auth, a mailbox
 * (memory, or Redis when `redisUrl` is set), `/health`, `/healthz`, `/readyz` and `/metrics` (createRelayOps), on
 * `host:port`. Every input is bounded (see
 * RelayOptions and README): connections per address, frames per socket and per address (before parsing),
 * subscriptions (per socket, per address and in all), mailbox size, send buffers. Rejects with a
 * RelayStartError when the port is taken or Redis cannot be reached.
 */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const host = options.host ?? RELAY_DEFAULTS.host;
  const log = options.log ?? (() => undefined);
  const maxMessageBytes = options.maxMessageBytes ?? RELAY_DEFAULTS.maxMessageBytes;
  const maxBufferedBytes = options.maxBufferedBytes ?? RELAY_DEFAULTS.maxBufferedBytes;
  const rateLimit = options.rateLimit ?? RELAY_DEFAULTS.rateLimit;
  let router: TopicRouter | undefined;
  const backends = await createBackends({
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix ?? RELAY_DEFAULTS.redisPrefix,
    mailboxLimits: { ...RELAY_DEFAULTS.mailboxLimits, ...options.mailboxLimits },
    listener: (message) => router?.dispatch(message),
    log,
  });
  if (backends.isErr())
    throw new RelayStartError('REDIS_UNAVAILABLE', backends.error.message, { cause: backends.error });
  const { mailbox, fanOut } = backends.value;
  router = createTopicRouter(fanOut, (failure) => log(`relay: ${failure.message}`));

  const connections = new Set<ClientConnection>();
  const quotas = createPublisherQuotas({ ...RELAY_DEFAULTS.publisherLimits, ...options.publisherLimits });
  const context: RelayContext = {
    mailbox,
    quotas,
    fanOut,
    router,
    now: Date.now,
    maxMessageBytes,
    maxSubscriptions: options.maxSubscriptions ?? RELAY_DEFAULTS.maxSubscriptions,
    subscriptionSlots: createSlotLimiter({
      perKey: options.maxSubscriptionsPerIp ?? RELAY_DEFAULTS.maxSubscriptionsPerIp,
      total: options.maxSubscriptionsTotal ?? RELAY_DEFAULTS.maxSubscriptionsTotal,
    }),
    replayLowWaterBytes: Math.floor(maxBufferedBytes / 4),
    fetchPage: { ...RELAY_DEFAULTS.fetchPage, ...options.fetchPage },
    log,
  };
  const gate: FrameGate = {
    context,
    routes: createRouteTable(maxMessageBytes),
    addressBuckets: createTokenBuckets(options.ipRateLimit ?? RELAY_DEFAULTS.ipRateLimit),
  };
  // Open sockets (and upgrades being checked), in all and per client address.
  const limiter = createSlotLimiter({
    perKey: options.maxConnectionsPerIp ?? RELAY_DEFAULTS.maxConnectionsPerIp,
    total: options.maxConnections ?? RELAY_DEFAULTS.maxConnections,
  });
  let nextRpcId = Date.now() * 1000;

  // Room for wc_approveSession's two messages plus the JSON around them; bigger frames close the socket (1009).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxMessageBytes * 2 + 64 * 1024,
    perMessageDeflate: false,
  });
  const answerHttp = handleHttpRequest({
    backend: backends.value.kind,
    connections: () => connections.size,
    healthy: backends.value.healthy,
  });
  const ops = createRelayOps(
    {
      backends: backends.value,
      sockets: () => connections.size,
      subscriptions: () => context.subscriptionSlots.total,
    },
    { metricsAccess: options.metricsAccess, readiness: options.readiness },
  );
  const answerOpsOrHttp = serveOps(answerHttp, ops);
  const server = createFrontServer(
    meterFrontHandler(
      (request, response, target) => {
        if (!gate.addressBuckets.take(clientAddressKey(request.socket.remoteAddress), Date.now())) {
          throw apiError(429, 'address', 'Too many requests from this address', {
            headers: { 'retry-after': '1' },
          });
        }
        return answerOpsOrHttp(request, response, target);
      },
      ops.metrics,
      [...OPS_PATHS, ...RELAY_HTTP_ROUTES],
    ),
    { name: 'relay', headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: HEADERS_TIMEOUT_MS, log },
  );

  let closing: Promise<void> | undefined;
  const accept = (
    socket: Duplex,
    request: IncomingMessage,
    head: Buffer,
    identity: ClientIdentity,
    addressKey: string,
  ) => {
    if (closing !== undefined) {
      rejectUpgrade(socket, 503, 'Relay shutting down');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new ClientConnection(ws, identity, () => nextRpcId++, {
        addressKey,
        bucket: createTokenBucket(rateLimit, Date.now()),
        maxBufferedBytes,
        onSlowReader: (buffered) =>
          log(`relay: dropped a slow reader (${buffered} bytes unsent, limit ${maxBufferedBytes})`),
      });
      connections.add(connection);
      ws.on('message', (data, isBinary) => {
        try {
          const bytes = Buffer.isBuffer(data)
            ? data
            : Array.isArray(data)
              ? Buffer.concat(data)
              : Buffer.from(data);
          receiveFrame(gate, connection, bytes, isBinary);
        } catch (error) {
          log(`relay: frame handling failed: ${redactText(describe(error))}`);
        }
      });
      ws.on('pong', () => {
        connection.alive = true;
      });
      ws.on('error', () => undefined);
      ws.on('close', () => {
        connections.delete(connection);
        releaseSubscriptions(context, connection);
      });
    });
  };

  let audiences = new Set<string>();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    try {
      const addressKey = clientAddressKey(request.socket.remoteAddress);
      if (closing !== undefined) return rejectUpgrade(socket, 503, 'Relay shutting down');
      if (!gate.addressBuckets.take(addressKey, Date.now())) {
        return rejectUpgrade(socket, 429, 'Too many requests from this address');
      }
      const refusal = limiter.acquire(addressKey);
      if (refusal !== undefined) {
        return refusal === 'key'
          ? rejectUpgrade(socket, 429, 'Too many connections from this address')
          : rejectUpgrade(socket, 503, 'Relay at its connection limit, try again later');
      }
      // One slot per TCP socket, given back whenever it closes (refused, failed handshake or closed later).
      socket.once('close', () => limiter.release(addressKey));
      const origin = request.headers.origin;
      void authenticateClient({ requestUrl: request.url ?? '/', audiences, now: Date.now() })
        .andThen((identity) => checkProject(identity, origin, options.isProjectAllowed))
        .match(
          (identity) => accept(socket, request, head, identity, addressKey),
          (failure) => rejectUpgrade(socket, failure.status, failure.reason),
        )
        .catch((error: unknown) => {
          log(`relay: upgrade failed: ${redactText(describe(error))}`);
          socket.destroy();
        });
    } catch (error) {
      log(`relay: upgrade failed: ${redactText(describe(error))}`);
      rejectUpgrade(socket, 400, 'Bad request');
    }
  });

  let port: number;
  try {
    port = await listen(server, options.port, host);
  } catch (error) {
    await backends.value.close();
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    throw new RelayStartError(
      inUse ? 'PORT_IN_USE' : 'LISTEN_FAILED',
      inUse
        ? `Port ${options.port} on ${host} is already in use (relay). Stop whatever holds it, or set RELAY_PORT.`
        : `The relay could not listen on ${host}:${options.port}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  audiences = relayAudiences(host, port, options.publicUrls);
  const stopHeartbeat = startHeartbeat(
    connections,
    options.pingIntervalMs ?? RELAY_DEFAULTS.pingIntervalMs,
    () => {
      gate.addressBuckets.sweep(Date.now());
      quotas.sweep(Date.now());
    },
  );

  return {
    url: `ws://${formatHost(host)}:${port}`,
    port,
    backend: backends.value.kind,
    get connections() {
      return connections.size;
    },
    get subscriptions() {
      return context.subscriptionSlots.total;
    },
    close(drain) {
      closing ??= (async () => {
        stopHeartbeat();
        await Promise.all([closeSockets(connections), drainServer(server, drain ?? { drainMs: 0 })]);
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await backends.value.close();
      })();
      return closing;
    },
  };
}
