// Gallery scenarios of the connecting, account and network views: each prepares the fixture (wallets that
// hang, decline or switch; balances, identities, pairings) and opens the modal on the view in that state.

import type { ViewName } from '../../core/kernel/router/index.js';
import { latchError } from '../../core/lib/errors/index.js';
import type { Clock, Network, Scheduler, WalletListing, WalletSession } from '../../ports/index.js';
import { httpFailure } from '../../testkits/MemoryDataService.js';
import { MemoryEmbeddedWalletFrame } from '../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryWalletConnector } from '../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, type Fixture, type FixtureOptions, SOLANA } from '../../testkits/views/fixtures.js';
import { sentMessage } from '../../ui-react/views/Send/sendDisplay.js';
import {
  afterEmailUpdateScenario,
  EMAIL_UPDATE_SCENARIO_PROBES,
  EMAIL_UPDATE_SCENARIO_READY,
  EMAIL_UPDATE_SCENARIOS,
  emailUpdateFrame,
  isEmailUpdateView,
  prepareEmailUpdateScenario,
} from './emailUpdateScenario.js';
import { galleryHistory } from './galleryHistory.js';
import { galleryTokenBalances } from './galleryTokenBalances.js';
import {
  afterOnrampScenario,
  ONRAMP_SCENARIO_PROBES,
  ONRAMP_SCENARIO_READY,
  ONRAMP_SCENARIO_STATES,
  prepareOnrampScenario,
} from './onrampScenario.js';
import { whenShows } from './scenarioSteps.js';
import {
  afterSendScenario,
  GALLERY_SEND_FEE,
  prepareSendScenario,
  SEND_SCENARIO_PROBES,
  SEND_SCENARIO_READY,
  SEND_SCENARIO_STATES,
} from './sendScenario.js';
import {
  SIWX_SCENARIO_PROBES,
  SIWX_SCENARIO_READY,
  SIWX_SCENARIO_STATES,
  siwxScenarioOptions,
} from './siwxScenario.js';
import {
  isSocialScenarioView,
  SOCIAL_SCENARIO_PROBES,
  SOCIAL_SCENARIO_READY,
  SOCIAL_SCENARIOS,
  socialScenario,
} from './socialScenario.js';
import {
  afterSwapScenario,
  prepareSwapScenario,
  SWAP_SCENARIO_PROBES,
  SWAP_SCENARIO_READY,
  SWAP_SCENARIO_STATES,
} from './swapScenario.js';

/** Every state each of these views is shown in ('normal' first: the one the hostile-CSS check loads). */
export const VIEW_SCENARIOS = {
  ConnectingExternal: ['normal', 'declined', 'failed'],
  ConnectingWalletConnect: ['normal', 'wallet', 'loading', 'declined', 'mobile', 'web', 'mobile-web'],
  ConnectingWalletConnectBasic: ['normal'],
  Account: [
    'normal',
    'identity',
    'loading',
    'unavailable',
    'tokens',
    'tokens-loading',
    'tokens-empty',
    'tokens-unavailable',
    'not-connected',
    'sent',
    'session-failed',
  ],
  Networks: ['normal', 'switching', 'no-wallet'],
  UnsupportedChain: ['normal'],
  Receive: ['normal', 'not-connected'],
  WhatIsAWallet: ['normal'],
  RegisterAccountName: ['normal', 'suggestions', 'invalid', 'failed'],
  RegisterAccountNameSuccess: ['normal', 'registering'],
  History: ['normal', 'loading', 'empty', 'error'],
  Send: [...SEND_SCENARIO_STATES, 'not-connected'],
  Swap: SWAP_SCENARIO_STATES,
  OnRamp: ONRAMP_SCENARIO_STATES,
  SIWXSignMessage: SIWX_SCENARIO_STATES,
  ConnectingSiwe: ['normal'],
  EmailVerifyOtp: ['normal', 'wrong-code'],
  EmailVerifyDevice: ['normal'],
  ApproveTransaction: ['normal'],
  ...EMAIL_UPDATE_SCENARIOS,
  ...SOCIAL_SCENARIOS,
} as const satisfies Partial<Record<ViewName, readonly string[]>>;

