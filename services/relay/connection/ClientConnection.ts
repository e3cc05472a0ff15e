import type { WebSocket } from 'ws';
import type { ClientIdentity } from '../auth/authenticateClient.js';
import type { RelayMessage } from '../mailbox/RelayMessage.js';
import { stringifyJson } from '../rpc/jsonCodec.js';
import { subscriptionId } from './hashes.js';
import type { TopicSubscriber } from './topicRouter.js';

export type RpcId = string | number | bigint;

/**
 * One client socket: its identity, the topics it follows on this socket, and the deliveries it has not
 * acknowledged yet. A message is sent to a socket once; what stays unacknowledged when the socket goes
 * is still pending in the mailbox and is delivered again when the client subscribes anew.
 */
export class ClientConnection implements TopicSubscriber {
  readonly clientId: string;
  readonly projectId: string | undefined;
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>();
  /** Cleared by each heartbeat, set by any pong or frame: a socket still false at the next beat is dead. */
  alive = true;
  private readonly inFlight = new Map<string, RelayMessage>();
  private readonly inFlightIds = new Set<string>();

  constructor(
    readonly socket: WebSocket,
    identity: ClientIdentity,
    private readonly nextRpcId: () => number,
  ) {
    this.clientId = identity.clientId;
    this.projectId = identity.projectId;
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

  send(payload: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(stringifyJson(payload));
  }
}
