import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { WalletConnector, WalletSession } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { createCancellation } from './createCancellation.js';
import { runConnectAttempt } from './runConnectAttempt.js';
import type { ConnectFailure, Connection } from './types.js';

const SESSION = { accounts: { accounts: ['0xabc'], caipNetworkId: 'eip155:1' } } as unknown as WalletSession;
const CONNECTION = { accounts: ['0xabc'], caipNetworkId: 'eip155:1' } as unknown as Connection;
const REFUSED = latchError('INTERNAL_SDK_ERROR') as unknown as ConnectFailure;

/** A connector whose connect the test answers; it says when display_uri listeners come and go. */
const connector = () => {
  let answer: { resolve: (session: WalletSession) => void; reject: (reason: unknown) => void } | undefined;
  const listening = { count: 0 };
  const item = {
    info: { id: 'wc' },
    connect: () =>
      new Promise<WalletSession>((resolve, reject) => {
        answer = { resolve, reject };
      }),
    on: (_event: string, listener: (uri: string) => void) => {
      listening.count++;
      listener('wc:uri');
      return () => {
        listening.count--;
      };
    },
  } as unknown as WalletConnector;
  return { item, listening, answer: () => answer };
};

const calls = () => {
  const seen: string[] = [];
  return {
    seen,
    onCancelled: () => seen.push('cancelled'),
    onApproved: (session: WalletSession) => {
      seen.push(session === SESSION ? 'approved' : 'other');
      return ok(CONNECTION);
    },
    onRefused: (error: ConnectFailure) => {
      seen.push(`refused ${error.code}`);
      return err(error);
    },
    onAbandoned: () => {
      seen.push('abandoned');
      return err(latchError('REQUEST_ABORTED'));
    },
  };
};

describe('runConnectAttempt', () => {
  it("hands the wallet's approval to the store, the pairing uris to the hook while it runs", async () => {
    const { item, listening, answer } = connector();
    const uris: string[] = [];
    const store = calls();
    const attempt = runConnectAttempt({
      ...store,
      ...{ connector: item, params: {} as never, hooks: { onDisplayUri: (uri) => uris.push(uri) } },
    });
    await Promise.resolve();
    answer()?.resolve(SESSION);
    expect((await attempt)._unsafeUnwrap()).toBe(CONNECTION);
    expect([store.seen, uris, listening.count]).toEqual([['approved'], ['wc:uri'], 0]);
  });

  it('maps a refusal through mapFailure and hands it to the store', async () => {
    const { item, answer } = connector();
    const store = calls();
    const attempt = runConnectAttempt({
      ...store,
      connector: item,
      params: {} as never,
      hooks: {},
      mapFailure: () => REFUSED,
    });
    await Promise.resolve();
    answer()?.reject(new Error('no'));
    expect((await attempt)._unsafeUnwrapErr()).toBe(REFUSED);
    expect(store.seen).toEqual(['refused INTERNAL_SDK_ERROR']);
  });

  it('tells a cancellation at once; a later approval is abandoned (REQUEST_ABORTED)', async () => {
    const { item, answer } = connector();
    const cancellation = createCancellation();
    const store = calls();
    const attempt = runConnectAttempt({
      ...store,
      connector: item,
      params: {} as never,
      hooks: { cancellation },
    });
    cancellation.cancel();
    expect(store.seen).toEqual(['cancelled']);
    await Promise.resolve();
    answer()?.resolve(SESSION);
    expect((await attempt)._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    expect(store.seen).toEqual(['cancelled', 'abandoned']);
  });
});