export type ScenarioView = keyof typeof VIEW_SCENARIOS;
export type ScenarioState = (typeof VIEW_SCENARIOS)[ScenarioView][number];

export const isScenarioView = (view: string): view is ScenarioView => Object.hasOwn(VIEW_SCENARIOS, view);
export const SCENARIO_VIEWS: readonly ScenarioView[] = Object.keys(VIEW_SCENARIOS).filter(isScenarioView);

/** What shows once each scenario has rendered (selectors pierce the open shadow root). */
export const VIEW_SCENARIO_READY: Readonly<Record<string, string>> = {
  'ConnectingExternal:normal': '.latch-connecting-logo[data-state="pending"]',
  'ConnectingExternal:declined': '.latch-connecting-logo[data-state="error"]',
  'ConnectingExternal:failed': '.latch-connecting-logo[data-state="error"]',
  'ConnectingWalletConnect:normal': '.latch-qr svg',
  'ConnectingWalletConnect:wallet': '.latch-qr-logo img',
  'ConnectingWalletConnect:loading': '.latch-qr-skeleton',
  'ConnectingWalletConnect:declined': '.latch-qr-overlay',
  'ConnectingWalletConnect:mobile': '.latch-button-primary:not([disabled])',
  'ConnectingWalletConnect:web': 'a.latch-wc-web',
  'ConnectingWalletConnect:mobile-web': 'a.latch-wc-web',
  'ConnectingWalletConnectBasic:normal': '.latch-qr svg',
  'Account:normal': '.latch-account-balance:not([aria-busy])',
  'Account:identity': '.latch-account-avatar img',
  'Account:loading': '.latch-account-balance-skeleton',
  'Account:unavailable': '.latch-account-balance-unavailable',
  'Account:tokens': '.latch-token-row[data-token]',
  'Account:tokens-loading': '.latch-token-skeleton',
  'Account:tokens-empty': '.latch-tokens-message[data-state="empty"]',
  'Account:tokens-unavailable': '.latch-tokens-message[data-state="unavailable"]',
  'Networks:normal': '.latch-network-row[aria-current="true"]',
  'Networks:switching': '.latch-network-row[aria-busy="true"]',
  'UnsupportedChain:normal': '.latch-unsupported-notice',
  'Receive:normal': '.latch-receive .latch-qr svg',
  'WhatIsAWallet:normal': '.latch-wallet-intro-back',
  'RegisterAccountName:normal': '.latch-name-input',
  'RegisterAccountName:suggestions': '.latch-name-suggestion',
  'RegisterAccountName:invalid': '.latch-name-field[data-invalid="true"]',
  'RegisterAccountName:failed': '.latch-name-failure',
  'RegisterAccountNameSuccess:normal': '[data-testid="latch-name-registered"]',
  'RegisterAccountNameSuccess:registering': '.latch-name-step[data-state="active"]',
  'History:normal': '.latch-activity[data-status="ready"] [data-transaction]',
  'History:loading': '.latch-activity[data-status="loading"] .latch-activity-skeleton',
  'History:empty': '.latch-activity[data-status="empty"] .latch-activity-message',
  'History:error': '.latch-activity[data-status="error"] .latch-activity-message',
  ...SEND_SCENARIO_READY,
  ...SWAP_SCENARIO_READY,
  ...ONRAMP_SCENARIO_READY,
  ...SIWX_SCENARIO_READY,
  ...EMAIL_UPDATE_SCENARIO_READY,
  ...SOCIAL_SCENARIO_READY,
  'Account:not-connected': '[data-testid="latch-not-connected"]',
  'EmailVerifyOtp:normal': '.latch-otp-box',
  'EmailVerifyOtp:wrong-code': '.latch-otp-boxes[data-invalid="true"]',
  'EmailVerifyDevice:normal': '.latch-otp-intro',
  'ApproveTransaction:normal': '.latch-approve',
  'Account:sent': '.latch-toast-link',
  'Account:session-failed': '[data-testid="latch-embedded-session-failed"]',
  'Networks:no-wallet': '.latch-connect-empty',
  'Receive:not-connected': '[data-testid="latch-not-connected"]',
  'Send:not-connected': '[data-testid="latch-not-connected"]',
};

