// @vitest-environment happy-dom

import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, ETHEREUM, type Fixture } from '../../testkits/views/fixtures.js';
import { loadModalContents } from '../shell/LatchModal/loadModalContents.js';
import {
  useAccount,
  useConnect,
  useConnection,
  useFlow,
  useHostSettings,
  useModal,
  useNameZone,
  useRouter,
  useToasts,
  useWallets,
} from './coreHooks.js';
import { LatchProvider } from './LatchProvider.js';

// The dialog's code as a page has it once idle (its deferral: DeferredModalContents.test.tsx).
beforeAll(() => loadModalContents());

let fixture: Fixture | undefined;
afterEach(() => {
  cleanup();
  fixture?.dispose();
  fixture = undefined;
});

const setup = () => {
  fixture = createFixture({ networks: [ETHEREUM] });
  const { latch } = fixture;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={latch} embedded>
      {children}
    </LatchProvider>
  );
  return { latch, wrapper };
};

describe('the narrow hooks', () => {
  it("each give one store or service of the provider's core", () => {
    const { latch, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        router: useRouter(),
        modal: useModal(),
        connection: useConnection(),
        connect: useConnect(),
        account: useAccount(),
        wallets: useWallets(),
        toasts: useToasts(),
        nameZone: useNameZone(),
        host: useHostSettings(),
      }),
      { wrapper },
    );
    expect(result.current).toMatchObject({
      router: latch.router,
      modal: latch.modal,
      connection: latch.connection,
      connect: latch.connect,
      account: latch.account,
      wallets: latch.wallets,
      toasts: latch.toasts,
      nameZone: latch.nameZone,
      host: { embedded: true, placement: 'inline' },
    });
  });

  it('useFlow asks the core for a flow not built yet and gives its store once built', async () => {
    const { latch, wrapper } = setup();
    expect(latch.swap).toBeUndefined();
    const { result } = renderHook(() => useFlow('swap'), { wrapper });
    expect(result.current).toBeUndefined();
    // The swap flow's first import is transformed on the fly: slow on a busy machine.
    await waitFor(() => expect(latch.swap).toBeDefined(), { timeout: 10_000 });
    // The same store the core built, not a second one.
    expect(await latch.loadFeature('swap')).toBe(latch.swap);
  });
});
