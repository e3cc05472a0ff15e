// @vitest-environment happy-dom

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Latch } from '../../core/kernel/latch/index.js';
import { isLatchError } from '../../core/lib/errors/index.js';
import type { EvmSigner, Network, WalletConnector, WalletSession } from '../../ports/index.js';
import { flushMicrotasks } from '../../testkits/ManualClock.js';
import {
  fakeSignature,
  MemoryWalletConnector,
  memoryNetwork,
  USER_REJECTED,
} from '../../testkits/MemoryWalletConnector.js';
import { SendingWalletConnector } from '../../testkits/SendingWalletConnector.js';
import { createFixture, ETHEREUM, type Fixture, SOLANA } from '../../testkits/views/fixtures.js';
import { LatchProvider } from '../context/LatchProvider.js';
import { useLatch } from './useLatch.js';
import { useLatchAccount } from './useLatchAccount.js';
import { useLatchModal } from './useLatchModal.js';
import { useLatchNetwork } from './useLatchNetwork.js';
import { useLatchSendTransaction } from './useLatchSendTransaction.js';
import { useLatchSignMessage } from './useLatchSignMessage.js';
import { useLatchStatus } from './useLatchStatus.js';
import { useLatchTheme } from './useLatchTheme.js';

const ADDRESS = '0x0000000000000000000000000000000000000001';
const BASE = { ...memoryNetwork('eip155', '8453'), name: 'Base' };
let fixture: Fixture | undefined;
afterEach(() => {
  cleanup();
  fixture?.dispose();
  fixture = undefined;
});

const setup = (connectors?: readonly WalletConnector[]) => {
  fixture = createFixture({ networks: [ETHEREUM, BASE, SOLANA], ...(connectors ? { connectors } : {}) });
  const latch: Latch = fixture.latch;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={latch}>{children}</LatchProvider>
  );
  return { fixture, latch, wrapper };
};

const connect = async (current: Fixture) => {
  await act(async () => {
    await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
    await flushMicrotasks();
  });
};

describe('useLatchModal', () => {
  it('opens (optionally on a view), reports isOpen, and closes', async () => {
    const { wrapper, latch } = setup();
    const { result } = renderHook(() => useLatchModal(), { wrapper });
    expect(result.current.isOpen).toBe(false);
    await act(() => result.current.open({ view: 'AllWallets' }));
    expect(result.current.isOpen).toBe(true);
    expect(latch.router.view).toBe('AllWallets');
    act(() => {
      expect(result.current.close().isOk()).toBe(true);
    });
    expect(result.current.isOpen).toBe(false);
  });

  it('a blocked close comes back as the error and shakes the modal', async () => {
    const { wrapper, latch } = setup();
    const { result } = renderHook(() => useLatchModal(), { wrapper });
    await act(() => result.current.open({ view: 'ApproveTransaction' }));
    act(() => {
      const closed = result.current.close();
      expect(closed.isErr() && closed.error.code).toBe('MODAL_CLOSE_BLOCKED');
    });
    expect(latch.modal.isShaking).toBe(true);
    expect(result.current.isOpen).toBe(true);
  });
});

describe('useLatchTheme', () => {
  const themedRoot = () =>
    document.querySelector('[data-latch-host="modal"]')?.shadowRoot?.querySelector('.latch-root');
  const hostStyle = () => document.querySelector<HTMLElement>('[data-latch-host="modal"]')?.style;

  it('switches the open modal between dark and light, and sets theme variables on its host', async () => {
    const { wrapper, latch } = setup();
    const { result } = renderHook(() => useLatchTheme(), { wrapper });
    await act(() => latch.modal.open());
    expect(result.current.themeMode).toBe('dark');
    expect(themedRoot()?.getAttribute('data-theme')).toBe('dark');
    act(() => {
      expect(result.current.setThemeMode('light').isOk()).toBe(true);
    });
    expect(result.current.themeMode).toBe('light');
    expect(themedRoot()?.getAttribute('data-theme')).toBe('light');
    act(() => {
      expect(result.current.setThemeVariables({ '--latch-accent': '#123456' }).isOk()).toBe(true);
    });
    expect(result.current.themeVariables).toMatchObject({ '--latch-accent': '#123456' });
    expect(hostStyle()?.getPropertyValue('--latch-accent')).toBe('#123456');
  });

  it('refuses a mode the options would refuse, and the modal keeps its theme', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useLatchTheme(), { wrapper });
    act(() => {
      // @ts-expect-error: a host page without types may pass anything
      const refused = result.current.setThemeMode('system');
      expect(refused.isErr() && refused.error.code).toBe('MODAL_OPTIONS_INVALID');
    });
    expect(result.current.themeMode).toBe('dark');
  });
});

