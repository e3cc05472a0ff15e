import type { SignClient } from '@walletconnect/sign-client';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { toEngineError, WalletEngineError } from './WalletEngineError.js';
import { type Caip2ChainId, toCaip2 } from './walletChains.js';

type Client = InstanceType<typeof SignClient>;

/** How long a session update waits for the dapp's acknowledgement before going on anyway. */
const UPDATE_ACK_TIMEOUT_MS = 10_000;

const settleWithin = (promise: Promise<void>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });

/**
 * Adds `chain` (with every session address on it) to the session's eip155 namespace when missing — a
 * wallet-side session update — and waits for the dapp to acknowledge it, so the dapp accepts requests on
 * the new chain as soon as it hears back.
 */
export function addChainToSession(
  client: Client,
  topic: string,
  chain: Caip2ChainId,
): ResultAsync<void, WalletEngineError> {
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => client.session.get(topic)),
    () => new WalletEngineError('SESSION_NOT_FOUND', `No session ${topic}`),
  ).andThen((session) => {
    const eip155 = session.namespaces.eip155;
    if (eip155 === undefined) {
      return errAsync(new WalletEngineError('SESSION_NOT_FOUND', `Session ${topic} has no eip155 namespace`));
    }
    if ((eip155.chains ?? []).includes(chain)) return okAsync(undefined);
    const addresses = [...new Set(eip155.accounts.map((account) => account.split(':')[2] ?? ''))];
    const namespaces = {
      ...session.namespaces,
      eip155: {
        ...eip155,
        chains: [...(eip155.chains ?? []), chain],
        accounts: [...eip155.accounts, ...addresses.map((address) => `${chain}:${address}`)],
      },
    };
    return ResultAsync.fromPromise(
      client
        .update({ topic, namespaces })
        .then(({ acknowledged }) => settleWithin(acknowledged(), UPDATE_ACK_TIMEOUT_MS)),
      toEngineError('SWITCH_FAILED', `Could not add ${chain} to the session`),
    );
  });
}

/** Tells the dapp the wallet is now on `chainId` (EIP-1193 chainChanged through the session). */
export const emitChainChanged = (
  client: Client,
  topic: string,
  chainId: number,
): ResultAsync<void, WalletEngineError> =>
  ResultAsync.fromPromise(
    client.emit({ topic, event: { name: 'chainChanged', data: chainId }, chainId: toCaip2(chainId) }),
    toEngineError('SWITCH_FAILED', 'Could not emit chainChanged'),
  );
