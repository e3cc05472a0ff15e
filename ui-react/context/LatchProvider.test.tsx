// @vitest-environment happy-dom
import { act, cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture, type FixtureOptions } from '../../testkits/views/fixtures.js';
import { useLatch } from '../hooks/useLatch.js';
import { loadModalContents } from '../shell/LatchModal/loadModalContents.js';
import { FONT_STYLE_ID } from '../theme/injectFontFace.js';
import type { ViewRegistry } from '../views/viewDefinition.js';
import { LatchProvider, type LatchProviderProps } from './LatchProvider.js';

// The dialog's code as a page has it once idle (its deferral: DeferredModalContents.test.tsx).
beforeAll(() => loadModalContents());

const fixtures: Fixture[] = [];
afterEach(() => {
  cleanup();
  for (const fixture of fixtures.splice(0)) fixture.dispose();
});

const make = (options: FixtureOptions = {}) => {
  const fixture = createFixture(options);
  fixtures.push(fixture);
  return fixture;
};

const hosts = () => [...document.querySelectorAll<HTMLElement>('[data-latch-host="modal"]')];
const modalRoot = (host = hosts()[0]) => {
  const root = host?.shadowRoot?.querySelector<HTMLElement>('.latch-root');
  if (!root) throw new Error('no modal root');
  return root;
};

const AccountView = () => <p>my account</p>;
const Orphan = () => {
  useLatch();
  return null;
};

const mount = (fixture: Fixture, props: Partial<LatchProviderProps> = {}) =>
  render(
    <LatchProvider latch={fixture.latch} {...props}>
      <p>host app</p>
    </LatchProvider>,
  );

describe('LatchProvider', () => {
  it('portals the modal into a host element appended to document.body, with an open shadow root', () => {
    const { container } = mount(make());
    const [host] = hosts();
    expect(host?.parentElement).toBe(document.body);
    expect(container.contains(host ?? null)).toBe(false);
    expect(host?.shadowRoot?.mode).toBe('open');
  });

  it('renders inline where the provider is when appending is disabled', async () => {
    const fixture = make();
    const { container } = mount(fixture, { appendTo: false });
    const [host] = hosts();
    expect(container.contains(host ?? null)).toBe(true);
    await act(() => fixture.latch.modal.open());
    expect(within(modalRoot()).getByRole('dialog').getAttribute('aria-modal')).toBe('true');
  });

  it('embedded: inline, always shown, a non-modal dialog without a close button', async () => {
    const { container } = mount(make(), { embedded: true });
    const [host] = hosts();
    expect(container.contains(host ?? null)).toBe(true);
    const dialog = within(modalRoot()).getByRole('dialog');
    expect(dialog.hasAttribute('aria-modal')).toBe(false);
    expect(within(modalRoot()).queryByRole('button', { name: 'Close' })).toBeNull();
    await within(modalRoot()).findByRole('list', { name: 'Wallets' });
  });

  it('sets the theme variables on the host element and the theme mode inside', () => {
    mount(
      make({
        themeMode: 'light',
        themeVariables: { '--latch-accent': '#ff5500', '--latch-border-radius-master': 6, '--unknown': 'x' },
      }),
    );
    const [host] = hosts();
    expect(host?.style.getPropertyValue('--latch-accent')).toBe('#ff5500');
    expect(host?.style.getPropertyValue('--latch-border-radius-master')).toBe('6px');
    expect(host?.style.getPropertyValue('--latch-z-index')).toBe('999');
    expect(host?.style.getPropertyValue('--unknown')).toBe('');
    expect(modalRoot().dataset.theme).toBe('light');
  });

  it('injects each stylesheet once per shadow root and the font once per document', async () => {
    const first = make();
    mount(first);
    mount(make());
    for (let round = 0; round < 2; round++) {
      await act(() => first.latch.modal.open());
      await within(modalRoot()).findByRole('list', { name: 'Wallets' });
      act(() => {
        first.latch.modal.close();
      });
    }
    const root = hosts()[0]?.shadowRoot;
    expect(root?.querySelectorAll('style[data-latch-style="dialog"]')).toHaveLength(1);
    expect(root?.querySelectorAll('style[data-latch-style="connect"]')).toHaveLength(1);
    expect(hosts()).toHaveLength(2);
    expect(document.head.querySelectorAll(`#${FONT_STYLE_ID}`)).toHaveLength(1);
  });

  it('loads views on demand: a skeleton first, then the view; extra views come from the registry', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const views: ViewRegistry = {
      Account: { load: () => gate.then(() => AccountView), title: () => 'My account' },
    };
    const fixture = make();
    mount(fixture, { views });
    await act(() => fixture.latch.modal.open({ view: 'Account' }));
    const modal = within(modalRoot());
    expect(modal.getByTestId('latch-view-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(modal.getByRole('heading').textContent).toBe('My account');
    await act(async () => release());
    expect(await modal.findByText('my account')).toBeTruthy();
    expect(modal.queryByTestId('latch-view-skeleton')).toBeNull();
  });

  it('shows a placeholder for a view this build does not ship', async () => {
    const fixture = make();
    mount(fixture);
    await act(() => fixture.latch.modal.open({ view: 'Pay' }));
    expect(within(modalRoot()).getByText('This screen is not available yet.')).toBeTruthy();
  });

  it('refuses hooks used outside a provider', () => {
    expect(() => render(<Orphan />)).toThrow(/LatchProvider/);
  });
});