describe('useLatchStatus and useLatchAccount', () => {
  it('follow the connection: status, address, balance, name', async () => {
    const { wrapper, fixture: current } = setup();
    current.chainReader.setBalance(ADDRESS, 1_234_500_000_000_000_000n);
    current.dataService.seedIdentity(ADDRESS, { name: 'latch.eth', avatar: null });
    const { result } = renderHook(() => ({ status: useLatchStatus(), account: useLatchAccount() }), {
      wrapper,
    });
    expect(result.current.status).toBe('disconnected');
    expect(result.current.account.isConnected).toBe(false);
    expect(result.current.account.balance.status).toBe('idle');
    await connect(current);
    expect(result.current.status).toBe('connected');
    expect(result.current.account).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      namespace: 'eip155',
      caipAddress: `eip155:1:${ADDRESS}`,
    });
    // The balances' code is fetched on connect (a dynamic import: as long as the module graph takes, not a tick).
    await waitFor(async () => {
      await act(async () => {
        await current.clock.runAllAsync();
        await flushMicrotasks();
      });
      expect(result.current.account.balance).toMatchObject({
        status: 'ready',
        formatted: '1.234',
        symbol: 'ETH',
      });
    });
    expect(result.current.account.name).toBe('latch.eth');
  });
});

describe('useLatchNetwork', () => {
  it('gives the active network and the configured ones, and switches through the account store', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useLatchNetwork(), { wrapper });
    expect(result.current.network).toBe(ETHEREUM);
    expect(result.current.networks).toEqual([ETHEREUM, BASE, SOLANA]);
    expect(result.current.isUnsupported).toBe(false);
    await act(async () => {
      const switched = await result.current.switchNetwork(BASE);
      expect(switched.isOk()).toBe(true);
    });
    expect(result.current.network).toBe(BASE);
    await act(async () => {
      const unknown = await result.current.switchNetwork(memoryNetwork('eip155', '999'));
      expect(unknown.isErr() && unknown.error.code).toBe('NETWORK_NOT_FOUND');
    });
  });

  it('reports a wallet sitting on a network that is not configured', async () => {
    const { wrapper, fixture: current } = setup();
    const { result } = renderHook(() => ({ network: useLatchNetwork(), latch: useLatch() }), { wrapper });
    await connect(current);
    expect(result.current.network.isUnsupported).toBe(false);
    const metamask = current.discovery.list().find((item) => item.info.id === 'io.metamask');
    if (!(metamask instanceof MemoryWalletConnector)) throw new Error('no metamask');
    act(() => metamask.emit('chainChanged', 'eip155:999'));
    expect(result.current.network.isUnsupported).toBe(true);
    expect(result.current.latch).toBe(current.latch);
  });
});

