import { describe, expect, it } from 'vitest';
import { createLatchCore, FEATURE_NAMES, type FeatureName } from '../../core/kernel/latch/index.js';
import { VIEW_NAMES } from '../../core/kernel/router/index.js';
import { latchHarness } from '../../testkits/latchHarness.js';
import { DEVNET } from '../../testkits/networks.js';
import { BUILT_IN_VIEWS, DEFAULT_VIEWS } from './registry.js';
import type { ViewCoreLoader } from './viewDefinition.js';
import { VIEW_TITLES } from './viewTitles.js';

declare global {
  interface ImportMeta {
    /** Vite's module glob (vitest transforms it): the matching files, each with its loader. */
    glob(pattern: string): Record<string, () => Promise<unknown>>;
  }
}

/** A real core over testkits whose flow loads are recorded. */
const recordingCore = () => {
  const latch = createLatchCore(latchHarness({ network: DEVNET }).ports, {
    projectId: 'p',
    networks: [DEVNET],
  })._unsafeUnwrap();
  const asked: FeatureName[] = [];
  const core: ViewCoreLoader = {
    options: latch.options,
    loadFeature: (name) => {
      asked.push(name);
      return latch.loadFeature(name);
    },
  };
  return { core, asked, dispose: () => latch.dispose() };
};

describe('the built-in views', () => {
  it('lists every view folder that declares a view, once', () => {
    // Every view folder's definition, found by the bundler's glob (a folder without one is not a view).
    const declared = Object.keys(import.meta.glob('./*/view.ts'))
      .map((path) => path.split('/')[1])
      .sort();
    expect(BUILT_IN_VIEWS.map((view) => view.name).sort()).toEqual(declared);
    expect(Object.keys(DEFAULT_VIEWS).sort()).toEqual(declared);
  });

  it('titles every view of the router: the built-in ones from their definition', () => {
    expect(Object.keys(VIEW_TITLES).sort()).toEqual([...VIEW_NAMES].sort());
    for (const view of BUILT_IN_VIEWS) expect(VIEW_TITLES[view.name]).toBe(view.title);
    expect(VIEW_TITLES).toMatchObject({
      Connect: 'Connect Wallet',
      ConnectingWalletConnectBasic: 'Connect Wallet',
      RegisterAccountNameSuccess: 'Register Name',
      OnRamp: 'Buy Crypto',
      History: 'Activity',
      SIWXSignMessage: 'Sign In',
    });
  });

  it("loads a flow's view with its flow, and other views alone", async () => {
    const flows: Partial<Record<string, FeatureName>> = {};
    for (const view of BUILT_IN_VIEWS) {
      const { core, asked, dispose } = recordingCore();
      const component = await DEFAULT_VIEWS[view.name]?.load(core);
      expect(component).toBe(await view.component());
      dispose();
      expect(asked).toEqual('flow' in view && view.flow !== undefined ? [view.flow] : []);
      if (asked[0] !== undefined) flows[view.name] = asked[0];
    }
    expect(flows).toEqual({
      RegisterAccountName: 'names',
      RegisterAccountNameSuccess: 'names',
      Send: 'send',
      Swap: 'swap',
      OnRamp: 'onramp',
      SIWXSignMessage: 'siwx',
      ConnectingSiwe: 'siwx',
      EmailVerifyOtp: 'email',
      EmailVerifyDevice: 'email',
      ConnectingSocial: 'social',
      ConnectingFarcaster: 'farcaster',
      UpdateEmailWallet: 'emailUpdate',
      UpdateEmailPrimaryOtp: 'emailUpdate',
      UpdateEmailSecondaryOtp: 'emailUpdate',
    });
    // Every flow has its views.
    expect(new Set(Object.values(flows))).toEqual(new Set(FEATURE_NAMES));
  }, 30_000);
});
