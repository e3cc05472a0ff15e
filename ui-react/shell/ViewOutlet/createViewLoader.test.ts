import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixture } from '../../../testkits/views/fixtures.js';
import { type ViewCoreLoader, type ViewRegistry, withFlow } from '../../views/viewDefinition.js';
import { createViewLoader } from './createViewLoader.js';

const ConnectView: ComponentType = () => null;

/** A core for views that load no flow. */
const OPTIONS = {} as ViewCoreLoader['options'];
const core: ViewCoreLoader = {
  loadFeature: (name) => Promise.reject(new Error(`no flow ${name} here`)),
  options: OPTIONS,
};

/** A registry whose Connect view loads when the test says so. */
const gated = () => {
  const calls: { resolve: (component: ComponentType) => void; reject: (error: unknown) => void }[] = [];
  const registry: ViewRegistry = {
    Connect: {
      load: () =>
        new Promise<ComponentType>((resolve, reject) => {
          calls.push({ resolve, reject });
        }),
    },
  };
  return { registry, calls };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createViewLoader', () => {
  it('knows the registered views, loads one once on demand and keeps its component', async () => {
    const { registry, calls } = gated();
    const loader = createViewLoader(registry, core);
    expect(loader.state('Connect')).toEqual({ status: 'idle' });
    expect(loader.state('Swap')).toEqual({ status: 'unregistered' });

    loader.load('Connect');
    loader.load('Connect');
    loader.load('Swap');
    expect(loader.state('Connect')).toEqual({ status: 'loading' });
    expect(loader.state('Swap')).toEqual({ status: 'unregistered' });
    expect(calls).toHaveLength(1);

    calls[0]?.resolve(ConnectView);
    await settle();
    const loaded = loader.state('Connect');
    expect(loaded).toEqual({ status: 'loaded', component: ConnectView });
    expect(loader.state('Connect')).toBe(loaded);
    loader.load('Connect');
    expect(calls).toHaveLength(1);
  });

  it('tells its listeners about every change until they unsubscribe', async () => {
    const { registry, calls } = gated();
    const loader = createViewLoader(registry, core);
    const seen: string[] = [];
    const off = loader.subscribe(() => seen.push(loader.state('Connect').status));
    loader.load('Connect');
    calls[0]?.resolve(ConnectView);
    await settle();
    off();
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('keeps a failed load as failed until asked again, then loads anew', async () => {
    const { registry, calls } = gated();
    const loader = createViewLoader(registry, core);
    loader.load('Connect');
    const error = new TypeError('Failed to fetch dynamically imported module');
    calls[0]?.reject(error);
    await settle();
    expect(loader.state('Connect')).toEqual({ status: 'failed', error });
    loader.load('Connect');
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(ConnectView);
    await settle();
    expect(loader.state('Connect').status).toBe('loaded');
  });

  it('treats a load that throws at once like one that rejects', async () => {
    const error = new Error('no chunk');
    const loader = createViewLoader(
      {
        Connect: {
          load: () => {
            throw error;
          },
        },
      },
      core,
    );
    loader.load('Connect');
    await settle();
    expect(loader.state('Connect')).toEqual({ status: 'failed', error });
  });

  it('never shares state between two loaders of one registry', async () => {
    const { registry, calls } = gated();
    const first = createViewLoader(registry, core);
    const second = createViewLoader(registry, core);
    first.load('Connect');
    calls[0]?.resolve(ConnectView);
    await settle();
    expect(first.state('Connect').status).toBe('loaded');
    expect(second.state('Connect').status).toBe('idle');
  });

  it("gives each load the provider's core: a flow's view is loaded once its store is built", async () => {
    const fixture = createFixture();
    let arrive: (component: ComponentType) => void = () => undefined;
    const code = new Promise<ComponentType>((resolve) => {
      arrive = resolve;
    });
    const loader = createViewLoader(
      { Send: { load: (latch) => withFlow(code, latch.loadFeature('send')) } },
      fixture.latch,
    );
    loader.load('Send');
    // The same store the view's load asked for (one per core).
    const send = await fixture.latch.loadFeature('send');
    await settle();
    // The store is built, the view's code has not arrived: still loading.
    expect(fixture.latch.send).toBe(send);
    expect(loader.state('Send').status).toBe('loading');
    arrive(ConnectView);
    await settle();
    expect(loader.state('Send')).toEqual({ status: 'loaded', component: ConnectView });
    fixture.dispose();
  });

  it('fails a view whose flow cannot be fetched', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const loader = createViewLoader(
      { Send: { load: (latch) => withFlow(Promise.resolve(ConnectView), latch.loadFeature('send')) } },
      { loadFeature: () => Promise.reject(error), options: OPTIONS },
    );
    loader.load('Send');
    await settle();
    expect(loader.state('Send')).toEqual({ status: 'failed', error });
  });
});