const TO = '0x70997970C51812dc3A04C302e1B2d8F1c1B2E3f4';
const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`;

/** MetaMask whose message signing is scripted: 'approve', 'hold' (never answers) or a rejection. */
class SigningWalletConnector extends MemoryWalletConnector {
  signBehaviour: 'approve' | 'hold' | { readonly fail: unknown } = 'approve';
  readonly signed: unknown[] = [];

  override session(target?: Network): WalletSession {
    const session = super.session(target);
    const signer = session.signer as EvmSigner;
    return {
      ...session,
      signer: {
        ...signer,
        signMessage: (args: Parameters<EvmSigner['signMessage']>[0]): Promise<`0x${string}`> => {
          this.signed.push(args);
          const behaviour = this.signBehaviour;
          if (behaviour === 'approve') return signer.signMessage(args);
          if (behaviour === 'hold') return new Promise(() => undefined);
          return Promise.reject(behaviour.fail);
        },
      },
    };
  }
}

describe('useLatchSendTransaction', () => {
  const sendingSetup = () => {
    const wallet = new SendingWalletConnector({ id: 'io.metamask', name: 'MetaMask' }, {}, hashOf);
    return { wallet, ...setup([wallet]) };
  };

  it('sends through the connected wallet: pending, the hash while it is mined, then the receipt', async () => {
    const { wrapper, wallet, fixture: current } = sendingSetup();
    const { result } = renderHook(() => useLatchSendTransaction(), { wrapper });
    expect(result.current).toMatchObject({
      status: 'idle',
      isPending: false,
      isConfirming: false,
      hash: undefined,
      receipt: undefined,
      error: undefined,
    });
    await connect(current);
    wallet.sendBehaviour = 'hold';
    act(() => void result.current.send({ to: TO, value: 5n }));
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, isConfirming: false });
    result.current.reset();
    expect(result.current.status).toBe('pending');
    wallet.sendBehaviour = 'approve';
    const { result: second } = renderHook(() => useLatchSendTransaction(), { wrapper });
    let sent: ReturnType<typeof second.current.send> | undefined;
    await act(async () => {
      sent = second.current.send({ to: TO, value: 5n });
      await flushMicrotasks();
    });
    // Sent: the hash is known, the receipt is not (the chain has not mined it yet).
    expect(second.current).toMatchObject({
      status: 'pending',
      isConfirming: true,
      hash: hashOf(2),
      receipt: undefined,
    });
    const receipt = { hash: hashOf(2), status: 'success', blockNumber: 12_345n } as const;
    await act(async () => {
      current.chainReader.setReceipt(receipt);
      expect((await sent)?._unsafeUnwrap()).toEqual({ hash: hashOf(2), receipt });
    });
    expect(second.current).toMatchObject({
      status: 'success',
      isConfirming: false,
      hash: hashOf(2),
      receipt,
      error: undefined,
    });
    expect(wallet.sent).toEqual([
      { from: ADDRESS, to: TO, value: 5n },
      { from: ADDRESS, to: TO, value: 5n },
    ]);
    act(() => second.current.reset());
    expect(second.current).toMatchObject({ status: 'idle', hash: undefined, receipt: undefined });
  });

  it('a reverted transaction is EXECUTION_REVERTED_UNKNOWN, its hash kept', async () => {
    const { wrapper, fixture: current } = sendingSetup();
    const { result } = renderHook(() => useLatchSendTransaction(), { wrapper });
    await connect(current);
    current.chainReader.setReceipt({ hash: hashOf(1), status: 'reverted', blockNumber: 3n });
    await act(async () => {
      await result.current.send({ to: TO });
    });
    expect(result.current).toMatchObject({ status: 'error', hash: hashOf(1), receipt: undefined });
    expect(result.current.error?.code).toBe('EXECUTION_REVERTED_UNKNOWN');
  });

  it("a wallet's rejection is USER_REJECTED, a catalogue error (never the raw {code, message})", async () => {
    const { wrapper, wallet, fixture: current } = sendingSetup();
    const { result } = renderHook(() => useLatchSendTransaction(), { wrapper });
    await connect(current);
    wallet.sendBehaviour = { fail: USER_REJECTED };
    await act(async () => {
      await result.current.send({ to: TO });
    });
    expect(result.current.status).toBe('error');
    const { error } = result.current;
    expect(isLatchError(error, 'USER_REJECTED')).toBe(true);
    expect(error).toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request.' });
    expect(result.current.hash).toBeUndefined();
  });

  it('a double click while pending asks the wallet once and gives both clicks the same result', async () => {
    const { wrapper, wallet, fixture: current } = sendingSetup();
    const { result } = renderHook(() => useLatchSendTransaction(), { wrapper });
    await connect(current);
    wallet.sendBehaviour = 'hold';
    let first: unknown;
    let second: unknown;
    await act(async () => {
      first = result.current.send({ to: TO });
      second = result.current.send({ to: TO, value: 1n });
      await flushMicrotasks();
    });
    expect(second).toBe(first);
    expect(wallet.sent).toHaveLength(1);
    expect(result.current.status).toBe('pending');
  });

  it('not connected is ACCOUNT_NOT_FOUND, and no wallet is asked', async () => {
    const { wrapper, wallet } = sendingSetup();
    const { result } = renderHook(() => useLatchSendTransaction(), { wrapper });
    await act(async () => {
      const sent = await result.current.send({ to: TO });
      expect(sent._unsafeUnwrapErr().code).toBe('ACCOUNT_NOT_FOUND');
    });
    expect(result.current.error?.code).toBe('ACCOUNT_NOT_FOUND');
    expect(wallet.sent).toEqual([]);
  });
});

describe('useLatchSignMessage', () => {
  const signingSetup = () => {
    const wallet = new SigningWalletConnector({ id: 'io.metamask', name: 'MetaMask' });
    return { wallet, ...setup([wallet]) };
  };

  it('signs with the connected account and gives the signature', async () => {
    const { wrapper, wallet, fixture: current } = signingSetup();
    const { result } = renderHook(() => useLatchSignMessage(), { wrapper });
    await connect(current);
    await act(async () => {
      await result.current.sign('hello');
    });
    expect(result.current).toMatchObject({
      status: 'success',
      signature: fakeSignature(`${ADDRESS}:hello`),
      error: undefined,
    });
    expect(wallet.signed).toEqual([{ address: ADDRESS, message: 'hello' }]);
  });

  it('a rejection is USER_REJECTED; a double click while pending asks once; not connected is ACCOUNT_NOT_FOUND', async () => {
    const { wrapper, wallet, fixture: current } = signingSetup();
    const { result } = renderHook(() => useLatchSignMessage(), { wrapper });
    await act(async () => {
      await result.current.sign('hello');
    });
    expect(result.current.error?.code).toBe('ACCOUNT_NOT_FOUND');
    await connect(current);
    wallet.signBehaviour = { fail: { code: 4001, message: 'MetaMask Tx Signature: User denied.' } };
    await act(async () => {
      await result.current.sign('hello');
    });
    expect(result.current).toMatchObject({ status: 'error', signature: undefined });
    expect(result.current.error?.code).toBe('USER_REJECTED');
    wallet.signBehaviour = 'hold';
    await act(async () => {
      void result.current.sign('once');
      void result.current.sign('twice');
      await flushMicrotasks();
    });
    expect(wallet.signed).toHaveLength(2);
    expect(result.current.status).toBe('pending');
  });
});