/** Elements of these views whose look a hostile host page must not change. */
export const VIEW_SCENARIO_PROBES: Readonly<Record<ScenarioView, readonly string[]>> = {
  WhatIsAWallet: ['.latch-card', '.latch-wallet-intro', '.latch-wallet-get', '.latch-wallet-intro-back'],
  ...SOCIAL_SCENARIO_PROBES,
  ConnectingExternal: [
    '.latch-card',
    '.latch-connecting-logo',
    '.latch-connecting-title',
    '.latch-connecting-hint',
  ],
  ConnectingWalletConnect: [
    '.latch-card',
    '.latch-qr-frame',
    '.latch-qr svg',
    '.latch-qr-logo',
    '.latch-wc-hint',
    '.latch-button',
  ],
  ConnectingWalletConnectBasic: ['.latch-card', '.latch-qr-frame', '.latch-qr svg', '.latch-wc-hint'],
  Receive: [
    '.latch-card',
    '.latch-qr-frame',
    '.latch-receive-address-text',
    '.latch-receive-network',
    '.latch-button',
  ],
  RegisterAccountName: ['.latch-card', '.latch-name-field', '.latch-name-input', '.latch-name-submit'],
  EmailVerifyOtp: ['.latch-card', '.latch-otp-intro', '.latch-otp-box', '.latch-link-button'],
  EmailVerifyDevice: ['.latch-card', '.latch-otp-intro', '.latch-otp-status'],
  ApproveTransaction: ['.latch-card', '.latch-approve'],
  RegisterAccountNameSuccess: ['.latch-card', '.latch-name-done', '.latch-name-registered', '.latch-button'],
  Account: [
    '.latch-card',
    '.latch-account-avatar',
    '.latch-account-name',
    '.latch-account-balance',
    '.latch-chip',
    '.latch-row',
    // The Tokens section, or the Tokens | Activity tabs when a feature provides the Activity tab.
    '.latch-account-section, .latch-account-tabs',
  ],
  Networks: [
    '.latch-card',
    '.latch-networks-heading',
    '.latch-network-row',
    '.latch-network-monogram',
    '.latch-row-label',
  ],
  UnsupportedChain: [
    '.latch-card',
    '.latch-unsupported-title',
    '.latch-unsupported-text',
    '.latch-network-row',
    '.latch-row',
  ],
  History: [
    '.latch-card',
    '.latch-activity',
    '.latch-activity-month-title',
    '.latch-activity-row',
    '.latch-activity-token',
    '.latch-activity-status',
    '.latch-activity-amount',
  ],
  Send: SEND_SCENARIO_PROBES,
  Swap: SWAP_SCENARIO_PROBES,
  OnRamp: ONRAMP_SCENARIO_PROBES,
  SIWXSignMessage: SIWX_SCENARIO_PROBES,
  ConnectingSiwe: SIWX_SCENARIO_PROBES,
  ...EMAIL_UPDATE_SCENARIO_PROBES,
};

export const PAIRING_URI =
  'wc:c9e6d30fb34afe70a15c14e9337ba8e4d5a35dd695c39b94884b0ee60c69d168@2?relay-protocol=irn&symKey=7ff3e362f825ab868e20e767fe580d0311181632707e7c878cbeca0238d45b8b&expiryTimestamp=1767226200';
export const GALLERY_ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7';
const SENT_HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

const evmNetwork = (id: number, name: string, explorer?: string): Network => ({
  ...ETHEREUM,
  id,
  name,
  caipNetworkId: `eip155:${id}`,
  ...(explorer ? { blockExplorers: { default: { name: 'Explorer', url: explorer } } } : {}),
});

