import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApprovalRequest } from './describeRequest.js';
import { createFrameDispatcher } from './dispatchFrameRequest.js';
import type { FrameDeps } from './FrameDeps.js';
import { createFrameStore, memoryStorage } from './frameStore.js';
import type { SessionSummary } from './protocol.js';
import type { ApiFailure, WalletApi } from './walletApi.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const TOKEN = 'T'.repeat(43);
const WALLET_ORIGIN = 'https://wallet.test';

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly approved?: true;
  readonly query?: Record<string, string>;
}

/** A fake service: answers by path, records every call. */
const setup = (answers: Record<string, unknown | ApiFailure> = {}, approveWith = true) => {
  const calls: Call[] = [];
  const answer = (path: string) => {
    const value = answers[path];
    if (value !== null && typeof value === 'object' && 'status' in value && 'message' in value) {
      return err(value as ApiFailure);
    }
    return ok(value as never);
  };
  const api: WalletApi = {
    get: async (path, query) => {
      calls.push({ method: 'GET', path, ...(query ? { query } : {}) });
      return answer(path);
    },
    post: async (path, body, options) => {
      calls.push({ method: 'POST', path, body, ...(options?.approved ? { approved: true } : {}) });
      return answer(path);
    },
  };
  let ids = 0;
  const store = createFrameStore(
    memoryStorage(),
    { projectId: 'p', hostOrigin: 'https://app.test' },
    () => `${'D'.repeat(31)}${(ids++).toString(36)}`,
  );
  const approvals: ApprovalRequest[] = [];
  const sessions: SessionSummary[] = [];
  const themes: unknown[] = [];
  const deps: FrameDeps = {
    api,
    store,
    chainIds: [31337, 31338],
    hostOrigin: 'https://app.test',
    ownOrigin: WALLET_ORIGIN,
    approve: async (request) => {
      approvals.push(request);
      return approveWith;
    },
    setTheme: (mode) => themes.push(mode),
    setThemeVariables: (variables) => themes.push(variables),
    reload: () => themes.push('reloaded'),
    sessionChanged: (session) => sessions.push(session),
  };
  return { dispatch: createFrameDispatcher(deps), calls, store, approvals, sessions, themes };
};

const user = { email: 'a@b.c', address: ADDRESS, chainId: 31337, preferredAccountType: 'eoa', accounts: [] };

