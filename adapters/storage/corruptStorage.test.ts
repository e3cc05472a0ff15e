// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_KEYS } from '../../core/kernel/account/storageKeys.js';
import { CONNECTION_KEYS } from '../../core/kernel/connections/storageKeys.js';
import { createLatchCore, type Latch } from '../../core/kernel/latch/index.js';
import { jsonRpcHandler, settleOn } from '../../testkits/index.js';
import { latchHarness } from '../../testkits/latchHarness.js';
import { DEVNET } from '../../testkits/networks.js';
import { createWebStorage } from './webStorage.js';

/**
 * Issue 12, "browser storage corrupted key by key": every key the core writes to the real Web Storage adapter
 * is replaced, one at a time, by garbage; a fresh modal over that storage must start (no throw), end in a
 * settled state (connected from what is intact, or disconnected — never stuck reconnecting) and connect again.
 */

const PREFIX = '@latch/';

/** What a broken extension, an old version or a hostile script on the page may leave under a key. */
const GARBAGE: Readonly<Record<string, string>> = {
  'not JSON': '{"v":1,"d":',
  'JSON null': 'null',
  'a bare number': '42',
  'an array': '[1,2,3]',
  'a future version': '{"v":999,"d":"io.metamask"}',
  'a version as text': '{"v":"1","d":"io.metamask"}',
  'wrong data type': '{"v":1,"d":{"unexpected":[true,null]}}',
  'a list of junk': '{"v":1,"d":[null,1,{},"",[]]}',
  'prototype pollution':
    '{"v":1,"d":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}',
  'a hostile link': '{"v":1,"d":{"href":"javascript:alert(1)","name":"x","id":"x"}}',
  'NUL and lone surrogates': '{"v":1,"d":"\\u0000\\ud800"}',
  'a huge value': `{"v":1,"d":"${'x'.repeat(256 * 1024)}"}`,
};

const setup = () => {
  const harness = latchHarness({ network: DEVNET });
  harness.transport.route(
    'http://127.0.0.1:8545',
    jsonRpcHandler((call) =>
      call.method === 'eth_chainId' ? { result: '0x7a69' } : { error: { code: -32601, message: 'nope' } },
    ),
  );
  const ports = { ...harness.ports, storage: createWebStorage() };
  const latch: Latch = createLatchCore(ports, { projectId: 'p', networks: [DEVNET] })._unsafeUnwrap();
  return { ...harness, latch };
};

/** A full session: start, connect, let the account settle; leaves what the core persists in localStorage. */
const persistSession = async (): Promise<Record<string, string>> => {
  localStorage.clear();
  const { latch, clock } = setup();
  await settleOn(clock, latch.start());
  expect((await settleOn(clock, latch.connection.connect('io.metamask', { network: DEVNET }))).isOk()).toBe(
    true,
  );
  // The balances store's code arrives on its own (a dynamic import, not the clock): wait for its first read.
  await settleOn(clock, latch.balances.refresh());
  await clock.runAllAsync();
  latch.dispose();
  return Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']));
};

afterEach(() => localStorage.clear());

describe('a modal over corrupted browser storage (real Web Storage adapter)', () => {
  it('persists the connection and account keys in the first place (what the faults below corrupt)', async () => {
    const stored = Object.keys(await persistSession());
    expect(stored).toEqual(
      expect.arrayContaining([
        ...['recentWallets', 'connectorIds', 'status', 'namespaces', 'recentConnectorId'].map(
          (name) => `${PREFIX}connection.${name}`,
        ),
        `${PREFIX}account.nativeBalanceCache`,
        `${PREFIX}balances.tokenBalanceCache`,
      ]),
    );
  });

  it('starts clean and connects again with any one key corrupted, whatever the garbage', async () => {
    const session = await persistSession();
    const keys = [
      ...new Set([
        ...Object.keys(session),
        ...[...Object.values(CONNECTION_KEYS), ...Object.values(ACCOUNT_KEYS)].map(
          (key) => `${PREFIX}${key.name}`,
        ),
      ]),
    ];
    const outcomes: string[] = [];
    for (const key of keys) {
      for (const [kind, garbage] of Object.entries(GARBAGE)) {
        localStorage.clear();
        for (const [name, value] of Object.entries(session)) localStorage.setItem(name, value);
        localStorage.setItem(key, garbage);
        const { latch, clock } = setup();
        await expect(settleOn(clock, latch.start()), `${key}: ${kind}`).resolves.toBeUndefined();
        await clock.runAllAsync();
        expect(['connected', 'disconnected'], `${key}: ${kind}`).toContain(latch.connection.status);
        if (latch.connection.status === 'disconnected') {
          const again = await settleOn(clock, latch.connection.connect('io.metamask', { network: DEVNET }));
          expect(again.isOk(), `${key}: ${kind}`).toBe(true);
        }
        expect(latch.connection.status, `${key}: ${kind}`).toBe('connected');
        expect(latch.account.activeNetwork.caipNetworkId, `${key}: ${kind}`).toBe(DEVNET.caipNetworkId);
        expect(({} as Record<string, unknown>).polluted, `${key}: ${kind}`).toBeUndefined();
        outcomes.push(`${key}: ${kind}`);
        latch.dispose();
      }
    }
    expect(outcomes).toHaveLength(keys.length * Object.keys(GARBAGE).length);
  });
});