export const GALLERY_NETWORKS: readonly [Network, ...Network[]] = [
  { ...ETHEREUM, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } },
  evmNetwork(8453, 'Base', 'https://basescan.org'),
  evmNetwork(42161, 'Arbitrum One', 'https://arbiscan.io'),
  evmNetwork(10, 'OP Mainnet'),
  SOLANA,
];

/** An injected wallet that switches networks when asked; `hold` keeps a switch pending. */
class GalleryWallet extends MemoryWalletConnector {
  hold = false;
  /** What the wallet throws when asked to send (Send:rejected: its user said no); unset, it sends. */
  sendRefusal: unknown;

  override session(target?: Network): WalletSession {
    const session = super.session(target);
    const { signer } = session;
    const refusal = this.sendRefusal;
    return {
      ...session,
      ...(signer.namespace === 'eip155' && refusal !== undefined
        ? { signer: { ...signer, sendTransaction: () => Promise.reject(refusal) } }
        : {}),
      switchNetwork: (next) =>
        this.hold
          ? new Promise<void>(() => undefined)
          : Promise.resolve(this.emit('chainChanged', next.caipNetworkId)),
    };
  }
}

type GalleryFixture = Fixture<Clock & Scheduler>;

const GALLERY_EMAIL = 'ada@example.com';

/** The embedded wallet of the e-mail views: a code was sent; 000000 is a wrong code; the device wait never ends. */
const galleryEmailFrame = () =>
  new MemoryEmbeddedWalletFrame()
    .handle('CONNECT_EMAIL', async () => ({ action: 'VERIFY_OTP' as const }))
    .handle('CONNECT_DEVICE', () => new Promise<undefined>(() => undefined))
    .handle('CONNECT_OTP', () => Promise.reject(new Error('Invalid code (4 attempts left)')));

/** RegisterAccountName: empty, typed with suggestions, an invalid label, or back after a refused registration. */
const prepareRegisterName = async (
  fixture: GalleryFixture,
  state: string,
  connect: (fixture: GalleryFixture) => Promise<void>,
): Promise<void> => {
  const { dataService, latch } = fixture;
  dataService.seedSuggestions('satoshi', [
    { name: 'satoshi.latch.id', registered: false },
    { name: 'satoshi1.latch.id', registered: false },
    { name: 'thesatoshi.latch.id', registered: true },
  ]);
  await connect(fixture);
  if (state === 'failed') {
    dataService.fail(
      'names.registerName',
      httpFailure(409, '/v1/profile/account', 'Name already registered'),
    );
    await (await latch.loadFeature('names')).register('satoshi');
  }
  const name = { suggestions: 'satoshi', invalid: 'sa.to', failed: 'satoshi' }[state];
  void latch.modal.open({
    view: 'RegisterAccountName',
    data: name === undefined ? {} : { name },
  });
};

export interface PreparedScenario {
  readonly options: FixtureOptions;
  /** Runs before the page renders: connects, seeds, opens the modal on the view. */
  prepare(fixture: GalleryFixture): Promise<void>;
  /** Runs once the view shows, for states reached through time or a click. */
  after(fixture: GalleryFixture, shadow: ShadowRoot | null | undefined): void;
}

