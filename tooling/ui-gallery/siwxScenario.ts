// Gallery states of the sign-in views: SIWXSignMessage asking after connect (required), the wallet signing, a
// refused session with its error and Try again; ConnectingSiwe for a host's legacy siweConfig.
import { siwxError } from '../../core/lib/errors/index.js';
import type { SiweConfig, SiwxSignInput } from '../../ports/index.js';
import { MemorySiwx } from '../../testkits/MemorySiwx.js';
import type { FixtureOptions } from '../../testkits/views/fixtures.js';
import type { ConnectGalleryWallet, GalleryFixture } from './scenarioSteps.js';

export const SIWX_SCENARIO_STATES = ['normal', 'signing', 'failed'] as const;

const READY = '[data-testid="latch-signin"]';

export const SIWX_SCENARIO_READY = {
  'SIWXSignMessage:normal': `${READY}[data-status="asking"]`,
  'SIWXSignMessage:signing': `${READY}[data-status="signing"]`,
  'SIWXSignMessage:failed': `${READY}[data-status="failed"] .latch-signin-error`,
  'ConnectingSiwe:normal': `${READY}[data-status="asking"]`,
} as const;

export const SIWX_SCENARIO_PROBES: readonly string[] = [
  '.latch-card',
  '.latch-signin-app',
  '.latch-connecting-title',
  '.latch-connecting-hint',
  '.latch-signin-actions .latch-button',
];

const METADATA = {
  name: 'Latch demo',
  description: 'A host page for the Latch wallet-connection modal',
  url: 'https://demo.latch.dev',
  icons: [],
};

/** A config whose signatures never come back (the signing state). */
class HangingSiwx extends MemorySiwx {
  hang = false;
  signMessage(_input: SiwxSignInput): Promise<string> {
    return this.hang ? new Promise<string>(() => undefined) : Promise.resolve(`0x${'ab'.repeat(65)}`);
  }
}

const LEGACY: SiweConfig = {
  createMessage: ({ domain, address }) =>
    `${domain} wants you to sign in with your Ethereum account:\n${address}`,
  getNonce: async () => 'gallery1234',
  getSession: async () => null,
  verifyMessage: async () => true,
  signOut: async () => true,
  required: true,
};

/** The fixture options of a sign-in view: the host's metadata and its sign-in config. */
export const siwxScenarioOptions = (view: 'SIWXSignMessage' | 'ConnectingSiwe', state: string) => {
  const siwx = new HangingSiwx({ now: () => Date.now() }, { required: true, domain: 'demo.latch.dev' });
  siwx.hang = state === 'signing';
  if (state === 'failed') siwx.refuseNext = siwxError('SIGNATURE_DECLINED');
  const options: FixtureOptions = {
    modalOptions: { metadata: METADATA, ...(view === 'SIWXSignMessage' ? { siwx } : { siweConfig: LEGACY }) },
  };
  return {
    options,
    /** Connects; the sign-in flow opens its view, then the state's step runs. */
    async prepare(fixture: GalleryFixture, connect: ConnectGalleryWallet): Promise<void> {
      await connect(fixture);
      const store = await fixture.latch.loadFeature('siwx');
      for (let tries = 0; store.status !== 'asking' && tries < 100; tries++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      if (state === 'signing') void store.sign();
      if (state === 'failed') await store.sign();
    },
  };
};
