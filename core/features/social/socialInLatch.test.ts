import { describe, expect, it } from 'vitest';
import type { TelegramPlatform } from '../../../ports/index.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { MemoryPopupOpener } from '../../../testkits/MemoryPopupOpener.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { EMBEDDED_KEYS } from '../../kernel/embeddedWallet/index.js';
import { createLatchCore } from '../../kernel/latch/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { SOCIAL_KEYS } from './index.js';

const WALLET = 'http://127.0.0.1:4500';
const ACCOUNT = '0x00000000000000000000000000000000000000e1';

/** A core with the in-memory frame, popups and AUTH connector (social login's ports), optionally in Telegram. */
const setup = (
  options: {
    popups?: boolean;
    telegram?: TelegramPlatform;
    socials?: string[];
    pageUrl?: string;
    returned?: string;
  } = {},
) => {
  const harness = latchHarness({ network: DEVNET });
  const frame = new MemoryEmbeddedWalletFrame().handleSocial(WALLET, {
    address: ACCOUNT,
    chainId: Number(DEVNET.caipNetworkId.split(':')[1]),
    userName: 'alice',
  });
  frame.handle('IS_CONNECTED', async () => ({ isConnected: false }));
  const auth = new MemoryWalletConnector(
    { id: 'latch-embedded', name: 'Email', type: 'AUTH' },
    { accounts: [ACCOUNT], caipNetworkId: DEVNET.caipNetworkId },
  );
  const popups = new MemoryPopupOpener();
  const platform = Object.assign(harness.ports.platform, {
    telegramPlatform: () => options.telegram,
    ...(options.pageUrl === undefined ? {} : { pageUrl: () => options.pageUrl }),
  });
  const takeReturnedResult = async () => options.returned;
  const ports = {
    ...harness.ports,
    platform,
    connectors: new MemoryConnectorDiscovery([harness.wallet, auth]),
    embeddedWallet: frame,
    ...(options.popups === false
      ? {}
      : { socialLogin: { popups, walletOrigin: WALLET, takeReturnedResult } }),
  };
  const latch = createLatchCore(ports, {
    projectId: 'p',
    networks: [DEVNET],
    ...(options.socials === undefined ? {} : { features: { socials: options.socials } }),
  } as Parameters<typeof createLatchCore>[1])._unsafeUnwrap();
  return { ...harness, latch, frame, popups, ports };
};

describe('social login in the core', () => {
  it("lists social as a connect method with the frame and popups; the row follows the service's list", () => {
    expect(setup({ popups: false }).latch.wallets.connectMethods).not.toContain('social');
    const { latch, frame } = setup();
    expect(latch.wallets.connectMethods).toContain('social');
    frame.emit({ type: 'READY', socialProviders: ['farcaster'] });
    // Farcaster alone (the service has its relay, no OAuth provider) is still a social row.
    expect(latch.wallets.connectMethods).toContain('social');
    frame.emit({ type: 'READY', socialProviders: [] });
    expect(latch.wallets.connectMethods).not.toContain('social');
    const none = setup({ socials: ['google'] });
    none.frame.emit({ type: 'READY', socialProviders: ['github'] });
    expect(none.latch.wallets.connectMethods).not.toContain('social');
  });

  it("offers the service's providers in the host's order, less those Telegram's platform removes (SPEC §5)", async () => {
    const { latch, frame } = setup({ telegram: 'android' });
    const social = await latch.loadFeature('social');
    frame.emit({
      type: 'READY',
      socialProviders: ['google', 'github', 'facebook', 'x', 'discord', 'farcaster'],
    });
    expect(social.providers).toEqual(['google', 'github', 'discord', 'farcaster']);
  });

  it('a page back from a Telegram return redeems its #result_uri= at start: connected, provider and name kept', async () => {
    const resultUri = `${WALLET}/social/callback?code=t&state=s`;
    const plain = setup({ returned: resultUri });
    await flushMicrotasks();
    // No result_uri in the address: the social flow is not even fetched.
    expect(plain.latch.social).toBeUndefined();
    const { latch, frame } = setup({
      pageUrl: `https://app.example/play#result_uri=${encodeURIComponent(resultUri)}`,
      returned: resultUri,
    });
    frame.handle('CONNECT_SOCIAL', async () => ({
      address: ACCOUNT,
      chainId: 1,
      provider: 'google',
      userName: 'tg',
    }));
    await expect.poll(() => latch.connection.status).toBe('connected');
    expect(frame.requests.find((r) => r.type === 'CONNECT_SOCIAL')?.payload).toEqual({ uri: resultUri });
    await expect.poll(() => latch.embeddedUser.socialUserName).toBe('tg');
    expect(latch.embeddedUser.socialProvider).toBe('google');
    // Later SESSION_UPDATEs from the frame refresh what Account shows.
    frame.emit({
      type: 'SESSION_UPDATE',
      isConnected: true,
      provider: 'google',
      userName: 'Tee Gee',
      chainId: 1,
    });
    await expect.poll(() => latch.embeddedUser.socialUserName).toBe('Tee Gee');
  });

  it('a social login keeps the provider and user name (SPEC §3); disconnect clears them', async () => {
    const { latch, popups, ports } = setup();
    const storage = new SafeStorage(ports.storage, new MemoryLogger());
    const social = await latch.loadFeature('social');
    const pending = social.start('github');
    await flushMicrotasks();
    popups.last?.post(WALLET, { resultUri: `${WALLET}/social/callback?code=c&state=s` });
    expect((await pending).isOk()).toBe(true);
    expect(latch.connection.status).toBe('connected');
    expect(latch.embeddedUser.socialProvider).toBe('github');
    expect(latch.embeddedUser.socialUserName).toBe('alice');
    expect(await storage.read(SOCIAL_KEYS.provider)).toBe('github');
    expect(await storage.read(EMBEDDED_KEYS.socialUserName)).toBe('alice');
    await latch.connect.disconnect();
    await flushMicrotasks();
    expect(latch.embeddedUser.socialProvider).toBeUndefined();
    expect(latch.embeddedUser.socialUserName).toBeUndefined();
    expect(await storage.read(SOCIAL_KEYS.provider)).toBeUndefined();
    expect(await storage.read(EMBEDDED_KEYS.socialUserName)).toBeUndefined();
  });
});
