import type { WebSocket } from 'ws';
import type { ClientIdentity } from '../auth/authenticateClient.js';
import type { TokenBucket } from '../limits/tokenBucket.js';
import type { RelayMessage } from '../mailbox/RelayMessage.js';
import { stringifyJson } from '../rpc/jsonCodec.js';
import { subscriptionId } from './hashes.js';
import type { TopicSubscriber } from './topicRouter.js';

export type RpcId = string | number | bigint;

export interface ConnectionLimits {
  /** The client's address key (IPv4, or IPv6 /64): what per-address limits count. */
  readonly addressKey: string;
  /** This socket's own frame budget. */
  readonly bucket: TokenBucket;
  /** Unsent bytes past which the socket is dropped as a slow reader. */
  readonly maxBufferedBytes: number;
  /** Called once when the socket is dropped for that reason. */
  readonly onSlowReader: (buffered: number) => void;
}

/**
 * One client socket: its identity, the topics it follows on this socket, and the deliveries it has not
 * acknowledged yet. A message is sent to a socket once; what stays unacknowledged when the socket goes
 * is still pending in the mailbox and is delivered again when the client subscribes anew. A socket whose
 * send buffer passes the limit (a reader that does not read) is cut: the relay never holds more than
 * that for it.
 */
export class ClientConnection implements TopicSubscriber {
  readonly clientId: string;
  readonly projectId: string | undefined;
  readonly addressKey: string;
  readonly bucket: TokenBucket;
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>();
  /** Cleared by each heartbeat, set by a pong: a socket still false at the next beat is dead. */
  alive = true;
  private readonly inFlight = new Map<string, RelayMessage>();
  private readonly inFlightIds = new Set<string>();
  private readonly drainWaiters = new Set<() => void>();
  private dropped = false;

  constructor(
    readonly socket: WebSocket,
    identity: ClientIdentity,
    private readonly nextRpcId: () => number,
    private readonly limits: ConnectionLimits,
  ) {
    this.clientId = identity.clientId;
    this.projectId = identity.projectId;
    this.addressKey = limits.addressKey;
    this.bucket = limits.bucket;
    socket.once('close', () => this.wakeDrainWaiters());
  }

  follow(topic: string): string {
    let id = this.subscriptions.get(topic);
    if (id === undefined) {
      id = subscriptionId(topic, this.clientId);
      this.subscriptions.set(topic, id);
    }
    return id;
  }

  unfollow(topic: string): boolean {
    return this.subscriptions.delete(topic);
  }

  /** Leaves every topic (the socket closed); returns the topics it followed. */
  unfollowAll(): string[] {
    const topics = [...this.subscriptions.keys()];
    this.subscriptions.clear();
    return topics;
  }

  /** The socket is closed for good (its close handler has run or is running): it may follow nothing more. */
  get closed(): boolean {
    return this.socket.readyState === this.socket.CLOSED;
  }

  /** Sends `irn_subscription` unless this socket already has the message in flight or has left the topic. */
  deliver(message: RelayMessage): void {
    const subscription = this.subscriptions.get(message.topic);
    if (subscription === undefined || this.inFlightIds.has(message.id)) return;
    const rpcId = this.nextRpcId();
    this.inFlight.set(String(rpcId), message);
    this.inFlightIds.add(message.id);
    this.send({
      id: rpcId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscription,
        // attestation "" tells the wallet SDK there is nothing to verify (else it asks a verify server).
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          attestation: '',
        },
      },
    });
  }

  /** Whether `id` names a delivery awaiting the client's answer (its answer is not a request). */
  awaits(id: RpcId): boolean {
    return this.inFlight.has(String(id));
  }

  /** The client answered delivery `id`; returns the message when the answer acknowledges it. */
  settle(id: RpcId, acknowledged: boolean): RelayMessage | undefined {
    const message = this.inFlight.get(String(id));
    if (message === undefined) return undefined;
    this.inFlight.delete(String(id));
    this.inFlightIds.delete(message.id);
    return acknowledged ? message : undefined;
  }

  get unacknowledged(): number {
    return this.inFlight.size;
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN && !this.dropped;
  }

  send(payload: unknown): void {
    if (!this.open) return;
    this.socket.send(stringifyJson(payload), () => this.wakeDrainWaiters());
    const buffered = this.socket.bufferedAmount;
    if (buffered > this.limits.maxBufferedBytes) {
      this.dropped = true;
      this.limits.onSlowReader(buffered);
      this.socket.terminate();
    }
  }

  /**
   * Resolves once the unsent data is at most `lowWater` bytes (or the socket is gone): a long replay
   * waits here instead of piling everything into the buffer at once.
   */
  drained(lowWater: number): Promise<void> {
    if (!this.open || this.socket.bufferedAmount <= lowWater) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (this.open && this.socket.bufferedAmount > lowWater) return;
        this.drainWaiters.delete(check);
        resolve();
      };
      this.drainWaiters.add(check);
    });
  }

  private wakeDrainWaiters(): void {
    for (const waiter of [...this.drainWaiters]) waiter();
  }
}
