/**
 * Relay benchmark: `npm run bench:relay [-- --redis] [--rounds 20] [--requests 100] [--messages 5000]
 * [--flood 600]`. Runs main.ts in its own process on a free loopback port (memory mailbox, or Redis with
 * --redis; rate limits lifted, every other limit at its default) and measures
 *  1. pairing: universal-provider (the product's dapp side) → sign-client wallet, URI shown → session settled;
 *  2. request round trip: personal_sign from the dapp, signed by the wallet, result back at the dapp;
 *  3. throughput: two raw JSON-RPC clients, one publishing 1 KiB messages, one subscribed — messages/s and
 *     publish → delivery latency;
 *  4. flood: four clients publishing 512 KiB messages to fresh topics as fast as they can — the relay
 *     process's RSS (from /proc) before, at its peak and after, with what the mailbox took and refused.
 */

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { SignClient } from '@walletconnect/sign-client';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { type Hex, isHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { isRecord } from '../../core/lib/validation/isRecord.js';
import { freePort } from '../devnet/freePort.js';
import { DEVNET_MNEMONIC } from '../devnet/manifest.js';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from './testing/redisTestPrefix.js';
import { connectRelayClient } from './testing/relayTestClient.js';
import { spawnRelayProcess } from './testing/spawnRelayProcess.js';

const { values } = parseArgs({
  options: {
    redis: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '20' },
    requests: { type: 'string', default: '100' },
    messages: { type: 'string', default: '5000' },
    window: { type: 'string', default: '100' },
    flood: { type: 'string', default: '600' },
  },
});

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const row = (name: string, samples: readonly number[], extra = '') =>
  `${name.padEnd(34)} ${String(samples.length).padStart(6)} ${percentile(samples, 50).toFixed(1).padStart(8)} ${percentile(samples, 99).toFixed(1).padStart(8)} ${Math.max(
    ...samples,
  )
    .toFixed(1)
    .padStart(8)}  ${extra}`;

const prefix = uniqueRedisPrefix('bench');
const unlimited = '1000000/1000000';
const relay = await spawnRelayProcess(await freePort(), {
  RELAY_RATE_LIMIT: unlimited,
  RELAY_IP_RATE_LIMIT: unlimited,
  ...(values.redis ? { REDIS_URL: TEST_REDIS_URL, RELAY_REDIS_PREFIX: prefix } : { REDIS_URL: '' }),
});
const relayPid = relay.child.pid ?? 0;
/** The relay process's resident set size in MiB (Linux /proc). */
const rssMiB = async () => {
  const status = await readFile(`/proc/${relayPid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};
const account = mnemonicToAccount(DEVNET_MNEMONIC);
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] });

const wallet = await SignClient.init({
  projectId: 'latch-bench',
  relayUrl: relay.url,
  customStoragePrefix: 'bench-wallet',
  telemetryEnabled: false,
  logger: 'silent',
  metadata: metadata('bench wallet'),
  signConfig: { disableRequestQueue: true },
});
wallet.on('session_proposal', ({ id, params }) => {
  const namespaces = buildApprovedNamespaces({
    proposal: params,
    supportedNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${account.address}`],
      },
    },
  });
  void wallet.approve({ id, namespaces });
});
wallet.on('session_request', async ({ id, topic, params }) => {
  const message: unknown = Array.isArray(params.request.params) ? params.request.params[0] : undefined;
  const signature = await account.signMessage({
    message: isHex(message) ? { raw: message } : String(message),
  });
  await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
});
const dapp = await UniversalProvider.init({
  projectId: 'latch-bench',
  relayUrl: relay.url,
  customStoragePrefix: 'bench-dapp',
  telemetryEnabled: false,
  logger: 'silent',
  metadata: metadata('bench dapp'),
});

const uriLatency: number[] = [];
const pairing: number[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  const began = performance.now();
  let shownAt = began;
  dapp.once('display_uri', (uri: string) => {
    shownAt = performance.now();
    uriLatency.push(shownAt - began);
    void wallet.pair({ uri });
  });
  await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'], rpcMap: {} },
    },
  });
  pairing.push(performance.now() - shownAt);
  if (round < Number(values.rounds) - 1) await dapp.disconnect();
}

const roundTrips: number[] = [];
for (let index = 0; index < Number(values.requests); index++) {
  const began = performance.now();
  await dapp.request<Hex>({
    method: 'personal_sign',
    params: [`0x${index.toString(16).padStart(2, '0')}`, account.address],
  });
  roundTrips.push(performance.now() - began);
}

