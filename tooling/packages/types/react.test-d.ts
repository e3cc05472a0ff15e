// What a host writes against `@latch/react`'s hooks, by the name it imports them with.
import {
  type HostTransactionRequest,
  type LatchAccountState,
  type LatchActionStatus,
  type LatchModalControls,
  type LatchNetworkControls,
  type LatchSendTransaction,
  type LatchSignMessage,
  type SendTransactionError,
  type SentTransaction,
  type SignMessageError,
  type SwitchNetworkResult,
  type TransactionReceipt,
  useLatchAccount,
  useLatchModal,
  useLatchNetwork,
  useLatchSendTransaction,
  useLatchSignMessage,
  useLatchStatus,
} from '@latch/react';
import type { ErrorCode, LatchError, Network } from 'latch';
import type { ResultAsync } from 'neverthrow';
import { describe, expectTypeOf, it } from 'vitest';

describe('useLatchAccount, useLatchStatus', () => {
  it('give the account and the connection status', () => {
    expectTypeOf(useLatchAccount).returns.toEqualTypeOf<LatchAccountState>();
    expectTypeOf<LatchAccountState['address']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LatchAccountState['isConnected']>().toEqualTypeOf<boolean>();
    expectTypeOf(useLatchStatus).returns.toEqualTypeOf<
      'disconnected' | 'connecting' | 'connected' | 'reconnecting'
    >();
    expectTypeOf<LatchAccountState['status']>().toEqualTypeOf<ReturnType<typeof useLatchStatus>>();
  });

  it('the balance is a state, never a bare number (unavailable is not zero)', () => {
    expectTypeOf<LatchAccountState['balance']>().toHaveProperty('status');
    expectTypeOf<LatchAccountState['balance']>().not.toBeNumber();
    expectTypeOf<LatchAccountState['balance']>().not.toBeString();
  });
});

describe('useLatchNetwork', () => {
  it('gives the active network, the configured ones and a switch', () => {
    expectTypeOf(useLatchNetwork).returns.toEqualTypeOf<LatchNetworkControls>();
    expectTypeOf<LatchNetworkControls['network']>().toEqualTypeOf<Network>();
    expectTypeOf<LatchNetworkControls['networks']>().toEqualTypeOf<readonly Network[]>();
    expectTypeOf<LatchNetworkControls['isUnsupported']>().toEqualTypeOf<boolean>();
    expectTypeOf<LatchNetworkControls['switchNetwork']>().parameter(0).toEqualTypeOf<Network>();
    expectTypeOf<LatchNetworkControls['switchNetwork']>().returns.toEqualTypeOf<SwitchNetworkResult>();
    expectTypeOf<SwitchNetworkResult>().toExtend<ResultAsync<unknown, LatchError>>();
  });
});

