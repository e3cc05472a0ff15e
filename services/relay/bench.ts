/**
 * Relay benchmark: `tsx services/relay/bench.ts [--redis] [--rounds 20] [--requests 100] [--messages 5000]`.
 * Starts a relay on a free loopback port (memory mailbox, or Redis with --redis) and measures
 *  1. pairing: universal-provider (the product's dapp side) → sign-client wallet, URI shown → session settled;
 *  2. request round trip: personal_sign from the dapp, signed by the wallet, result back at the dapp;
 *  3. throughput: two raw JSON-RPC clients, one publishing, one subscribed — messages/s and latency.
 */
import { parseArgs } from 'node:util';
import { SignClient } from '@walletconnect/sign-client';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { type Hex, isHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { isRecord } from '../../core/validation/isRecord.js';
import { DEVNET_MNEMONIC } from '../devnet/manifest.js';
import { startRelay } from './startRelay.js';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from './testing/redisTestPrefix.js';
import { connectRelayClient } from './testing/relayTestClient.js';

const { values } = parseArgs({
  options: {
    redis: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '20' },
    requests: { type: 'string', default: '100' },
    messages: { type: 'string', default: '5000' },
    window: { type: 'string', default: '100' },
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
const relay = await startRelay({
  port: 0,
  ...(values.redis ? { redisUrl: TEST_REDIS_URL, redisPrefix: prefix } : {}),
  rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
});
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

const topic = 'be'.repeat(32);
const reader = await connectRelayClient(relay.url);
const writer = await connectRelayClient(relay.url);
await reader.call('irn_subscribe', { topic });
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
const payload = (index: number) =>
  Buffer.from(`bench message ${index} ${'x'.repeat(200)}`).toString('base64');
const throughputStart = performance.now();
let next = 0;
const pump = async () => {
  while (next < total) {
    const message = payload(next++);
    sentAt.set(message, performance.now());
    await writer.call('irn_publish', { topic, message, ttl: 30, tag: 0 });
  }
};
await Promise.all(Array.from({ length: windowSize }, pump));
await allDelivered;
const seconds = (performance.now() - throughputStart) / 1000;

console.log(`\nrelay benchmark — ${relay.backend} mailbox, loopback, Node ${process.version}\n`);
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
    `${Math.round(total / seconds)} messages/s (${windowSize} in flight, 272-byte messages)`,
  ),
);

await Promise.all([reader.close(), writer.close()]);
await Promise.allSettled([wallet.core.relayer.transportClose(), dapp.client.core.relayer.transportClose()]);
wallet.core.heartbeat.stop();
dapp.client.core.heartbeat.stop();
await relay.close();
if (values.redis) await deleteRedisPrefix(prefix);
process.exit(0);
