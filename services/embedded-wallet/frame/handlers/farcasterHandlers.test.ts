import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createFrameDispatcher } from '../dispatchFrameRequest.js';
import type { FrameDeps } from '../FrameDeps.js';
import { createFrameStore, memoryStorage } from '../frameStore.js';
import type { SessionSummary } from '../protocol.js';
import type { ApiFailure, WalletApi } from '../walletApi.js';
import {
  FARCASTER_CANCELLED,
  FARCASTER_NOT_STARTED,
  FARCASTER_POLL_MS,
  FARCASTER_REPLACED,
  FARCASTER_TIMED_OUT,
} from './farcasterHandlers.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const TOKEN = 'T'.repeat(43);
const URL_ = 'http://127.0.0.1:5174/farcaster?channelToken=AAAAAAAAAAAAAAAAAAAAAA';
const PENDING = { state: 'pending' };
const CONNECTED = {
  token: TOKEN,
  user: { address: ADDRESS, chainId: 31337, provider: 'farcaster', userName: 'alice' },
};

/** A fake service answering `/v1/farcaster/connect` from a script (the last answer repeats); the waits recorded. */
const setup = (
  connectAnswers: readonly (unknown | ApiFailure)[],
  start: unknown | ApiFailure = { url: URL_ },
) => {
  const bodies: { path: string; body: unknown }[] = [];
  const waits: number[] = [];
  let polls = 0;
  const answer = (value: unknown) =>
    value !== null && typeof value === 'object' && 'status' in value && 'message' in value
      ? err(value as ApiFailure)
      : ok(value as never);
  let onWait: (() => void) | undefined;
  const api: WalletApi = {
    get: async () => err({ status: 404, message: 'none' }),
    post: async (path, body) => {
      bodies.push({ path, body });
      if (path === '/v1/farcaster/start') return answer(start);
      if (path === '/v1/farcaster/cancel') return answer({ cancelled: true });
      const next = connectAnswers[Math.min(polls, connectAnswers.length - 1)];
      polls += 1;
      return answer(next);
    },
  };
  const store = createFrameStore(memoryStorage(), { projectId: 'p', hostOrigin: 'https://app.test' }, () =>
    'D'.repeat(32),
  );
  const sessions: SessionSummary[] = [];
  const deps: FrameDeps = {
    api,
    store,
    chainIds: [31337, 31338],
    hostOrigin: 'https://app.test',
    ownOrigin: 'https://wallet.test',
    approve: async () => false,
    setTheme: () => {},
    setThemeVariables: () => {},
    reload: () => {},
    sessionChanged: (session) => sessions.push(session),
    wait: async (ms) => {
      waits.push(ms);
      onWait?.();
    },
  };
  return {
    dispatch: createFrameDispatcher(deps),
    bodies,
    waits,
    sessions,
    store,
    onWait: (listener: () => void) => {
      onWait = listener;
    },
  };
};

describe("the frame's Sign In With Farcaster", () => {
  it('GET_FARCASTER_URI opens a sign-in with a fresh binding and answers the connect URI', async () => {
    const t = setup([PENDING]);
    expect((await t.dispatch('GET_FARCASTER_URI', undefined))._unsafeUnwrap()).toEqual({ url: URL_ });
    expect(t.bodies[0]).toEqual({
      path: '/v1/farcaster/start',
      body: { binding: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) },
    });
  });

  it('CONNECT_FARCASTER asks every second until approved, keeps the token and reports the session without it', async () => {
    const t = setup([PENDING, PENDING, CONNECTED]);
    await t.dispatch('GET_FARCASTER_URI', undefined);
    const connected = await t.dispatch('CONNECT_FARCASTER', undefined);
    expect(connected._unsafeUnwrap()).toEqual({
      userName: 'alice',
      address: ADDRESS,
      chainId: 31337,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      provider: 'farcaster',
      preferredAccountType: 'eoa',
    });
    expect(t.waits).toEqual([FARCASTER_POLL_MS, FARCASTER_POLL_MS]);
    const binding = (t.bodies[0]?.body as { binding: string } | undefined)?.binding;
    expect(t.bodies.slice(1)).toEqual(Array(3).fill({ path: '/v1/farcaster/connect', body: { binding } }));
    expect(t.store.token()).toBe(TOKEN);
    expect(t.sessions).toEqual([
      { isConnected: true, address: ADDRESS, provider: 'farcaster', userName: 'alice', chainId: 31337 },
    ]);
    expect(JSON.stringify(t.sessions)).not.toContain(TOKEN);
    // Done: a second CONNECT_FARCASTER has no sign-in to wait for.
    expect((await t.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(FARCASTER_NOT_STARTED);
  });

  it('gives up after 300 s of pending answers', async () => {
    const t = setup([PENDING]);
    await t.dispatch('GET_FARCASTER_URI', undefined);
    expect((await t.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(FARCASTER_TIMED_OUT);
    expect(t.waits.length).toBe(299);
    expect(t.bodies.length).toBe(301);
  });

  it("passes the service's refusal on, and waits for nothing before a URI was asked", async () => {
    const refused = setup([
      { status: 401, message: 'The Farcaster sign-in could not be verified. Please try again' },
    ]);
    expect((await refused.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(
      FARCASTER_NOT_STARTED,
    );
    expect(refused.bodies).toEqual([]);
    await refused.dispatch('GET_FARCASTER_URI', undefined);
    expect((await refused.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(
      'The Farcaster sign-in could not be verified. Please try again',
    );
    const down = setup([PENDING], {
      status: 503,
      message: 'Farcaster cannot be reached. Please try again in a moment',
    });
    expect((await down.dispatch('GET_FARCASTER_URI', undefined))._unsafeUnwrapErr()).toMatch(
      /cannot be reached/,
    );
  });

  it('a new GET_FARCASTER_URI replaces the sign-in under way: the old wait ends', async () => {
    const t = setup([PENDING]);
    await t.dispatch('GET_FARCASTER_URI', undefined);
    let replaced = false;
    t.onWait(() => {
      if (replaced) return;
      replaced = true;
      void t.dispatch('GET_FARCASTER_URI', undefined);
    });
    expect((await t.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(FARCASTER_REPLACED);
    expect(t.store.token()).toBeUndefined();
  });

  it('CANCEL_FARCASTER (the host page left the view) drops the sign-in: its wait ends, the service forgets it', async () => {
    const t = setup([PENDING, CONNECTED]);
    await t.dispatch('GET_FARCASTER_URI', undefined);
    const binding = (t.bodies[0]?.body as { binding: string } | undefined)?.binding;
    let cancelled = false;
    t.onWait(() => {
      if (cancelled) return;
      cancelled = true;
      void t.dispatch('CANCEL_FARCASTER', undefined);
    });
    expect((await t.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(FARCASTER_CANCELLED);
    expect(t.bodies.filter((b) => b.path === '/v1/farcaster/cancel')).toEqual([
      { path: '/v1/farcaster/cancel', body: { binding } },
    ]);
    // The approval that came meanwhile opened nothing: no token, no session, nothing left to wait for.
    expect(t.store.token()).toBeUndefined();
    expect(t.sessions).toEqual([]);
    expect((await t.dispatch('CONNECT_FARCASTER', undefined))._unsafeUnwrapErr()).toBe(FARCASTER_NOT_STARTED);
    // Nothing under way: a cancel asks the service nothing.
    expect((await t.dispatch('CANCEL_FARCASTER', undefined)).isOk()).toBe(true);
    expect(t.bodies.filter((b) => b.path === '/v1/farcaster/cancel')).toHaveLength(1);
  });
});
