// What a host writes against `latch` and `latch/networks`, by the names it imports them with (tsconfig's paths
// resolve them to the sources here; packages.test.ts checks the built types from the packed tarballs).

import * as latchEntry from 'latch';
import {
  createLatch,
  type ErrorCode,
  type EvmSigner,
  type EvmTransactionRequest,
  isLatchError,
  type KeyValueStorage,
  type Latch,
  type LatchConfig,
  type LatchError,
  type ModalOptionsError,
  type Network,
  type SolanaSigner,
  type ThemeVariables,
  type WalletConnector,
  type WalletSession,
  type WalletSigner,
} from 'latch';
import { base, fromViemChain, latchDevnet, mainnet, solanaDevnet } from 'latch/networks';
import { solana } from 'latch/solana';
import type { Result } from 'neverthrow';
import type { Chain } from 'viem';
import { defineChain } from 'viem';
import { mainnet as viemMainnet } from 'viem/chains';
import { describe, expectTypeOf, it } from 'vitest';

declare const failure: unknown;

describe('createLatch', () => {
  it('takes the options and gives a Result of a Latch or the options error', () => {
    expectTypeOf(createLatch).parameter(0).toExtend<LatchConfig<Network | Chain>>();
    expectTypeOf(createLatch({ projectId: 'app', networks: [mainnet] })).toEqualTypeOf<
      Result<Latch, ModalOptionsError>
    >();
    expectTypeOf<ModalOptionsError>().toExtend<LatchError>();
  });

  it('a Latch starts, disposes and reads a network by its CAIP-2 id', () => {
    expectTypeOf<Latch['start']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<Latch['dispose']>().returns.toEqualTypeOf<void>();
    expectTypeOf<Latch['network']>().returns.toEqualTypeOf<Network | undefined>();
  });

  it('requires projectId and networks, the rest optional', () => {
    expectTypeOf<LatchConfig>().toHaveProperty('projectId').toEqualTypeOf<string>();
    expectTypeOf<LatchConfig>().toHaveProperty('networks').toEqualTypeOf<readonly Network[]>();
    expectTypeOf<{ projectId: string; networks: readonly Network[] }>().toExtend<LatchConfig>();
    expectTypeOf<{ projectId: string }>().not.toExtend<LatchConfig>();
    expectTypeOf<{ networks: readonly Network[] }>().not.toExtend<LatchConfig>();
  });

  it('takes the options a host sets, with their types', () => {
    expectTypeOf<LatchConfig['storage']>().toEqualTypeOf<'web' | KeyValueStorage | undefined>();
    expectTypeOf<LatchConfig['connectors']>().toEqualTypeOf<readonly WalletConnector[] | undefined>();
    expectTypeOf<LatchConfig['themeMode']>().toEqualTypeOf<'dark' | 'light' | undefined>();
    expectTypeOf<LatchConfig['themeVariables']>().toEqualTypeOf<ThemeVariables | undefined>();
    expectTypeOf<LatchConfig['embedded']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<LatchConfig['dataServiceUrl']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LatchConfig['relayUrl']>().toEqualTypeOf<string | undefined>();
    createLatch({
      projectId: 'app',
      networks: [latchDevnet(), solanaDevnet],
      solana,
      storage: 'web',
      logLevel: 'silent',
      themeMode: 'light',
      themeVariables: { '--latch-accent': '#3b82f6', '--latch-radius': 8 },
      features: { swaps: false, socials: ['google'] },
      rpcUrls: { 'eip155:1': 'https://rpc.example.com' },
      metadata: { name: 'App', description: 'An app', url: 'https://app.example.com', icons: [] },
    });
  });

  it('refuses what is not an option', () => {
    // @ts-expect-error an unknown option
    createLatch({ projectId: 'app', networks: [mainnet], theme: 'dark' });
    // @ts-expect-error a theme mode that is not 'dark' or 'light'
    createLatch({ projectId: 'app', networks: [mainnet], themeMode: 'blue' });
    // @ts-expect-error networks are required
    createLatch({ projectId: 'app' });
    // @ts-expect-error a log level that does not exist
    createLatch({ projectId: 'app', networks: [mainnet], logLevel: 'verbose' });
  });
});

describe('networks', () => {
  it('the presets are Networks; fromViemChain makes one of any viem Chain', () => {
    expectTypeOf(mainnet).toEqualTypeOf<Network>();
    expectTypeOf(base).toEqualTypeOf<Network>();
    expectTypeOf(solanaDevnet).toEqualTypeOf<Network>();
    expectTypeOf(latchDevnet).returns.toEqualTypeOf<Network>();
    expectTypeOf(fromViemChain).parameter(0).toEqualTypeOf<Chain>();
    expectTypeOf(fromViemChain).returns.toEqualTypeOf<Network>();
  });

  it('a Network has its CAIP-2 id, namespace, currency and RPC URLs', () => {
    expectTypeOf<Network['caipNetworkId']>().toExtend<`${string}:${string}`>();
    expectTypeOf<Network['chainNamespace']>().toExtend<string>();
    expectTypeOf<Network['nativeCurrency']>().toHaveProperty('decimals').toEqualTypeOf<number>();
    expectTypeOf<Network['rpcUrls']['default']['http']>().toExtend<readonly string[]>();
  });

  it('createLatch takes viem Chains as they are, beside the presets', () => {
    const custom = defineChain({
      id: 777,
      name: 'Custom',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example.com'] } },
    });
    expectTypeOf(createLatch({ projectId: 'app', networks: [viemMainnet, custom, base] })).toEqualTypeOf<
      Result<Latch, ModalOptionsError>
    >();
    const written: LatchConfig<Network | Chain> = { projectId: 'app', networks: [viemMainnet, mainnet] };
    expectTypeOf(createLatch(written)).toEqualTypeOf<Result<Latch, ModalOptionsError>>();
  });

  it('a network must be a Network or a Chain', () => {
    // @ts-expect-error a chain id is not a network
    createLatch({ projectId: 'app', networks: [1] });
    // @ts-expect-error a config typed for Latch networks only does not take a viem Chain
    const presetsOnly: LatchConfig = { projectId: 'app', networks: [viemMainnet] };
    expectTypeOf(presetsOnly).toEqualTypeOf<LatchConfig>();
  });
});

