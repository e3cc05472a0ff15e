import { base58 } from '@scure/base';
import type { WebSocket } from 'ws';
import type { DevnetState } from './devnetState.js';
import { handleCall, type RpcResponse } from './rpc/dispatch.js';
import type { RpcMethod } from './rpc/method.js';
import { configParam, integerParam, paramList } from './rpc/params.js';
import { invalidParams, RPC_CODES, RpcError } from './rpc/RpcError.js';

/** At most this many live subscriptions per socket. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;

let lastSubscriptionId = 0;

const signatureParam = (value: unknown): string => {
  try {
    if (typeof value === 'string' && value.length <= 88 && base58.decode(value).length === 64) return value;
  } catch {
    // reported below
  }
  throw invalidParams('Invalid param: not a base58 signature');
};

/**
 * Slot and signature subscriptions on one WebSocket, in Solana's PubSub shape: `slotSubscribe` →
 * `slotNotification`, `signatureSubscribe` → one `signatureNotification` (at once when the signature
 * already landed), `*Unsubscribe` → true. Everything is dropped when the socket closes.
 */
export function serveSubscriptions(
  socket: WebSocket,
  state: DevnetState,
  log: (message: string) => void,
): void {
  const live = new Map<number, () => void>();
  const notify = (method: string, subscription: number, result: unknown) => {
    if (socket.readyState === socket.OPEN)
      socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
  };
  const subscribe = (start: (id: number) => () => void): number => {
    if (live.size >= MAX_SUBSCRIPTIONS_PER_SOCKET)
      throw new RpcError(
        RPC_CODES.invalidRequest,
        `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`,
      );
    lastSubscriptionId += 1;
    const id = lastSubscriptionId;
    live.set(id, start(id));
    return id;
  };
  const unsubscribe: RpcMethod = (params) => {
    const [id] = paramList(params, 1, 1);
    const stop = live.get(integerParam(id, 'subscription id', Number.MAX_SAFE_INTEGER));
    if (stop === undefined) throw invalidParams('Invalid subscription id.');
    stop();
    return live.delete(id as number);
  };
  const methods = new Map<string, RpcMethod>([
    [
      'slotSubscribe',
      (params) => {
        paramList(params, 0, 0);
        return subscribe((id) =>
          state.ledger.onSlot((slot) =>
            notify('slotNotification', id, { parent: slot - 1, root: slot, slot }),
          ),
        );
      },
    ],
    ['slotUnsubscribe', unsubscribe],
    [
      'signatureSubscribe',
      (params) => {
        const [signatureValue, config] = paramList(params, 1, 2);
        configParam(config);
        const signature = signatureParam(signatureValue);
        const id = subscribe((subscription) =>
          state.ledger.onSignature((landed, status) => {
            if (landed !== signature) return;
            notify('signatureNotification', subscription, {
              context: { slot: status.slot },
              value: { err: status.err },
            });
            live.get(subscription)?.();
            live.delete(subscription);
          }),
        );
        const known = state.ledger.status(signature);
        if (known !== undefined)
          queueMicrotask(() => {
            if (!live.has(id)) return;
            notify('signatureNotification', id, { context: { slot: known.slot }, value: { err: known.err } });
            live.get(id)?.();
            live.delete(id);
          });
        return id;
      },
    ],
    ['signatureUnsubscribe', unsubscribe],
  ]);

  socket.on('message', (data, isBinary) => {
    let answer: RpcResponse | undefined;
    try {
      const request: unknown = isBinary ? undefined : JSON.parse(data.toString());
      answer = handleCall(request, state, methods, log);
    } catch {
      answer = { jsonrpc: '2.0', id: null, error: { code: RPC_CODES.parseError, message: 'Parse error' } };
    }
    if (answer !== undefined && socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
  });
  // An oversized or malformed frame closes the socket (1009 / 1002); the error is the socket's alone.
  socket.on('error', () => socket.terminate());
  socket.on('close', () => {
    for (const stop of live.values()) stop();
    live.clear();
  });
}
