import type { DevnetChain } from '../../devnet/manifest.js';
import { createChainClients } from '../chain/createChainClients.js';
import type { Queryable } from '../db/Database.js';
import { coalesceRuns } from './coalesceRuns.js';
import { createChainIndexer } from './createChainIndexer.js';

/** Where the indexer reports (Fastify's logger fits). */
export interface IndexerLog {
  info(message: string): void;
  warn(details: { readonly err: unknown }, message: string): void;
}

export interface HistoryIndexerOptions {
  readonly db: Queryable;
  /** The chains to follow (the devnet manifest's). */
  readonly chains: readonly DevnetChain[];
  /** Pause between two polls of every chain's head. Default 1 s. */
  readonly pollIntervalMs?: number;
  /** Timeout of each node request. Default 10 s. */
  readonly rpcTimeoutMs?: number;
  /** Blocks stored per statement. Default 20. */
  readonly batchSize?: number;
  readonly log?: IndexerLog;
}

export interface HistoryIndexer {
  /**
   * Brings the given chains (default: all) up to their current head, by a run that starts after this
   * call (concurrent calls share runs). Rejects with the first chain's failure; resolves at once after stop.
   */
  sync(caipNetworkIds?: readonly string[]): Promise<void>;
  /** Follows every chain: syncs now, then again `pollIntervalMs` after each sync ends. */
  start(): void;
  /** Stops following and waits for the runs under way. */
  stop(): Promise<void>;
  /** Blocks each chain's history is behind the head last read (chains not read yet are absent). */
  lag(): ReadonlyMap<string, number>;
}

const QUIET: IndexerLog = { info: () => undefined, warn: () => undefined };

/**
 * The history indexer: follows each chain's new blocks by polling its head and stores what they did
 * per account (see createChainIndexer, extractHistory). A chain whose node fails is reported once and
 * retried at every poll; its recovery is reported too.
 */
export const createHistoryIndexer = (options: HistoryIndexerOptions): HistoryIndexer => {
  const log = options.log ?? QUIET;
  const clients = createChainClients(options.chains, { timeoutMs: options.rpcTimeoutMs ?? 10_000 });
  const runs = new Map<string, () => Promise<void>>();
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  const lagBlocks = new Map<string, number>();
  for (const id of clients.ids) {
    const chain = clients.get(id);
    if (chain === undefined) continue;
    const index = createChainIndexer({
      db: options.db,
      chain,
      signal: stopping.signal,
      ...(options.batchSize !== undefined ? { batchSize: options.batchSize } : {}),
      onReset: (caip) => log.info(`history: ${caip} was reset; indexing it again from the start`),
      onProgress: (head, indexed) => lagBlocks.set(id, Number(head > indexed ? head - indexed : 0n)),
    });
    let failing = false;
    runs.set(
      id,
      coalesceRuns(async () => {
        try {
          await index();
          if (failing) log.info(`history: indexing ${id} again`);
          failing = false;
        } catch (error) {
          if (!failing) log.warn({ err: error }, `history: indexing ${id} failed; retrying`);
          failing = true;
          throw error;
        }
      }),
    );
  }

  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sync = async (ids: readonly string[] = clients.ids): Promise<void> => {
    if (stopping.signal.aborted) return;
    const settled = Promise.allSettled(
      ids.flatMap((id) => {
        const run = runs.get(id);
        return run === undefined ? [] : [run()];
      }),
    );
    inFlight.add(settled);
    const outcomes = await settled.finally(() => inFlight.delete(settled));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure !== undefined) throw failure.reason;
  };

  const poll = (): void => {
    void sync()
      .catch(() => undefined)
      .then(() => {
        if (stopping.signal.aborted) return;
        timer = setTimeout(poll, options.pollIntervalMs ?? 1_000);
        timer.unref();
      });
  };

  return {
    sync,
    lag: () => lagBlocks,
    start() {
      if (stopping.signal.aborted || started) return;
      started = true;
      poll();
    },
    async stop() {
      stopping.abort();
      if (timer !== undefined) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
};