// 100 topics, so the throughput run stays under the per-topic mailbox limit (1,000 messages).
const topics = Array.from({ length: 100 }, (_, index) => index.toString(16).padStart(64, 'b'));
const reader = await connectRelayClient(relay.url);
const writer = await connectRelayClient(relay.url);
await reader.call('irn_batchSubscribe', { topics });
const total = Number(values.messages);
const windowSize = Number(values.window);
const sentAt = new Map<string, number>();
const latencies: number[] = [];
let delivered = 0;
let markDone: () => void = () => undefined;
const allDelivered = new Promise<void>((resolve) => {
  markDone = resolve;
});
reader.socket.on('message', (data) => {
  const frame: unknown = JSON.parse(String(data));
  if (!isRecord(frame) || frame.method !== 'irn_subscription' || !isRecord(frame.params)) return;
  const delivery = frame.params.data;
  const message = isRecord(delivery) && typeof delivery.message === 'string' ? delivery.message : undefined;
  if (message === undefined) return;
  const began = sentAt.get(message);
  if (began !== undefined) latencies.push(performance.now() - began);
  if (++delivered === total) markDone();
});
/** 1 KiB of base64 (768 bytes of envelope), unique per index. */
const payload = (index: number) => Buffer.from(`bench message ${index} `.padEnd(768, 'x')).toString('base64');
const throughputStart = performance.now();
let next = 0;
const pump = async () => {
  while (next < total) {
    const index = next++;
    const message = payload(index);
    sentAt.set(message, performance.now());
    await writer.call('irn_publish', { topic: topics[index % topics.length], message, ttl: 30, tag: 0 });
  }
};
await Promise.all(Array.from({ length: windowSize }, pump));
await allDelivered;
const seconds = (performance.now() - throughputStart) / 1000;

// Flood: 512 KiB messages to fresh topics, 4 clients × 8 in flight, until `flood` publishes are answered.
const flooders = await Promise.all(Array.from({ length: 4 }, () => connectRelayClient(relay.url)));
const rssBefore = await rssMiB();
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  void rssMiB().then((rss) => {
    rssPeak = Math.max(rssPeak, rss);
  });
}, 100);
const floodTotal = Number(values.flood);
const big = 'A'.repeat(512 * 1024 - 4);
let floodNext = 0;
let stored = 0;
const refusals = new Map<string, number>();
const floodStart = performance.now();
await Promise.all(
  flooders.flatMap((client) =>
    Array.from({ length: 8 }, async () => {
      while (floodNext < floodTotal) {
        const index = floodNext++;
        const reply = await client.request('irn_publish', {
          topic: (index + 1).toString(16).padStart(64, 'f'),
          message: `${big}${String(index % 10_000).padStart(4, '0')}`,
          ttl: 300,
        });
        if (reply.error === undefined) stored++;
        else refusals.set(reply.error.message, (refusals.get(reply.error.message) ?? 0) + 1);
      }
    }),
  ),
);
const floodSeconds = (performance.now() - floodStart) / 1000;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, await rssMiB());
const rssAfter = await rssMiB();

console.log(
  `\nrelay benchmark — ${values.redis ? 'redis' : 'memory'} mailbox, loopback, Node ${process.version}\n`,
);
console.log(
  `${'measure'.padEnd(34)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
);
console.log(row('connect() → URI shown', uriLatency));
console.log(row('URI → session settled (pairing)', pairing));
console.log(row('personal_sign round trip', roundTrips));
console.log(
  row(
    'publish → delivery (raw clients)',
    latencies,
    `${Math.round(total / seconds)} messages/s (${windowSize} in flight, 1 KiB messages, ${topics.length} topics)`,
  ),
);
console.log(
  `\nflood: ${floodTotal} × 512 KiB publishes (${((floodTotal * 512) / 1024).toFixed(0)} MiB) in ${floodSeconds.toFixed(1)} s — ${stored} stored, ${floodTotal - stored} refused`,
);
for (const [message, count] of refusals) console.log(`  ${count} × ${message}`);
console.log(
  `relay RSS: ${rssBefore.toFixed(0)} MiB before, ${rssPeak.toFixed(0)} MiB at peak, ${rssAfter.toFixed(0)} MiB after (mailbox limit 128 MiB of messages)`,
);

await Promise.all([reader.close(), writer.close(), ...flooders.map((client) => client.close())]);
await Promise.allSettled([wallet.core.relayer.transportClose(), dapp.client.core.relayer.transportClose()]);
wallet.core.heartbeat.stop();
dapp.client.core.heartbeat.stop();
await relay.stop();
if (values.redis) await deleteRedisPrefix(prefix);
process.exit(0);
