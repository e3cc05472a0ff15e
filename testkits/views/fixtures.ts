// A Latch over in-memory adapters, with the wallet catalog and the account store, for the gallery page and

// the ui-react tests. Dev/test tooling only: it imports testkits.
import type { AccountStore } from '../../core/kernel/account/index.js';
import type { Latch } from '../../core/kernel/latch/index.js';
import { createLatchCore } from '../../core/kernel/latch/index.js';
import type {
  CustomWallet,
  FeaturesInput,
  ModalOptionsInput,
  ThemeMode,
  ThemeVariables,
} from '../../core/kernel/options/index.js';
import type { WalletCatalogStore } from '../../core/kernel/walletCatalog/index.js';
import type {
  Clock,
  EvmFeeEstimate,
  Network,
  Scheduler,
  WalletConnector,
  WalletListing,
} from '../../ports/index.js';
import { FixedPlatform, SequentialIds } from '../environment.js';
import { FakeHttpTransport } from '../FakeHttpTransport.js';
import { ManualClock } from '../ManualClock.js';
import { MemoryChainReader } from '../MemoryChainReader.js';
import { MemoryConnectorDiscovery } from '../MemoryConnectorDiscovery.js';
import { MemoryDataService } from '../MemoryDataService.js';
import { MemoryEmbeddedWalletFrame } from '../MemoryEmbeddedWalletFrame.js';
import { MemoryImagePrefetcher } from '../MemoryImagePrefetcher.js';
import { MemoryLogger } from '../MemoryLogger.js';
import type { MemoryPopupOpener } from '../MemoryPopupOpener.js';
import { MemoryStorage } from '../MemoryStorage.js';
import { MemoryWalletConnector } from '../MemoryWalletConnector.js';
import { RecordingAnalyticsSink } from '../RecordingAnalyticsSink.js';

export const ETHEREUM: Network = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.latch.test/1'] } },
};

export const SOLANA: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.latch.test/solana'] } },
};

const NAMED: readonly (readonly [id: string, name: string, rdns?: string])[] = [
  ['io.metamask', 'MetaMask', 'io.metamask'],
  ['com.trustwallet.app', 'Trust Wallet', 'com.trustwallet.app'],
  ['com.coinbase.wallet', 'Coinbase Wallet', 'com.coinbase.wallet'],
  ['me.rainbow', 'Rainbow', 'me.rainbow'],
  ['app.phantom', 'Phantom', 'app.phantom'],
  ['io.rabby', 'Rabby Wallet', 'io.rabby'],
  ['com.okex.wallet', 'OKX Wallet', 'com.okex.wallet'],
  ['io.zerion.wallet', 'Zerion', 'io.zerion.wallet'],
];

/** A registry of `size` wallets: eight well-known ones, then "Wallet 9", "Wallet 10"… in rank order. */
export const sampleRegistry = (size = 60, imageBase = 'https://img.latch.test'): WalletListing[] =>
  Array.from({ length: size }, (_, index) => {
    const [id, name, rdns] = NAMED[index] ?? [`org.wallet${index + 1}`, `Wallet ${index + 1}`];
    return { id, name, order: index + 1, image_url: `${imageBase}/${id}.webp`, ...(rdns ? { rdns } : {}) };
  });