/** The fixture options and set-up of one view in one state. */
export const prepareViewScenario = (
  view: ScenarioView,
  state: string,
  registry: readonly WalletListing[],
): PreparedScenario => {
  const metamask = new GalleryWallet(
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', rdns: 'io.metamask' },
    { accounts: [GALLERY_ACCOUNT] },
  );
  const walletConnect = new MemoryWalletConnector(
    { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
    { displayUri: PAIRING_URI },
  );
  metamask.connectBehaviour = 'hang';
  walletConnect.connectBehaviour = 'hang';
  const social = isSocialScenarioView(view) ? socialScenario(view, state) : undefined;
  const signIn =
    view === 'SIWXSignMessage' || view === 'ConnectingSiwe' ? siwxScenarioOptions(view, state) : undefined;
  const options: FixtureOptions = {
    mobile: state === 'mobile' || state === 'mobile-web',
    registry: registry.map((listing) => {
      if (listing.id === 'com.trustwallet.app')
        return { ...listing, mobile_link: 'https://link.trustwallet.com' };
      // A web wallet: its page opens on the pairing ("Open in browser").
      if (listing.id === 'global.safe') return { ...listing, webapp_link: 'https://app.safe.global/' };
      return listing;
    }),
    networks: GALLERY_NETWORKS,
    connectors: [metamask, walletConnect],
    ...(view === 'Send' ? { feeEstimate: GALLERY_SEND_FEE } : {}),
    ...(signIn?.options ?? {}),
    ...(view === 'EmailVerifyOtp' || view === 'EmailVerifyDevice' ? { emailLogin: galleryEmailFrame() } : {}),
    ...(view === 'Account' && state === 'session-failed' ? { emailLogin: emailUpdateFrame() } : {}),
    ...(isEmailUpdateView(view) ? { emailLogin: emailUpdateFrame() } : {}),
    ...(social?.options ?? {}),
  };
  const connect = async (fixture: GalleryFixture) => {
    metamask.connectBehaviour = 'approve';
    await fixture.latch.connection.connect('io.metamask', { network: GALLERY_NETWORKS[0] });
  };
  return {
    options,
    async prepare(fixture) {
      await fixture.wallets.loadNextPage();
      const { modal } = fixture.latch;
      const { dataService, chainReader } = fixture;
      switch (view) {
        case 'ConnectingExternal':
          if (state !== 'normal') metamask.connectBehaviour = 'reject';
          if (state === 'failed') metamask.rejection = { code: -32002, message: 'Request already pending' };
          void modal.open({ view, data: { connectorId: 'io.metamask' } });
          return;
        case 'ConnectingWalletConnect':
          if (state === 'loading') walletConnect.displayUri = undefined;
          if (state === 'declined') walletConnect.connectBehaviour = 'reject';
          void modal.open({
            view,
            data:
              state === 'wallet' || state === 'mobile'
                ? { walletId: 'com.trustwallet.app' }
                : state === 'web' || state === 'mobile-web'
                  ? { walletId: 'global.safe' }
                  : {},
          });
          return;
        case 'ConnectingWalletConnectBasic':
          void modal.open({ view });
          return;
        case 'Account':
          if (state === 'identity')
            dataService.seedIdentity(GALLERY_ACCOUNT, {
              name: 'satoshi.eth',
              avatar: '/wallet-images/me.rainbow.webp',
            });
          if (state === 'loading') chainReader.getNativeBalance = () => new Promise<bigint>(() => undefined);
          if (state === 'unavailable')
            chainReader.fail('getNativeBalance', { code: -32603, message: 'upstream unavailable' });
          else chainReader.setBalance(GALLERY_ACCOUNT, 1_284_657_000_000_000_000n);
          if (state === 'tokens')
            dataService.seedBalances(GALLERY_ACCOUNT, 'eip155:1', galleryTokenBalances());
          if (state === 'tokens-loading') dataService.hold('balance.getBalance');
          if (state === 'tokens-unavailable')
            dataService.fail('balance.getBalance', { kind: 'HttpFailure', status: 503, url: '/v1/account' });
          if (state === 'session-failed') {
            // Logged in by e-mail; the session rules' chunk failed its three tries (FRAME_DEPENDENCY_LOAD_FAILED).
            const email = await fixture.latch.loadFeature('email');
            await email.submitEmail(GALLERY_EMAIL);
            await email.submitCode('123456');
            fixture.latch.embeddedUser.failSession(
              latchError('FRAME_DEPENDENCY_LOAD_FAILED'),
              () => undefined,
            );
          } else if (state !== 'not-connected') await connect(fixture);
          void modal.open({ view });
          // What Send leaves on screen: back on Account, the success toast with the explorer link.
          if (state === 'sent')
            fixture.latch.toasts.show({
              message: sentMessage({
                amount: '250',
                symbol: 'USDC',
                receiver: { address: GALLERY_ACCOUNT, name: 'alice.latch.id' },
              }),
              variant: 'success',
              autoClose: false,
              link: {
                href: `https://etherscan.io/tx/${SENT_HASH}`,
                label: 'View transaction',
              },
            });
          return;
        case 'Networks':
          await connect(fixture);
          metamask.hold = state === 'switching';
          void modal.open({ view });
          return;
        case 'Receive':
          if (state !== 'not-connected') await connect(fixture);
          void modal.open({ view });
          return;
        case 'WhatIsAWallet':
          void modal.open({ view });
          return;
        case 'RegisterAccountName':
          await prepareRegisterName(fixture, state, connect);
          return;
        case 'RegisterAccountNameSuccess':
          if (state === 'registering') dataService.hold('names.registerName');
          await connect(fixture);
          void (await fixture.latch.loadFeature('names')).register('satoshi');
          void modal.open({ view, data: { name: 'satoshi.latch.id' } });
          return;
        case 'UnsupportedChain':
          await connect(fixture);
          metamask.emit('chainChanged', 'eip155:999');
          void modal.open({ view });
          return;
        case 'History':
          if (state === 'normal')
            dataService.seedHistory(GALLERY_ACCOUNT, galleryHistory(GALLERY_ACCOUNT), 20);
          if (state === 'loading') dataService.hold('history.getHistory');
          if (state === 'error')
            dataService.fail('history.getHistory', {
              kind: 'HttpFailure',
              status: 503,
              url: `/v1/account/${GALLERY_ACCOUNT}/history`,
            });
          chainReader.setBalance(GALLERY_ACCOUNT, 1_284_657_000_000_000_000n);
          await connect(fixture);
          void modal.open({ view });
          return;
        case 'Send':
          if (state === 'not-connected') {
            void modal.open({ view });
            return;
          }
          if (state === 'rejected') {
            metamask.sendRefusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
          }
          await prepareSendScenario(fixture, GALLERY_ACCOUNT, connect);
          return;
        case 'Swap':
          await prepareSwapScenario(fixture, state, GALLERY_ACCOUNT, connect);
          return;
        case 'OnRamp':
          await prepareOnrampScenario(fixture, state, GALLERY_ACCOUNT, connect);
          return;
        case 'SIWXSignMessage':
        case 'ConnectingSiwe':
          await signIn?.prepare(fixture, connect);
          return;
        case 'EmailVerifyOtp':
        case 'EmailVerifyDevice': {
          const email = await fixture.latch.loadFeature('email');
          await email.submitEmail(GALLERY_EMAIL);
          if (state === 'wrong-code') await email.submitCode('000000');
          void modal.open({ view, data: { email: GALLERY_EMAIL } });
          return;
        }
        case 'ApproveTransaction':
          await connect(fixture);
          void modal.open({ view });
          return;
        case 'UpdateEmailWallet':
        case 'UpdateEmailPrimaryOtp':
        case 'UpdateEmailSecondaryOtp':
          await prepareEmailUpdateScenario(fixture, view, state);
          return;
        case 'ConnectingSocial':
        case 'ConnectingFarcaster':
          await social?.prepare(fixture);
          return;
      }
    },
    after(fixture, shadow) {
      // The Networks view is a lazy chunk: its row is clicked once it shows (a busy machine can take longer than
      // the scenario's first wait).
      const clickNetwork = (network: string) => {
        const selector = `[data-network="${network}"]`;
        whenShows(shadow, selector, () => shadow?.querySelector<HTMLElement>(selector)?.click());
      };
      if (view === 'Networks' && state === 'switching') clickNetwork('eip155:8453');
      // No Solana wallet here: Connect for Solana shows its note.
      if (view === 'Networks' && state === 'no-wallet') clickNetwork(SOLANA.caipNetworkId);
      if (view === 'Send') afterSendScenario(fixture, state, shadow);
      if (view === 'Swap') afterSwapScenario(fixture, state, shadow);
      if (view === 'OnRamp') afterOnrampScenario(fixture, state, GALLERY_ACCOUNT, shadow);
      afterEmailUpdateScenario(view, state, shadow);
    },
  };
};
