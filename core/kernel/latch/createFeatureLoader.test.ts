import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { DEVNET as devnet } from '../../../testkits/networks.js';
import type { FeatureContext } from '../wiring/index.js';
import { createFeatureLoader } from './createFeatureLoader.js';
import { createLatchCore } from './createLatchCore.js';
import { FEATURE_BUILDERS, type FeatureBuilders } from './features.js';

/** The context of a real core over the harness's ports (the loader only hands it to the builders). */
const contextOf = () => {
  const { ports, clock } = latchHarness({ network: devnet });
  const latch = createLatchCore(ports, { projectId: 'p', networks: [devnet] })._unsafeUnwrap();
  const context: FeatureContext = {
    ports,
    connection: latch.connection,
    account: latch.account,
    balances: latch.balances,
    analytics: latch.analytics,
    refreshAfterTransaction: () => undefined,
    nameZone: latch.nameZone,
    options: latch.options,
    modal: latch.modal,
    disconnect: () => latch.connect.disconnect(),
    connect: latch.connect,
    emailThrottle: latch.emailThrottle,
    embeddedUser: latch.embeddedUser,
    toasts: latch.toasts,
    authConnectorId: () => undefined,
  };
  return { context, clock };
};

/**
 * The real builders, with `names`' code arriving when the test says so (or failing); each names store built
 * starts a suggestions lookup (a pending timer, which its dispose cancels).
 */
const gatedNames = () => {
  const gates: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const builders: FeatureBuilders = {
    ...FEATURE_BUILDERS,
    names: () =>
      new Promise<void>((resolve, reject) => {
        gates.push({ resolve, reject });
      })
        .then(() => FEATURE_BUILDERS.names())
        .then((build) => (context) => {
          const store = build(context);
          store.setQuery('alice');
          return store;
        }),
  };
  return { builders, gates };
};

describe('createFeatureLoader', () => {
  it('fetches a feature once, however many ask while it loads, and builds one store', async () => {
    const { builders, gates } = gatedNames();
    const loader = createFeatureLoader(contextOf().context, builders);
    const first = loader.load('names');
    const second = loader.load('names');
    expect(gates).toHaveLength(1);
    expect(loader.built.names).toBeUndefined();
    gates[0]?.resolve();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(loader.built.names).toBe(a);
    expect(await loader.load('names')).toBe(a);
    expect(gates).toHaveLength(1);
    loader.dispose();
  });

  it('says a feature is loading from the ask until it is built, and not after a failed fetch', async () => {
    const { builders, gates } = gatedNames();
    const loader = createFeatureLoader(contextOf().context, builders);
    expect(loader.isLoading('names')).toBe(false);
    const failed = loader.load('names');
    expect(loader.isLoading('names')).toBe(true);
    gates[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(loader.isLoading('names')).toBe(false);
    const loaded = loader.load('names');
    expect(loader.isLoading('names')).toBe(true);
    gates[1]?.resolve();
    await loaded;
    expect(loader.isLoading('names')).toBe(false);
    loader.dispose();
  });

  it('tells observers when a store is built', async () => {
    const loader = createFeatureLoader(contextOf().context);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(loader.built.send !== undefined));
    await loader.load('send');
    stop();
    expect(seen).toEqual([false, true]);
    loader.dispose();
  });

  it('fetches again after a failed fetch, and builds nothing for the failure', async () => {
    const { builders, gates } = gatedNames();
    const loader = createFeatureLoader(contextOf().context, builders);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const failed = loader.load('names');
    gates[0]?.reject(failure);
    await expect(failed).rejects.toBe(failure);
    expect(loader.built.names).toBeUndefined();
    const again = loader.load('names');
    expect(gates).toHaveLength(2);
    gates[1]?.resolve();
    expect(loader.built.names === undefined).toBe(true);
    expect(await again).toBe(loader.built.names);
    loader.dispose();
  });

  it('disposes the stores built, and one whose code arrives after dispose as soon as it is built', async () => {
    const { context, clock } = contextOf();
    const { builders, gates } = gatedNames();
    const loader = createFeatureLoader(context, builders);
    const built = loader.load('names');
    gates[0]?.resolve();
    await built;
    expect(clock.pending).toBe(1);
    loader.dispose();
    expect(clock.pending).toBe(0);

    const late = createFeatureLoader(context, builders);
    const arriving = late.load('names');
    late.dispose();
    gates[1]?.resolve();
    await arriving;
    // Built after dispose: disposed at once (its lookup cancelled) and never offered as built.
    expect(clock.pending).toBe(0);
    expect(late.built.names).toBeUndefined();
  });
});
