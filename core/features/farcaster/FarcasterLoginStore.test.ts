import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import type { ConnectingWallet } from '../../kernel/connectFlow/index.js';
import type { Connection } from '../../kernel/connections/index.js';
import { EMBEDDED_KEYS, EmbeddedUserStore } from '../../kernel/embeddedWallet/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { SOCIAL_KEYS } from '../social/index.js';
import { FARCASTER_TIMEOUT_MS, FarcasterLoginStore } from './index.js';

const CONNECT_URI = 'http://127.0.0.1:5174/farcaster?channelToken=AAAAAAAAAAAAAAAAAAAAAA';
const ACCOUNT = '0x00000000000000000000000000000000000000e1';

const setup = (url = CONNECT_URI, connectorId: string | null = 'latch-embedded') => {
  const frame = new MemoryEmbeddedWalletFrame().handleFarcaster(url);
  const clock = new ManualClock(0);
  const storage = new SafeStorage(new MemoryStorage(), new MemoryLogger());
  const connected: ConnectingWallet[] = [];
  const embeddedUser = new EmbeddedUserStore(storage);
  const farcaster = new FarcasterLoginStore({
    frame,
    scheduler: clock,
    storage,
    rememberUserName: (userName) => embeddedUser.rememberSocial('farcaster', userName),
    connectorId: () => connectorId ?? undefined,
    connect: (wallet) => {
      connected.push(wallet);
      return okAsync({ accounts: [ACCOUNT] } as unknown as Connection);
    },
  });
  return { frame, clock, storage, farcaster, connected, embeddedUser };
};

describe('FarcasterLoginStore', () => {
  it('shows the connect URI, waits for the approval, connects the AUTH connector and stores the provider', async () => {
    const { frame, storage, farcaster, connected, embeddedUser } = setup();
    const pending = farcaster.start();
    expect(farcaster.step).toBe('loading');
    await flushMicrotasks();
    expect(farcaster.step).toBe('waiting');
    expect(farcaster.url).toBe(CONNECT_URI);
    expect(farcaster.pending).toBe(true);
    frame.approveFarcaster('alice');
    expect((await pending).isOk()).toBe(true);
    expect(frame.requests.map((r) => r.type)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER']);
    // CONNECT_SUCCESS reports the way in: farcaster.
    expect(connected[0]).toMatchObject({
      connectorId: 'latch-embedded',
      namespace: 'eip155',
      method: 'farcaster',
    });
    expect(farcaster.step).toBe('connected');
    expect(farcaster.userName).toBe('alice');
    expect(await storage.read(SOCIAL_KEYS.provider)).toBe('farcaster');
    expect(await storage.read(EMBEDDED_KEYS.socialUserName)).toBe('alice');
    expect(embeddedUser.socialProvider).toBe('farcaster');
    expect(embeddedUser.socialUserName).toBe('alice');
  });

  it('expires after 300 s with the catalogue text; Retry opens a new channel', async () => {
    const { frame, clock, farcaster } = setup();
    const pending = farcaster.start();
    await flushMicrotasks();
    clock.advance(FARCASTER_TIMEOUT_MS - 1);
    await flushMicrotasks();
    expect(farcaster.step).toBe('waiting');
    clock.advance(1);
    const result = await pending;
    expect(result._unsafeUnwrapErr().message).toBe('The Farcaster sign-in timed out. Please try again');
    expect(farcaster.step).toBe('expired');
    const again = farcaster.retry();
    await flushMicrotasks();
    expect(farcaster.step).toBe('waiting');
    expect(frame.requests.filter((r) => r.type === 'GET_FARCASTER_URI')).toHaveLength(2);
    frame.approveFarcaster('bob');
    expect((await again).isOk()).toBe(true);
    expect(farcaster.userName).toBe('bob');
  });

  it("fails with the wallet service's own text, connecting nothing", async () => {
    const { frame, farcaster, connected } = setup();
    const pending = farcaster.start();
    await flushMicrotasks();
    frame.refuseFarcaster('The Farcaster sign-in could not be verified. Please try again');
    expect((await pending)._unsafeUnwrapErr().message).toBe(
      'The Farcaster sign-in could not be verified. Please try again',
    );
    expect(farcaster.step).toBe('failed');
    expect(connected).toEqual([]);
  });

  it('refuses a connect URI the URL policy refuses, before waiting', async () => {
    const { frame, farcaster } = setup('javascript:alert(1)');
    expect((await farcaster.start()).isErr()).toBe(true);
    expect(farcaster.step).toBe('failed');
    expect(farcaster.url).toBeUndefined();
    expect(frame.requests.map((r) => r.type)).toEqual(['GET_FARCASTER_URI']);
  });

  it('leaving the view gives up: the frame drops the channel, a late approval connects nothing, the timer stops', async () => {
    const { frame, clock, farcaster, connected } = setup();
    const pending = farcaster.start();
    await flushMicrotasks();
    farcaster.leave();
    expect(frame.requests.map((r) => r.type)).toEqual([
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'CANCEL_FARCASTER',
    ]);
    expect(farcaster.step).toBe('idle');
    expect(farcaster.url).toBeUndefined();
    frame.approveFarcaster('alice');
    expect((await pending).isErr()).toBe(true);
    expect(connected).toEqual([]);
    clock.advance(FARCASTER_TIMEOUT_MS);
    expect(farcaster.step).toBe('idle');
    expect(farcaster.error).toBeUndefined();
    // Nothing under way: leaving again tells the frame nothing.
    farcaster.leave();
    expect(frame.requests.filter((r) => r.type === 'CANCEL_FARCASTER')).toHaveLength(1);
  });

  it('is unavailable without the embedded wallet', async () => {
    const { farcaster } = setup(CONNECT_URI, null);
    expect(farcaster.available).toBe(false);
    expect((await farcaster.start())._unsafeUnwrapErr().message).toBe('Farcaster sign-in is not available');
  });
});