describe('the frame dispatcher', () => {
  it('logs in: CONNECT_EMAIL then CONNECT_OTP keeps the token and reports the session without it', async () => {
    const t = setup({
      '/v1/email/start': { action: 'VERIFY_OTP' },
      '/v1/email/verify': { token: TOKEN, user },
    });
    expect((await t.dispatch('CONNECT_EMAIL', { email: 'a@b.c' }))._unsafeUnwrap()).toEqual({
      action: 'VERIFY_OTP',
    });
    expect((await t.dispatch('CONNECT_OTP', { otp: '123456' })).isOk()).toBe(true);
    expect(t.calls[1]).toMatchObject({ path: '/v1/email/verify', body: { email: 'a@b.c', otp: '123456' } });
    expect(t.store.token()).toBe(TOKEN);
    expect(t.sessions).toEqual([{ isConnected: true, address: ADDRESS, email: 'a@b.c', chainId: 31337 }]);
    expect(JSON.stringify(t.sessions)).not.toContain(TOKEN);
  });

  it('refuses a code before an e-mail, and malformed codes and addresses without calling the service', async () => {
    const t = setup();
    expect((await t.dispatch('CONNECT_OTP', { otp: '123456' }))._unsafeUnwrapErr()).toMatch(/e-mail/);
    expect((await t.dispatch('CONNECT_OTP', { otp: '12a456' }))._unsafeUnwrapErr()).toBe('Invalid code');
    expect((await t.dispatch('CONNECT_EMAIL', { email: 'x'.repeat(300) })).isErr()).toBe(true);
    expect(t.calls).toEqual([]);
  });

  it("passes the service's refusal on as the error message", async () => {
    const t = setup({ '/v1/email/start': { status: 429, message: 'Please try again after 30 seconds' } });
    expect((await t.dispatch('CONNECT_EMAIL', { email: 'a@b.c' }))._unsafeUnwrapErr()).toBe(
      'Please try again after 30 seconds',
    );
  });

  it('shows unsafe requests for approval and sends them only when approved', async () => {
    const t = setup({ '/v1/rpc': { result: '0xsig' } });
    t.store.setToken(TOKEN);
    const signed = await t.dispatch('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', ADDRESS] });
    expect(signed._unsafeUnwrap()).toBe('0xsig');
    expect(t.approvals[0]?.title).toBe('Sign message');
    expect(t.approvals[0]?.rows).toContainEqual({ label: 'Message', value: 'hi' });
    expect(t.approvals[0]?.rows).toContainEqual({ label: 'Site', value: 'https://app.test' });
    expect(t.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/rpc',
        body: { method: 'personal_sign', params: ['0x6869', ADDRESS], chainId: 31337 },
        // With the frame's signed approval of that exact request (walletApi.ts).
        approved: true,
      },
    ]);
  });

  it('rejected approval: the user-rejected error and nothing sent', async () => {
    const t = setup({}, false);
    t.store.setToken(TOKEN);
    const sent = await t.dispatch('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0xde0b6b3a7640000', data: '0x1234' }],
      chainId: 'eip155:31338',
    });
    expect(sent._unsafeUnwrapErr()).toBe('User rejected the request.');
    expect(t.approvals[0]?.rows).toEqual(
      expect.arrayContaining([
        { label: 'To', value: ADDRESS },
        { label: 'Amount', value: '1 ETH' },
        { label: 'Data', value: 'Present (2 bytes)' },
        { label: 'Network', value: 'Chain 31338' },
      ]),
    );
    expect(t.calls).toEqual([]);
  });

  it('answers safe reads without approval, refuses unlisted methods and foreign chains', async () => {
    const t = setup({ '/v1/rpc': { result: '0x10' } });
    t.store.setToken(TOKEN);
    expect((await t.dispatch('RPC_REQUEST', { method: 'eth_blockNumber' }))._unsafeUnwrap()).toBe('0x10');
    expect(t.approvals).toEqual([]);
    expect(t.calls[0]).not.toHaveProperty('approved');
    for (const method of ['eth_sign', 'wallet_grantPermissions', 'solana_signMessage', 'x'.repeat(80), 7]) {
      expect((await t.dispatch('RPC_REQUEST', { method }))._unsafeUnwrapErr()).toBe(
        'Requested RPC call is not allowed',
      );
    }
    expect((await t.dispatch('RPC_REQUEST', { method: 'eth_chainId', chainId: 1 }))._unsafeUnwrapErr()).toBe(
      'Chain is not supported',
    );
    expect(t.calls).toHaveLength(1);
  });

  it('switches only to the service chains and reports the current one', async () => {
    const t = setup();
    expect((await t.dispatch('GET_CHAIN_ID', undefined))._unsafeUnwrap()).toEqual({ chainId: 31337 });
    expect((await t.dispatch('SWITCH_NETWORK', { chainId: '0x7a6a' }))._unsafeUnwrap()).toEqual({
      chainId: 31338,
    });
    expect((await t.dispatch('GET_CHAIN_ID', undefined))._unsafeUnwrap()).toEqual({ chainId: 31338 });
    expect((await t.dispatch('SWITCH_NETWORK', { chainId: 1 }))._unsafeUnwrapErr()).toBe(
      'Chain is not supported',
    );
  });

  it('IS_CONNECTED drops a token the service no longer knows and says the session ended', async () => {
    const t = setup({ '/v1/user': { status: 401, message: 'Not signed in' } });
    t.store.setToken(TOKEN);
    expect((await t.dispatch('IS_CONNECTED', undefined))._unsafeUnwrap()).toEqual({ isConnected: false });
    expect(t.store.token()).toBeUndefined();
    expect(t.sessions).toEqual([{ isConnected: false, chainId: 31337 }]);
  });

  it('GET_USER returns the EOA user; SIGN_OUT ends the session', async () => {
    const t = setup({ '/v1/user': user, '/v1/sign-out': {} });
    t.store.setToken(TOKEN);
    expect((await t.dispatch('GET_USER', { chainId: 31337 }))._unsafeUnwrap()).toEqual({
      ...user,
      smartAccountDeployed: false,
    });
    expect((await t.dispatch('SIGN_OUT', undefined)).isOk()).toBe(true);
    expect(t.store.token()).toBeUndefined();
    expect(t.sessions.at(-1)).toEqual({ isConnected: false, chainId: 31337 });
  });

  it('refuses smart accounts clearly and lists no smart-account networks', async () => {
    const t = setup({ '/v1/user': user });
    t.store.setToken(TOKEN);
    expect((await t.dispatch('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))._unsafeUnwrap()).toEqual({
      smartAccountEnabledNetworks: [],
    });
    expect((await t.dispatch('INIT_SMART_ACCOUNT', undefined))._unsafeUnwrapErr()).toMatch(/EOA/);
    expect((await t.dispatch('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))._unsafeUnwrapErr()).toMatch(
      /EOA/,
    );
    expect((await t.dispatch('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))._unsafeUnwrap()).toEqual({
      type: 'eoa',
      address: ADDRESS,
    });
  });

  it('themes, reloads, and errs on names it does not have (own properties only)', async () => {
    const t = setup();
    await t.dispatch('SYNC_THEME', { themeMode: 'dark' });
    await t.dispatch('SYNC_THEME', { themeMode: '<script>' });
    await t.dispatch('SYNC_THEME', {
      themeMode: 'light',
      themeVariables: { '--latch-accent': '#ff0000', '--latch-z-index': 5, '--latch-font-family': 'x;}' },
    });
    await t.dispatch('RELOAD', undefined);
    expect(t.themes).toEqual([
      'dark',
      'light',
      { '--accent': '#ff0000', '--accent-fg': '#101010' },
      'reloaded',
    ]);
    expect((await t.dispatch('MAKE_COFFEE', {}))._unsafeUnwrapErr()).toBe('Unsupported request: MAKE_COFFEE');
    expect((await t.dispatch('constructor', {})).isErr()).toBe(true);
  });
});

describe('the frame’s social login', () => {
  const resultUri = `${WALLET_ORIGIN}/social/callback?code=c0de&state=${'s'.repeat(43)}`;
  const LAUNCH = `${WALLET_ORIGIN}/social/launch?login=${'s'.repeat(43)}`;
  const connected = {
    token: TOKEN,
    user: { address: ADDRESS, chainId: 31337, provider: 'github', userName: 'octocat' },
  };

  it('asks the service for the launch page, bound to this frame, and redeems the callback result', async () => {
    const t = setup({
      '/v1/social/start': { uri: LAUNCH },
      '/v1/social/connect': connected,
    });
    expect((await t.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }))._unsafeUnwrap()).toEqual({
      uri: LAUNCH,
    });
    const binding = (t.calls[0]?.body as { binding?: string } | undefined)?.binding;
    expect(t.calls[0]).toMatchObject({ path: '/v1/social/start', body: { provider: 'github' } });
    expect(binding).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await t.dispatch('CONNECT_SOCIAL', { uri: resultUri }))._unsafeUnwrap()).toEqual({
      address: ADDRESS,
      chainId: 31337,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      userName: 'octocat',
      provider: 'github',
      preferredAccountType: 'eoa',
    });
    expect(t.calls[1]).toEqual({ method: 'POST', path: '/v1/social/connect', body: { resultUri, binding } });
    expect(t.store.token()).toBe(TOKEN);
    expect(t.store.socialBinding()).toBeUndefined();
    expect(t.sessions).toEqual([
      { isConnected: true, address: ADDRESS, provider: 'github', userName: 'octocat', chainId: 31337 },
    ]);
    expect(JSON.stringify(t.sessions)).not.toContain(TOKEN);
  });

  it('refuses a callback result from another origin or path without sending it to the service', async () => {
    const t = setup({ '/v1/social/start': { uri: LAUNCH } });
    await t.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    for (const uri of [
      resultUri.replace(WALLET_ORIGIN, 'https://evil.test'),
      resultUri.replace(WALLET_ORIGIN, 'http://wallet.test'),
      `${WALLET_ORIGIN}/sdk?code=c`,
      'javascript:alert(1)',
      `${resultUri}${'x'.repeat(5000)}`,
      42,
    ]) {
      expect((await t.dispatch('CONNECT_SOCIAL', { uri }))._unsafeUnwrapErr()).toBe(
        'The sign-in result did not come from the wallet service',
      );
    }
    expect(t.calls.map((c) => c.path)).toEqual(['/v1/social/start']);
    expect(t.store.token()).toBeUndefined();
  });

  it('never hands the popup anything but the service’s own launch page (the provider’s URL skips its cookie)', async () => {
    for (const uri of [
      'https://idp.test/auth?state=s',
      LAUNCH.replace(WALLET_ORIGIN, 'https://evil.test'),
      `${WALLET_ORIGIN}/social/callback?state=s`,
      'not a url',
    ]) {
      const t = setup({ '/v1/social/start': { uri } });
      expect((await t.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }))._unsafeUnwrapErr()).toBe(
        'The sign-in could not be started. Please try again',
      );
    }
  });

  it('refuses a result when this frame began no login, and passes the service’s refusal on', async () => {
    const none = setup();
    expect((await none.dispatch('CONNECT_SOCIAL', { uri: resultUri }))._unsafeUnwrapErr()).toMatch(
      /No sign-in/,
    );
    expect(none.calls).toEqual([]);
    const denied = setup({
      '/v1/social/start': { uri: LAUNCH },
      '/v1/social/connect': { status: 401, message: 'The sign-in was declined at the provider' },
    });
    await denied.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: 'x' });
    expect((await denied.dispatch('CONNECT_SOCIAL', { uri: resultUri }))._unsafeUnwrapErr()).toBe(
      'The sign-in was declined at the provider',
    );
    expect(denied.store.token()).toBeUndefined();
    expect(denied.sessions).toEqual([]);
    expect((await denied.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: '../x' })).isErr()).toBe(true);
    expect(
      (
        await denied.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: 'x', returnUrl: 'https://evil.test/' })
      ).isErr(),
    ).toBe(true);
    await denied.dispatch('GET_SOCIAL_REDIRECT_URI', { provider: 'x', returnUrl: 'https://app.test/tg?a=1' });
    expect(denied.calls.at(-1)?.body).toMatchObject({ provider: 'x', returnUrl: 'https://app.test/tg?a=1' });
  });
});
