// The gallery's states of the social ways in: ConnectingSocial (a provider's popup) and ConnectingFarcaster (the
// QR code of our relay's channel), each over the in-memory frame (and popups) of the testkit.
import { MemoryEmbeddedWalletFrame } from '../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryPopupOpener } from '../../testkits/MemoryPopupOpener.js';
import type { FixtureOptions } from '../../testkits/views/fixtures.js';
import type { GalleryFixture } from './scenarioSteps.js';

/** The connect URI a Farcaster scenario shows (the sandbox approver's, as on the local stack). */
const FARCASTER_URI = 'http://127.0.0.1:5174/farcaster?channelToken=AAAAAAAAAAAAAAAAAAAAAA';

export const SOCIAL_SCENARIOS = {
  ConnectingSocial: ['normal', 'closed'],
  ConnectingFarcaster: ['normal'],
} as const;

export type SocialScenarioView = keyof typeof SOCIAL_SCENARIOS;

export const isSocialScenarioView = (view: string): view is SocialScenarioView =>
  Object.hasOwn(SOCIAL_SCENARIOS, view);

export const SOCIAL_SCENARIO_READY: Readonly<Record<string, string>> = {
  'ConnectingSocial:normal': '.latch-social-logo svg[data-provider="google"]',
  'ConnectingSocial:closed': '.latch-connecting-title[data-tone="error"]',
  'ConnectingFarcaster:normal': '.latch-farcaster .latch-qr-frame svg',
};

export const SOCIAL_SCENARIO_PROBES = {
  ConnectingSocial: [
    '.latch-card',
    '.latch-social-logo',
    '.latch-connecting-title',
    '.latch-connecting-hint',
  ],
  ConnectingFarcaster: ['.latch-card', '.latch-qr-frame', '.latch-connecting-title', '.latch-button'],
} as const satisfies Record<SocialScenarioView, readonly string[]>;

/** The fixture's ports for these views: the frame, and for social login the popups. */
export interface SocialScenario {
  readonly options: FixtureOptions;
  prepare(fixture: GalleryFixture): Promise<void>;
}

export function socialScenario(view: SocialScenarioView, state: string): SocialScenario {
  if (view === 'ConnectingFarcaster') {
    return {
      options: { emailLogin: new MemoryEmbeddedWalletFrame().handleFarcaster(FARCASTER_URI) },
      async prepare(fixture) {
        void fixture.latch.modal.open({ view });
      },
    };
  }
  const frame = new MemoryEmbeddedWalletFrame();
  const popups = new MemoryPopupOpener();
  return {
    options: { emailLogin: frame, socialLogin: popups },
    async prepare(fixture) {
      frame.emit({ type: 'READY', socialProviders: ['google', 'github', 'apple'] });
      const social = await fixture.latch.loadFeature('social');
      // As the row's click does: the popup opens, then the view follows the login.
      void social.start('google');
      void fixture.latch.modal.open({ view, data: { provider: 'google' } });
      if (state === 'closed') {
        // The user closes the popup once it has been sent to the provider.
        for (let turn = 0; turn < 100 && social.step !== 'waiting'; turn += 1) await Promise.resolve();
        popups.last?.userCloses();
      }
    },
  };
}
