import { createServer } from 'node:http';
import { type Address, parseEther, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryHistory, readIndexedBlock } from '../db/history.js';
import { startApi } from '../startApi.js';
import { type DevnetActor, devnetActor, testAccount } from '../testing/historyActivity.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import {
  openTestDatabase,
  type TestBackend,
  type TestDatabase,
  testBackends,
} from '../testing/testDatabases.js';
import {
  closedPort,
  rpc,
  startTestDevnet,
  type TestDevnet,
  unreachableChain,
} from '../testing/testDevnet.js';
import { createHistoryIndexer, type HistoryIndexer, type IndexerLog } from './createHistoryIndexer.js';

let devnet: TestDevnet;
const databases = new Map<TestBackend, TestDatabase>();

// One devnet for the file; the databases open meanwhile.
beforeAll(async () => {
  const outcomes = await Promise.allSettled([
    startTestDevnet().then((started) => {
      devnet = started;
    }),
    ...testBackends().map(async (backend) => {
      databases.set(backend, await openTestDatabase(backend));
    }),
  ]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([devnet?.stop(), ...[...databases.values()].map((database) => database.cleanup())]);
}, HOOK_TIMEOUT_MS);

/** A log that keeps what it is told. */
const recordingLog = () => {
  const lines: string[] = [];
  const log: IndexerLog = {
    info: (message) => lines.push(`info ${message}`),
    warn: (_details, message) => lines.push(`warn ${message}`),
  };
  return { lines, log };
};

const waitFor = async (check: () => Promise<boolean>, what: string): Promise<void> => {
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.each(testBackends())('the history indexer on %s', (backend) => {
  let test: TestDatabase;
  let alice: DevnetActor;
  const indexers: HistoryIndexer[] = [];
  const indexer = (options: { log?: IndexerLog; pollIntervalMs?: number } = {}) => {
    const created = createHistoryIndexer({
      db: test.database.pool,
      chains: [devnet.chain],
      batchSize: 4,
      ...options,
    });
    indexers.push(created);
    return created;
  };
  const head = async () => BigInt(String(await rpc(devnet.chain.rpcUrl, 'eth_blockNumber', [])));
  const mark = async () => (await readIndexedBlock(test.database.pool, 'eip155:31337'))?.block;
  const hashesOf = async (address: Address) =>
    (
      await queryHistory(test.database.pool, {
        address: address.toLowerCase(),
        chainIds: ['eip155:31337'],
        limit: 1000,
      })
    ).map((entry) => entry.hash);
  const counts = async () =>
    (
      await test.database.pool.query<{ entries: number; transfers: number }>(
        `SELECT (SELECT count(*)::int FROM history_entries) AS entries,
                (SELECT count(*)::int FROM history_transfers) AS transfers`,
      )
    ).rows[0];
  const pay = (to: Address, ether = '0.01'): Promise<TransactionReceipt> =>
    alice.send({ to, value: parseEther(ether) });
  /** A recipient of this backend's own (no other run pays it). */
  const recipient = (n: number): Address =>
    `0x00000000000000000000000000000000000${backend === 'pglite' ? 'a' : 'b'}${String(n).padStart(4, '0')}`;

  beforeAll(() => {
    const opened = databases.get(backend);
    if (opened === undefined) throw new Error(`no ${backend} database`);
    test = opened;
    alice = devnetActor(devnet.chain, testAccount(1));
  });
  afterAll(async () => {
    await Promise.all(indexers.map((created) => created.stop()));
  }, HOOK_TIMEOUT_MS);

  it('starts after the seeded block, catches up after downtime, and stores each entry once', async () => {
    const first = await pay(recipient(1));
    const once = indexer();
    expect(once.lag()).toEqual(new Map());
    await once.sync();
    expect(await mark()).toBe(await head());
    // Caught up: no block behind the head it read.
    expect(once.lag()).toEqual(new Map([[devnet.chain.caipNetworkId, 0]]));
    expect(await hashesOf(recipient(1))).toEqual([first.transactionHash]);
    // Nothing of the seeding (the deployer's transactions) is history.
    expect(await hashesOf(testAccount(0).address)).toEqual([]);
    await once.stop();
    const stoppedAt = await mark();

    const missed = [await pay(recipient(2)), await pay(recipient(2)), await pay(recipient(3))];
    await once.sync(); // stopped: does nothing
    expect(await mark()).toBe(stoppedAt);
    expect(await hashesOf(recipient(2))).toEqual([]);
    await indexer().sync();
    expect(await mark()).toBe(await head());
    expect(await hashesOf(recipient(2))).toEqual([missed[1]?.transactionHash, missed[0]?.transactionHash]);
    expect(await hashesOf(recipient(3))).toEqual([missed[2]?.transactionHash]);

    // Indexing every block again (from the seeded block) adds nothing.
    const before = await counts();
    await test.database.pool.query("DELETE FROM history_chains WHERE chain_id = 'eip155:31337'");
    await indexer().sync();
    expect(await counts()).toEqual(before);
    expect(await mark()).toBe(await head());
  });

  it('follows new blocks once started, and stops cleanly', async () => {
    const following = indexer({ pollIntervalMs: 20 });
    following.start();
    const paid = await pay(recipient(4));
    await waitFor(async () => (await hashesOf(recipient(4))).length === 1, 'the payment to be indexed');
    await following.stop();
    const stoppedAt = await mark();
    await pay(recipient(5));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await mark()).toBe(stoppedAt);
    expect(await hashesOf(recipient(4))).toEqual([paid.transactionHash]);
    expect(await hashesOf(recipient(5))).toEqual([]);

    // Stopping during a long catch-up (everything again, one block per batch) ends it early.
    const before = await counts();
    await test.database.pool.query("DELETE FROM history_chains WHERE chain_id = 'eip155:31337'");
    const slow = createHistoryIndexer({ db: test.database.pool, chains: [devnet.chain], batchSize: 1 });
    const catchingUp = slow.sync();
    await slow.stop();
    await catchingUp;
    expect(await mark()).toBeUndefined();
    await indexer().sync();
    expect(await mark()).toBe(await head());
    // Only the payment made while stopped is new: Alice's send and its recipient's receipt.
    expect((await counts())?.entries).toBe((before?.entries ?? 0) + 2);
    expect(await hashesOf(recipient(5))).toHaveLength(1);
  });

  it('rebuilds the history of a chain whose node was reset or rewound', async () => {
    const { lines, log } = recordingLog();
    await indexer().sync();
    const before = await counts();
    // The stored last block is not on the chain any more: everything is indexed again.
    await test.database.pool.query(
      "UPDATE history_chains SET last_block_hash = '0x00' WHERE chain_id = 'eip155:31337'",
    );
    await indexer({ log }).sync();
    expect(lines).toEqual(['info history: eip155:31337 was reset; indexing it again from the start']);
    expect(await counts()).toEqual(before);

    // A rewound chain (snapshot, payment, revert, other payment): the new block does not follow the stored one.
    const rewinding = indexer({ log });
    const snapshot = await rpc(devnet.chain.rpcUrl, 'evm_snapshot', []);
    const lost = await pay(recipient(6));
    await rewinding.sync();
    expect(await hashesOf(recipient(6))).toEqual([lost.transactionHash]);
    await rpc(devnet.chain.rpcUrl, 'evm_revert', [snapshot]);
    const kept = await pay(recipient(7), '0.02');
    await rpc(devnet.chain.rpcUrl, 'evm_mine', []);
    await rewinding.sync();
    expect(await hashesOf(recipient(6))).toEqual([]);
    expect(await hashesOf(recipient(7))).toEqual([kept.transactionHash]);
    expect(lines).toHaveLength(2);
    expect(await mark()).toBe(await head());
  });

  it('reports a chain whose node does not answer once, keeps indexing the others, and reports its return', async () => {
    const { lines, log } = recordingLog();
    const port = await closedPort();
    const down = unreachableChain(devnet.chain, port);
    const mixed = createHistoryIndexer({
      db: test.database.pool,
      chains: [devnet.chain, down],
      rpcTimeoutMs: 2_000,
      log,
    });
    indexers.push(mixed);
    const paid = await pay(recipient(8));
    await expect(mixed.sync()).rejects.toThrow();
    await expect(mixed.sync(['eip155:99999'])).rejects.toThrow();
    expect(lines).toEqual(['warn history: indexing eip155:99999 failed; retrying']);
    expect(await hashesOf(recipient(8))).toEqual([paid.transactionHash]);
    await expect(mixed.sync(['eip155:31337'])).resolves.toBeUndefined();

    // The node answers again (a forwarder to the devnet on its port).
    const forwarder = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        fetch(devnet.chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        })
          .then(async (upstream) => {
            response.writeHead(upstream.status, { 'content-type': 'application/json' });
            response.end(await upstream.text());
          })
          .catch(() => response.destroy());
      });
    });
    await new Promise<void>((resolve) => forwarder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(mixed.sync()).resolves.toBeUndefined();
      expect(lines).toEqual([
        'warn history: indexing eip155:99999 failed; retrying',
        'info history: indexing eip155:99999 again',
      ]);
    } finally {
      forwarder.closeAllConnections();
      await new Promise((resolve) => forwarder.close(resolve));
    }
  });

  it('runs in the data service: startApi indexes for the history route and stops with it', async () => {
    const api = await startApi({
      port: 0,
      dataDir: test.dataDir,
      databaseUrl: test.database.url,
      chains: [devnet.chain],
      logLevel: 'silent',
      historyPollMs: 20,
      localProject: {},
    });
    try {
      const paid = await pay(recipient(9));
      const response = await fetch(`${api.url}/v1/account/${recipient(9)}/history?projectId=latch-local`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { data: { metadata: { hash: string } }[]; next: unknown };
      expect(page.data.map((item) => item.metadata.hash)).toEqual([paid.transactionHash]);
      expect(page.next).toBeNull();
    } finally {
      await api.close();
    }
  });
});