/** The injected wallets a browser might have: MetaMask announced (EIP-6963), WalletConnect configured. */
export const sampleWalletConnectors = () => ({
  metamask: new MemoryWalletConnector({
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    rdns: 'io.metamask',
  }),
  walletConnect: new MemoryWalletConnector(
    { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
    { displayUri: 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d5484' },
  ),
});

export interface FixtureOptions {
  readonly mobile?: boolean;
  readonly themeMode?: ThemeMode;
  readonly themeVariables?: ThemeVariables;
  readonly registry?: readonly WalletListing[];
  readonly connectors?: readonly WalletConnector[];
  readonly networks?: readonly [Network, ...Network[]];
  readonly termsConditionsUrl?: string;
  readonly privacyPolicyUrl?: string;
  /** The host's own wallets (the customWallets option). */
  readonly customWallets?: readonly CustomWallet[];
  /** Set up the data service before the stores start (failures, holds). */
  readonly prepare?: (dataService: MemoryDataService) => void;
  /** The eip155 chain reader answers fee estimates with this (the Send view needs them). */
  readonly feeEstimate?: EvmFeeEstimate;
  /** The features option of SPEC §1 (defaults otherwise). */
  readonly features?: FeaturesInput;
  /**
   * E-mail login: the embedded-wallet frame (a scripted one, or `true` for one that answers CONNECT_EMAIL with
   * VERIFY_OTP) and its AUTH connector join the ports.
   */
  readonly emailLogin?: MemoryEmbeddedWalletFrame | true;
  /**
   * Social login: the popup opener (and the wallet service's origin `SOCIAL_WALLET_ORIGIN`) join the ports, beside
   * the frame of `emailLogin` or one that answers social login as the wallet service does (user alice).
   */
  readonly socialLogin?: MemoryPopupOpener;
  /** Any other modal option (allowUnsupportedChain, enableNetworkSwitch, connectorTypeOrder…). */
  readonly modalOptions?: Omit<ModalOptionsInput, 'projectId' | 'networks'>;
}

export interface Fixture<C extends Clock & Scheduler = ManualClock> {
  readonly latch: Latch;
  readonly wallets: WalletCatalogStore;
  readonly account: AccountStore;
  /** A ManualClock (tests move time) unless the caller gave its own (the gallery runs in real time). */
  readonly clock: C;
  readonly dataService: MemoryDataService;
  readonly discovery: MemoryConnectorDiscovery;
  readonly chainReader: MemoryChainReader;
  readonly analytics: RecordingAnalyticsSink;
  readonly platform: FixedPlatform;
  dispose(): void;
}

/** The wallet service's origin of the `socialLogin` fixture: its popup's messages count only from there. */
export const SOCIAL_WALLET_ORIGIN = 'https://wallet.latch.test';
/** The embedded account a `socialLogin` fixture's login opens. */
export const SOCIAL_ACCOUNT = '0x00000000000000000000000000000000000000e1';

/** Builds the core, the wallet catalog and the account store over in-memory adapters. */
export function createFixture(options?: FixtureOptions): Fixture;
/** With the caller's clock (the gallery runs in real time). */
export function createFixture<C extends Clock & Scheduler>(
  options: FixtureOptions & { readonly clock: C },
): Fixture<C>;
export function createFixture(
  options: FixtureOptions & { readonly clock?: Clock & Scheduler } = {},
): Fixture<Clock & Scheduler> {
  const clock = options.clock ?? new ManualClock();
  const storage = new MemoryStorage();
  const logger = new MemoryLogger();
  const platform = new FixedPlatform(options.mobile ?? false);
  const emailFrame =
    options.emailLogin === true
      ? new MemoryEmbeddedWalletFrame().handle('CONNECT_EMAIL', async () => ({
          action: 'VERIFY_OTP' as const,
        }))
      : options.emailLogin;
  const frame =
    options.socialLogin === undefined
      ? emailFrame
      : (emailFrame ?? new MemoryEmbeddedWalletFrame())
          .handleSocial(SOCIAL_WALLET_ORIGIN, { address: SOCIAL_ACCOUNT, chainId: 1, userName: 'alice' })
          .handle('IS_CONNECTED', async () => ({ isConnected: false }));
  const authConnector =
    frame === undefined
      ? []
      : [new MemoryWalletConnector({ id: 'latch-embedded', name: 'Email', type: 'AUTH' })];
  const discovery = new MemoryConnectorDiscovery([
    ...(options.connectors ?? Object.values(sampleWalletConnectors())),
    ...authConnector,
  ]);
  const dataService = new MemoryDataService({ clock }).seedWallets(options.registry ?? sampleRegistry());
  const networks = options.networks ?? [ETHEREUM];
  dataService.supportedChains = { http: networks.map((network) => network.caipNetworkId), ws: [] };
  options.prepare?.(dataService);
  const analytics = new RecordingAnalyticsSink();
  const chainReader = new MemoryChainReader(
    'eip155',
    options.feeEstimate ? { feeEstimate: options.feeEstimate } : {},
  );
  const core = createLatchCore(
    {
      clock,
      scheduler: clock,
      storage,
      logger,
      ids: new SequentialIds(),
      platform,
      images: new MemoryImagePrefetcher(),
      transport: new FakeHttpTransport(clock),
      analyticsSink: analytics,
      connectors: discovery,
      dataService,
      chainReaders: { eip155: chainReader },
      ...(frame === undefined ? {} : { embeddedWallet: frame }),
      ...(options.socialLogin === undefined
        ? {}
        : { socialLogin: { popups: options.socialLogin, walletOrigin: SOCIAL_WALLET_ORIGIN } }),
    },
    {
      ...options.modalOptions,
      projectId: 'gallery',
      networks,
      ...(options.themeMode ? { themeMode: options.themeMode } : {}),
      ...(options.themeVariables ? { themeVariables: options.themeVariables } : {}),
      ...(options.termsConditionsUrl ? { termsConditionsUrl: options.termsConditionsUrl } : {}),
      ...(options.privacyPolicyUrl ? { privacyPolicyUrl: options.privacyPolicyUrl } : {}),
      ...(options.customWallets ? { customWallets: options.customWallets } : {}),
      ...(options.features ? { features: options.features } : {}),
    },
  );
  if (core.isErr()) throw core.error;
  const latch = core.value;
  return {
    latch,
    wallets: latch.wallets,
    account: latch.account,
    clock,
    dataService,
    discovery,
    chainReader,
    analytics,
    platform,
    dispose() {
      latch.dispose();
    },
  };
}
