import { err, type Result, type ResultAsync } from 'neverthrow';
import type { Scheduler } from '../../../ports/index.js';
import type { JsonRpcHttpReply } from './postJsonRpc.js';
import { readJsonRpcReplies } from './readJsonRpcReplies.js';
import type { RpcFailure } from './types.js';

/** One serialised JSON-RPC request and its id. */
export interface RpcCall {
  readonly id: number;
  readonly json: string;
}

export type RpcCallOutcome = Result<unknown, RpcFailure>;

export interface BatchOptions {
  /** Largest number of calls in one body. */
  readonly size: number;
  /** How long calls are collected before the body goes out (0: the calls of one tick). */
  readonly waitMs: number;
}

export interface BatchDispatcherOptions {
  /** Sends one body to one endpoint. */
  readonly post: (url: string, body: string) => ResultAsync<JsonRpcHttpReply, RpcFailure>;
  readonly scheduler: Scheduler;
  /** Without it, every call goes out alone at once. */
  readonly batch?: BatchOptions;
}

export interface BatchDispatcher {
  send(url: string, call: RpcCall): Promise<RpcCallOutcome>;
}

interface Pending {
  readonly call: RpcCall;
  readonly resolve: (outcome: RpcCallOutcome) => void;
}

/**
 * Sends calls to endpoints, grouping the calls made for one endpoint within `waitMs` into JSON array
 * bodies of at most `size` calls (a full group leaves at once), and hands every caller its own reply.
 */
export function createBatchDispatcher(options: BatchDispatcherOptions): BatchDispatcher {
  const { post, scheduler, batch } = options;
  const queues = new Map<string, Pending[]>();
  let flushScheduled = false;

  const dispatch = async (url: string, group: readonly Pending[]): Promise<void> => {
    const [only] = group;
    const body = group.length === 1 && only ? only.call.json : `[${group.map((p) => p.call.json).join(',')}]`;
    const reply = await post(url, body);
    if (reply.isErr()) {
      for (const pending of group) pending.resolve(err(reply.error));
      return;
    }
    const { json, retryAfterMs } = reply.value;
    const after = retryAfterMs === undefined ? {} : { retryAfterMs };
    const outcomes = readJsonRpcReplies(
      json,
      group.map((pending) => pending.call.id),
    );
    outcomes.forEach((outcome, index) => {
      group[index]?.resolve(outcome.mapErr((error) => ({ error, ...after })));
    });
  };

  const flushAll = (): void => {
    flushScheduled = false;
    const groups = [...queues];
    queues.clear();
    for (const [url, group] of groups) void dispatch(url, group);
  };

  return {
    send(url, call) {
      return new Promise<RpcCallOutcome>((resolve) => {
        const pending: Pending = { call, resolve };
        if (!batch) {
          void dispatch(url, [pending]);
          return;
        }
        const queue = queues.get(url) ?? [];
        queue.push(pending);
        queues.set(url, queue);
        if (queue.length >= batch.size) {
          queues.delete(url);
          void dispatch(url, queue);
        } else if (!flushScheduled) {
          flushScheduled = true;
          scheduler.setTimeout(flushAll, batch.waitMs);
        }
      });
    },
  };
}
