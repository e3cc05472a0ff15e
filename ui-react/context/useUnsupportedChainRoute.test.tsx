// @vitest-environment happy-dom

import { renderHook } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Latch } from '../../core/kernel/latch/index.js';
import { useUnsupportedChainRoute } from './useUnsupportedChainRoute.js';

const stub = (unsupported: boolean) => {
  const account = observable({ isUnsupportedChain: unsupported });
  const router = { view: 'Account' as string };
  const open = vi.fn(async () => undefined);
  const latch = { account, router, modal: { open } } as unknown as Pick<
    Latch,
    'account' | 'modal' | 'router'
  >;
  return { account, router, open, latch };
};

describe('useUnsupportedChainRoute', () => {
  it('opens UnsupportedChain when the wallet moves to an unconfigured network, and only then', () => {
    const { account, open, latch } = stub(false);
    const { unmount } = renderHook(() => useUnsupportedChainRoute(latch));
    expect(open).not.toHaveBeenCalled();
    runInAction(() => (account.isUnsupportedChain = true));
    expect(open).toHaveBeenCalledWith({ view: 'UnsupportedChain' });
    runInAction(() => (account.isUnsupportedChain = false));
    expect(open).toHaveBeenCalledTimes(1);
    unmount();
    runInAction(() => (account.isUnsupportedChain = true));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens it at once when the page starts on an unsupported network, unless it already shows', () => {
    expect(stub(true).open).not.toHaveBeenCalled();
    const fresh = stub(true);
    renderHook(() => useUnsupportedChainRoute(fresh.latch));
    expect(fresh.open).toHaveBeenCalledWith({ view: 'UnsupportedChain' });
    const showing = stub(true);
    showing.router.view = 'UnsupportedChain';
    renderHook(() => useUnsupportedChainRoute(showing.latch));
    expect(showing.open).not.toHaveBeenCalled();
  });
});
