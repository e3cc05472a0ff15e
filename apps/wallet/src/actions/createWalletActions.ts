import { okAsync, type ResultAsync } from 'neverthrow';
import { type Address, type Hash, isHash } from 'viem';
import {
  type Caip2ChainId,
  type PendingProposal,
  type PendingRequest,
  parseChainId,
  type SandboxWallet,
  type SessionSummary,
  type WalletChain,
  type WalletEngineError,
  type WalletRpcError,
} from '../../engine/index.js';
import { waitForTransaction } from '../chain/waitForTransaction.js';
import { checkPairingUri, type PairingUriError } from '../pairing/checkPairingUri.js';
import { describeChain } from '../requests/summariseRequest.js';
import type { ToastInput, ToastStore } from '../toasts/createToastStore.js';

/** The engine operations the page's buttons use. */
export type WalletOperations = Pick<
  SandboxWallet,
  | 'pair'
  | 'approveSession'
  | 'rejectSession'
  | 'approveRequest'
  | 'rejectRequest'
  | 'switchChain'
  | 'disconnect'
>;

export interface WalletActionsDeps {
  readonly wallet: WalletOperations;
  readonly toasts: ToastStore;
  readonly chains: readonly WalletChain[];
  /** Milliseconds since the epoch (pairing URI expiry). */
  readonly now?: () => number;
  /** A transaction was mined: balances changed. */
  readonly onMined?: () => void;
}

/** What the buttons of the page do: call the engine, then tell the user with a toast (STYLE #4). */
export interface WalletActions {
  pair(text: string): ResultAsync<void, PairingUriError | WalletEngineError>;
  /** Shares `account` on `chains` (default: the requested chains the wallet has). */
  approveSession(
    proposal: PendingProposal,
    account: Address,
    chains?: readonly Caip2ChainId[],
  ): ResultAsync<void, WalletEngineError>;
  rejectSession(proposal: PendingProposal): ResultAsync<void, WalletEngineError>;
  approveRequest(request: PendingRequest): ResultAsync<void, WalletEngineError | WalletRpcError>;
  rejectRequest(request: PendingRequest): ResultAsync<void, WalletEngineError>;
  switchChain(session: SessionSummary, chainId: number): ResultAsync<void, WalletEngineError>;
  disconnect(session: SessionSummary): ResultAsync<void, WalletEngineError>;
}

const shorten = (hex: string) => (hex.length > 20 ? `${hex.slice(0, 10)}…${hex.slice(-8)}` : hex);

export function createWalletActions(deps: WalletActionsDeps): WalletActions {
  const { wallet, toasts, chains } = deps;
  const now = deps.now ?? Date.now;
  const notify = (toast: ToastInput): void => {
    toasts.show(toast);
  };
  const failed =
    (title: string) =>
    <E extends Error>(error: E): E => {
      toasts.show({ tone: 'error', title, detail: error.message }, 8_000);
      return error;
    };

  /** Follows a sent transaction to its receipt in a toast that stays until it is mined. */
  const trackTransaction = (request: PendingRequest, hash: Hash) => {
    const chain = chains.find((candidate) => candidate.chainId === parseChainId(request.chainId));
    const network = describeChain(parseChainId(request.chainId), chains);
    const id = toasts.show(
      { tone: 'info', title: 'Transaction sent', detail: `Waiting for ${network}…`, hash },
      null,
    );
    if (chain === undefined) return;
    void waitForTransaction(chain, hash).match(
      (mined) => {
        const block = `Block ${mined.blockNumber.toString()} on ${network}`;
        toasts.update(
          id,
          mined.status === 'success'
            ? { tone: 'success', title: 'Transaction confirmed', detail: block, hash }
            : { tone: 'error', title: 'Transaction reverted', detail: block, hash },
          8_000,
        );
        deps.onMined?.();
      },
      (error) =>
        toasts.update(id, { tone: 'error', title: 'Transaction not mined', detail: error.message, hash }),
    );
  };

  const announce = (request: PendingRequest, result: unknown) => {
    const dapp = request.dapp.name;
    if (request.method === 'eth_sendTransaction' && typeof result === 'string' && isHash(result)) {
      trackTransaction(request, result);
    } else if (request.method === 'wallet_switchEthereumChain') {
      const first: unknown = Array.isArray(request.params) ? request.params[0] : undefined;
      const target =
        typeof first === 'object' && first !== null && 'chainId' in first ? first.chainId : undefined;
      toasts.show({
        tone: 'success',
        title: 'Network switched',
        detail: describeChain(parseChainId(target), chains),
      });
    } else if (typeof result === 'string') {
      toasts.show({
        tone: 'success',
        title: 'Signed',
        detail: `Signature ${shorten(result)} sent to ${dapp}`,
      });
    } else {
      toasts.show({ tone: 'success', title: 'Request approved', detail: `${request.method} for ${dapp}` });
    }
  };

  return {
    pair: (text) =>
      checkPairingUri(text, now())
        .asyncAndThen((uri) => wallet.pair(uri).mapErr(failed('Pairing failed')))
        .map(() =>
          notify({ tone: 'info', title: 'Paired', detail: 'Waiting for the app’s connection request…' }),
        ),
    approveSession: (proposal, account, approved) =>
      wallet
        .approveSession(proposal.id, {
          accounts: [account],
          ...(approved === undefined ? {} : { chains: approved }),
        })
        .map((session) =>
          notify({
            tone: 'success',
            title: `Connected to ${session.dapp.name}`,
            detail: `Shared ${shorten(account)} on ${session.chains.map((id) => describeChain(parseChainId(id), chains)).join(', ')}`,
          }),
        )
        .mapErr(failed('Could not connect')),
    rejectSession: (proposal) =>
      wallet
        .rejectSession(proposal.id)
        .map(() => notify({ tone: 'info', title: 'Connection rejected', detail: proposal.dapp.name }))
        .mapErr(failed('Could not reject')),
    approveRequest: (request) =>
      wallet
        .approveRequest(request.id)
        .map((result) => announce(request, result))
        .mapErr(failed('Request failed')),
    rejectRequest: (request) =>
      wallet
        .rejectRequest(request.id)
        .map(() =>
          notify({
            tone: 'info',
            title: 'Request rejected',
            detail: `${request.dapp.name} was told “User rejected the request.” (4001)`,
          }),
        )
        .mapErr(failed('Could not reject')),
    switchChain: (session, chainId) =>
      session.activeChainId === `eip155:${chainId}`
        ? okAsync(undefined)
        : wallet
            .switchChain(session.topic, chainId)
            .map(() =>
              notify({
                tone: 'success',
                title: 'Network switched',
                detail: `${session.dapp.name} is now on ${describeChain(chainId, chains)}`,
              }),
            )
            .mapErr(failed('Could not switch network')),
    disconnect: (session) =>
      wallet
        .disconnect(session.topic)
        .map(() => notify({ tone: 'info', title: 'Disconnected', detail: session.dapp.name }))
        .mapErr(failed('Could not disconnect')),
  };
}
