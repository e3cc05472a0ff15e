import { observable, runInAction } from 'mobx';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { MemoryPopupOpener } from '../../../testkits/MemoryPopupOpener.js';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import type { ConnectingWallet } from '../../kernel/connectFlow/index.js';
import type { Connection } from '../../kernel/connections/index.js';
import { EMBEDDED_KEYS, EmbeddedUserStore } from '../../kernel/embeddedWallet/index.js';
import { SOCIAL_PROVIDERS, socialRowProviders } from '../../kernel/walletCatalog/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { SOCIAL_KEYS, SocialLoginStore } from './index.js';

const WALLET = 'http://127.0.0.1:4500';
const ACCOUNT = '0x00000000000000000000000000000000000000e1';

const setup = (
  offered?: readonly string[],
  returnUrl?: string,
  connectorId: () => string | undefined = () => 'latch-embedded',
) => {
  const frame = new MemoryEmbeddedWalletFrame().handleSocial(WALLET, {
    address: ACCOUNT,
    chainId: 31337,
    userName: 'alice',
  });
  const popups = new MemoryPopupOpener();
  const storage = new SafeStorage(new MemoryStorage(), new MemoryLogger());
  const connected: ConnectingWallet[] = [];
  const user = new EmbeddedUserStore(storage);
  const tracked: string[] = [];
  if (offered !== undefined) user.setOfferedSocial(offered);
  const social = new SocialLoginStore({
    frame,
    popups,
    walletOrigin: WALLET,
    rememberSocial: user.rememberSocial,
    returnUrl: () => returnUrl,
    providers: () => socialRowProviders(user.offeredSocial, undefined, SOCIAL_PROVIDERS),
    providersKnown: () => user.offeredSocial !== undefined,
    track: (event, provider) => tracked.push(`${event} ${provider}`),
    connectorId,
    connect: (wallet) => {
      connected.push(wallet);
      return okAsync({ accounts: [ACCOUNT] } as unknown as Connection);
    },
  });
  return { frame, popups, storage, user, social, connected, tracked };
};