describe('useLatchSendTransaction', () => {
  it('send takes { to, value: bigint } and gives the hash with its receipt, or a SendTransactionError', () => {
    expectTypeOf(useLatchSendTransaction).returns.toEqualTypeOf<LatchSendTransaction>();
    expectTypeOf<LatchSendTransaction['send']>().parameter(0).toEqualTypeOf<HostTransactionRequest>();
    expectTypeOf<{ to: `0x${string}`; value: bigint }>().toExtend<HostTransactionRequest>();
    expectTypeOf<HostTransactionRequest['value']>().toEqualTypeOf<bigint | undefined>();
    expectTypeOf<HostTransactionRequest['from']>().toEqualTypeOf<`0x${string}` | undefined>();
    expectTypeOf<LatchSendTransaction['send']>().returns.toEqualTypeOf<
      ResultAsync<SentTransaction, SendTransactionError>
    >();
    expectTypeOf<SentTransaction>().toEqualTypeOf<{
      readonly hash: `0x${string}`;
      readonly receipt: TransactionReceipt;
    }>();
    expectTypeOf<TransactionReceipt['status']>().toEqualTypeOf<'success' | 'reverted'>();
    expectTypeOf<TransactionReceipt['blockNumber']>().toEqualTypeOf<bigint>();
    expectTypeOf<LatchSendTransaction['hash']>().toEqualTypeOf<`0x${string}` | undefined>();
    expectTypeOf<LatchSendTransaction['receipt']>().toEqualTypeOf<TransactionReceipt | undefined>();
    expectTypeOf<LatchSendTransaction['isConfirming']>().toEqualTypeOf<boolean>();
    expectTypeOf<LatchSendTransaction['status']>().toEqualTypeOf<LatchActionStatus>();
    expectTypeOf<LatchActionStatus>().toEqualTypeOf<'idle' | 'pending' | 'success' | 'error'>();
    expectTypeOf<LatchSendTransaction['isPending']>().toEqualTypeOf<boolean>();
  });

  it('its error is a LatchError whose code narrows (USER_REJECTED, ACCOUNT_NOT_FOUND)', () => {
    expectTypeOf<LatchSendTransaction['error']>().toEqualTypeOf<SendTransactionError | undefined>();
    expectTypeOf<SendTransactionError>().toExtend<LatchError>();
    expectTypeOf<SendTransactionError['code']>().toExtend<ErrorCode>();
    expectTypeOf<'USER_REJECTED'>().toExtend<SendTransactionError['code']>();
    expectTypeOf<'ACCOUNT_NOT_FOUND'>().toExtend<SendTransactionError['code']>();
    const narrow = (error: SendTransactionError) => {
      if (error.code === 'USER_REJECTED') expectTypeOf(error).toEqualTypeOf<LatchError<'USER_REJECTED'>>();
      if (error.code === 'ACCOUNT_NOT_FOUND')
        expectTypeOf(error).toEqualTypeOf<LatchError<'ACCOUNT_NOT_FOUND'>>();
    };
    expectTypeOf(narrow).parameter(0).toEqualTypeOf<SendTransactionError>();
  });

  it('refuses a value that is a number, a `to` that is not hex, and no `to`', () => {
    const send = (request: HostTransactionRequest) => request;
    // @ts-expect-error a value in wei is a bigint, not a number
    send({ to: '0x000000000000000000000000000000000000dEaD', value: 1 });
    // @ts-expect-error `to` is a 0x-prefixed address
    send({ to: 'vitalik.eth', value: 1n });
    // @ts-expect-error `to` is required
    send({ value: 1n });
    expectTypeOf(
      send({ to: '0x000000000000000000000000000000000000dEaD', value: 10n ** 16n }),
    ).toEqualTypeOf<HostTransactionRequest>();
  });
});

describe('useLatchSignMessage', () => {
  it('sign takes a string or raw hex and gives the signature or a SignMessageError', () => {
    expectTypeOf(useLatchSignMessage).returns.toEqualTypeOf<LatchSignMessage>();
    expectTypeOf<LatchSignMessage['sign']>()
      .parameter(0)
      .toEqualTypeOf<string | { readonly raw: `0x${string}` }>();
    expectTypeOf<LatchSignMessage['sign']>().returns.toEqualTypeOf<ResultAsync<string, SignMessageError>>();
    expectTypeOf<LatchSignMessage['signature']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<LatchSignMessage['error']>().toEqualTypeOf<SignMessageError | undefined>();
    expectTypeOf<SignMessageError>().toExtend<LatchError>();
    expectTypeOf<'USER_REJECTED'>().toExtend<SignMessageError['code']>();
    expectTypeOf<'ACCOUNT_NOT_FOUND'>().toExtend<SignMessageError['code']>();
    const sign = (message: Parameters<LatchSignMessage['sign']>[0]) => message;
    // @ts-expect-error a message is text or { raw: hex }, not bytes
    sign(new Uint8Array([1, 2]));
  });
});

describe('useLatchModal', () => {
  it('opens, closes, prepares and tells whether it is open', () => {
    expectTypeOf(useLatchModal).returns.toEqualTypeOf<LatchModalControls>();
    expectTypeOf<LatchModalControls['open']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<LatchModalControls['prepare']>().returns.toEqualTypeOf<void>();
    expectTypeOf<LatchModalControls['isOpen']>().toEqualTypeOf<boolean>();
    expectTypeOf<ReturnType<LatchModalControls['close']>>().toHaveProperty('isOk');
  });
});