describe('LatchError and isLatchError', () => {
  it('isLatchError narrows an unknown failure, and with a code narrows `code` to it', () => {
    if (isLatchError(failure)) {
      expectTypeOf(failure).toEqualTypeOf<LatchError>();
      expectTypeOf(failure.code).toEqualTypeOf<ErrorCode>();
    }
    if (isLatchError(failure, 'USER_REJECTED')) {
      expectTypeOf(failure).toEqualTypeOf<LatchError<'USER_REJECTED'>>();
      expectTypeOf(failure.code).toEqualTypeOf<'USER_REJECTED'>();
    }
    if (isLatchError(failure, 'ACCOUNT_NOT_FOUND'))
      expectTypeOf(failure.code).toEqualTypeOf<'ACCOUNT_NOT_FOUND'>();
  });

  it('the codes are the catalogue’s: a misspelt code does not compile', () => {
    expectTypeOf<'USER_REJECTED'>().toExtend<ErrorCode>();
    expectTypeOf<'ACCOUNT_NOT_FOUND'>().toExtend<ErrorCode>();
    expectTypeOf<'MODAL_OPTIONS_INVALID'>().toExtend<ErrorCode>();
    expectTypeOf<'USER_REJECT'>().not.toExtend<ErrorCode>();
    // @ts-expect-error not a catalogue code
    isLatchError(failure, 'NOT_A_CODE');
  });

  it('a LatchError is an Error with code, params, details and data', () => {
    expectTypeOf<LatchError>().toExtend<Error>();
    expectTypeOf<LatchError['details']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LatchError['data']>().toEqualTypeOf<Readonly<Record<string, unknown>>>();
    expectTypeOf<LatchError<'USER_REJECTED'>>().toExtend<LatchError>();
  });
});

describe('what a host implements: connectors, signers, storage', () => {
  it('a WalletConnector connects to a session whose signer is an EVM or a Solana signer', () => {
    expectTypeOf<WalletConnector['connect']>().returns.toEqualTypeOf<Promise<WalletSession>>();
    expectTypeOf<WalletConnector['reconnect']>().returns.toEqualTypeOf<Promise<WalletSession | undefined>>();
    expectTypeOf<WalletSession['signer']>().toEqualTypeOf<WalletSigner>();
    expectTypeOf<WalletSigner>().toEqualTypeOf<EvmSigner | SolanaSigner>();
  });

  it('the signers’ namespaces tell them apart', () => {
    const signerOf = (signer: WalletSigner) => {
      if (signer.namespace === 'eip155') expectTypeOf(signer).toEqualTypeOf<EvmSigner>();
      else expectTypeOf(signer).toEqualTypeOf<SolanaSigner>();
    };
    expectTypeOf(signerOf).parameter(0).toEqualTypeOf<WalletSigner>();
  });

  it('an EVM signer sends a request whose value is a bigint and signs to a hex signature', () => {
    expectTypeOf<EvmTransactionRequest['value']>().toEqualTypeOf<bigint | undefined>();
    expectTypeOf<EvmSigner['sendTransaction']>().returns.toEqualTypeOf<Promise<`0x${string}`>>();
    expectTypeOf<EvmSigner['signMessage']>().returns.toEqualTypeOf<Promise<`0x${string}`>>();
    expectTypeOf<SolanaSigner['signMessage']>().returns.toEqualTypeOf<Promise<string>>();
    // @ts-expect-error a value in wei is a bigint, not a number
    const request: EvmTransactionRequest = { from: '0x1', to: '0x2', value: 1 };
    expectTypeOf(request).toEqualTypeOf<EvmTransactionRequest>();
  });

  it('ThemeVariables are CSS custom properties with string or number values', () => {
    expectTypeOf<{ '--latch-accent': string; '--latch-radius': number }>().toExtend<ThemeVariables>();
    expectTypeOf<{ '--latch-accent': boolean }>().not.toExtend<ThemeVariables>();
  });
});

describe('the entry point', () => {
  it('exports no internals: not the container, the composition root or the core builder', () => {
    expectTypeOf(latchEntry).not.toHaveProperty('createContainer');
    expectTypeOf(latchEntry).not.toHaveProperty('createLatchRoot');
    expectTypeOf(latchEntry).not.toHaveProperty('createLatchCore');
    expectTypeOf(latchEntry).not.toHaveProperty('ROOT_TOKENS');
    expectTypeOf(latchEntry).not.toHaveProperty('TOKENS');
    // @ts-expect-error the inversify container is not a public API
    expectTypeOf(latchEntry.createContainer).toBeFunction();
    expectTypeOf(latchEntry).toHaveProperty('createLatch');
    expectTypeOf<KeyValueStorage>().toHaveProperty('getItem');
  });
});