describe('SocialLoginStore', () => {
  it('opens the popup in the click, sends it to the redirect URI, connects with the callback result', async () => {
    const { frame, popups, storage, social, connected, tracked } = setup();
    const pending = social.start('github');
    expect(popups.opened).toHaveLength(1);
    await flushMicrotasks();
    const popup = popups.last;
    expect(popup?.url).toBe(`${WALLET}/authorize?provider=github`);
    expect(social.step).toBe('waiting');
    popup?.post('http://evil.example', { resultUri: `${WALLET}/social/callback?forged=1` });
    popup?.post(`${WALLET}.evil.example`, { resultUri: 'x' });
    popup?.post(WALLET, { nothing: true });
    await flushMicrotasks();
    expect(social.step).toBe('waiting');
    popup?.post(WALLET, { resultUri: `${WALLET}/social/callback?code=c&state=s` });
    expect((await pending).isOk()).toBe(true);
    expect(frame.requests.map((r) => r.type)).toEqual(['GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL']);
    expect(frame.requests[1]?.payload).toEqual({ uri: `${WALLET}/social/callback?code=c&state=s` });
    expect(connected[0]?.connectorId).toBe('latch-embedded');
    // CONNECT_SUCCESS reports the way in: social.
    expect(connected[0]?.method).toBe('social');
    expect(social.step).toBe('connected');
    expect(social.userName).toBe('alice');
    expect(popup?.closed).toBe(true);
    expect(await storage.read(SOCIAL_KEYS.provider)).toBe('github');
    expect(await storage.read(EMBEDDED_KEYS.socialUserName)).toBe('alice');
    expect(tracked).toEqual(['SOCIAL_LOGIN_STARTED github', 'SOCIAL_LOGIN_SUCCESS github']);
  });

  it("loads the frame once to learn the service's providers, and lists them (the host's until then)", async () => {
    const { frame, user, social } = setup();
    frame.handle('IS_CONNECTED', async () => ({ isConnected: false }));
    expect(social.providers).toEqual(SOCIAL_PROVIDERS);
    social.prepare();
    social.prepare();
    await flushMicrotasks();
    expect(frame.requests.map((r) => r.type)).toEqual(['IS_CONNECTED']);
    user.setOfferedSocial(['discord', 'github']);
    expect(social.providers).toEqual(['github', 'discord']);
    // Farcaster when the service has its relay (READY lists it then).
    user.setOfferedSocial(['farcaster', 'discord', 'github']);
    expect(social.providers).toEqual(['github', 'discord', 'farcaster']);
  });

  it('asks the frame nothing when the providers are already known', async () => {
    const { frame, social } = setup(['google']);
    social.prepare();
    await flushMicrotasks();
    expect(frame.requests).toEqual([]);
    expect(social.providers).toEqual(['google']);
  });

  it('a blocked popup fails at once with the catalogue text, asking the frame nothing; Retry opens one', async () => {
    const { frame, popups, social, tracked } = setup();
    popups.blocked = true;
    const result = await social.start('google');
    expect(result._unsafeUnwrapErr().message).toBe(
      'The sign-in window was blocked. Allow pop-ups for this site and try again',
    );
    expect(social.step).toBe('failed');
    expect(frame.requests).toEqual([]);
    expect(tracked).toEqual(['SOCIAL_LOGIN_STARTED google', 'SOCIAL_LOGIN_ERROR google']);
    popups.blocked = false;
    void social.retry();
    expect(popups.opened).toHaveLength(1);
    expect(social.provider).toBe('google');
  });

  it('a popup closed by the user, and consent denied, end in a message and Retry', async () => {
    const { popups, social } = setup();
    const closed = social.start('discord');
    await flushMicrotasks();
    popups.last?.userCloses();
    expect((await closed)._unsafeUnwrapErr().message).toBe(
      'The sign-in window was closed before you finished',
    );
    const denied = social.retry();
    await flushMicrotasks();
    popups.last?.post(WALLET, { resultUri: `${WALLET}/social/callback?error=access_denied` });
    expect((await denied)._unsafeUnwrapErr().message).toBe('The sign-in was declined at the provider');
    expect(social.step).toBe('failed');
    expect(popups.opened).toHaveLength(2);
  });

  it('refuses a redirect URI the URL policy refuses, and closes the popup', async () => {
    const { frame, popups, social } = setup();
    frame.handle('GET_SOCIAL_REDIRECT_URI', async () => ({ uri: 'javascript:alert(1)' }));
    const result = await social.start('x');
    expect(result.isErr()).toBe(true);
    expect(popups.last?.url).toBeUndefined();
    expect(popups.last?.closed).toBe(true);
  });

  it('a popup that lost its opener (COOP): the frame’s SOCIAL_RESULT completes the login, even after "closed"', async () => {
    const { frame, popups, social, storage } = setup();
    const waiting = social.start('github');
    await flushMicrotasks();
    frame.emit({ type: 'SOCIAL_RESULT', resultUri: `${WALLET}/social/callback?code=w&state=s` });
    expect((await waiting).isOk()).toBe(true);
    expect(frame.requests[1]).toEqual({
      type: 'CONNECT_SOCIAL',
      payload: { uri: `${WALLET}/social/callback?code=w&state=s` },
    });
    expect(popups.last?.closed).toBe(true);

    // COOP makes the popup look closed at once: the login fails as "closed", then the result arrives.
    const closed = social.start('github');
    await flushMicrotasks();
    popups.last?.userCloses();
    expect((await closed).isErr()).toBe(true);
    expect(social.error?.code).toBe('SOCIAL_POPUP_CLOSED');
    frame.emit({ type: 'SOCIAL_RESULT', resultUri: `${WALLET}/social/callback?code=late&state=s` });
    await flushMicrotasks();
    expect(social.step).toBe('connected');
    expect(frame.requests.at(-1)?.payload).toEqual({ uri: `${WALLET}/social/callback?code=late&state=s` });
    expect(await storage.read(SOCIAL_KEYS.provider)).toBe('github');
    // Done: another SOCIAL_RESULT redeems nothing.
    const asked = frame.requests.length;
    frame.emit({ type: 'SOCIAL_RESULT', resultUri: `${WALLET}/social/callback?code=again&state=s` });
    await flushMicrotasks();
    expect(frame.requests).toHaveLength(asked);
  });

  it('a SOCIAL_RESULT after leaving, or with no login begun, redeems nothing', async () => {
    const { frame, social } = setup();
    frame.emit({ type: 'SOCIAL_RESULT', resultUri: `${WALLET}/social/callback?code=c` });
    void social.start('apple');
    await flushMicrotasks();
    social.leave();
    frame.emit({ type: 'SOCIAL_RESULT', resultUri: `${WALLET}/social/callback?code=c` });
    await flushMicrotasks();
    expect(social.step).toBe('idle');
    expect(frame.requests.map((r) => r.type)).toEqual(['GET_SOCIAL_REDIRECT_URI']);
  });

  it('inside a Telegram mini-app asks for a popup-less return page, and redeems the result the page returned with', async () => {
    const { frame, social, user } = setup(undefined, 'https://app.example/play');
    void social.start('google');
    await flushMicrotasks();
    expect(frame.requests[0]?.payload).toEqual({ provider: 'google', returnUrl: 'https://app.example/play' });
    social.leave();
    const resumed = social.resume(`${WALLET}/social/callback?code=t&state=s`);
    expect(social.step).toBe('connecting');
    expect((await resumed).isOk()).toBe(true);
    expect(frame.requests.at(-1)).toEqual({
      type: 'CONNECT_SOCIAL',
      payload: { uri: `${WALLET}/social/callback?code=t&state=s` },
    });
    expect(social.step).toBe('connected');
    expect(user.socialProvider).toBe('google');
    expect(user.socialUserName).toBe('alice');
  });

  it('a returned result waits for the AUTH connector, then is redeemed; a refusal is said with the catalogue text', async () => {
    const connector = observable.box<string | undefined>(undefined);
    const { frame, social } = setup(undefined, undefined, () => connector.get());
    frame.handle('CONNECT_SOCIAL', async () => {
      throw new Error('This sign-in is no longer valid. Please try again');
    });
    const said: string[] = [];
    social.resumeReturned(`${WALLET}/social/callback?code=t&state=s`, (message) => said.push(message));
    await flushMicrotasks();
    expect(frame.requests).toEqual([]);
    runInAction(() => connector.set('latch-embedded'));
    await flushMicrotasks();
    expect(frame.requests.map((r) => r.type)).toEqual(['CONNECT_SOCIAL']);
    expect(said).toEqual(['This sign-in is no longer valid. Please try again']);
    // Listed from the start: redeemed at once.
    const ready = setup();
    ready.social.resumeReturned(`${WALLET}/social/callback?code=r&state=s`, () => {});
    await flushMicrotasks();
    expect(ready.social.step).toBe('connected');
    // Disposed before the connector is listed: nothing is redeemed.
    const later = setup(undefined, undefined, () => undefined);
    later.social.resumeReturned(`${WALLET}/social/callback?code=u&state=s`, () => {});
    later.social.dispose();
    await flushMicrotasks();
    expect(later.frame.requests).toEqual([]);
  });

  it('leave closes the popup; its late message changes nothing', async () => {
    const { frame, popups, social } = setup();
    void social.start('apple');
    await flushMicrotasks();
    social.leave();
    popups.last?.post(WALLET, { resultUri: `${WALLET}/social/callback?code=c` });
    await flushMicrotasks();
    expect(social.step).toBe('idle');
    expect(popups.last?.closed).toBe(true);
    expect(frame.requests.map((r) => r.type)).toEqual(['GET_SOCIAL_REDIRECT_URI']);
  });
});
