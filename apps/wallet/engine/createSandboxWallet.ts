import { Connection, type SendOptions } from '@solana/web3.js';
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import { errAsync, ResultAsync } from 'neverthrow';
import { isAddressEqual } from 'viem';
import { sandboxSolanaKeypair } from '../injected/solana/sandboxSolanaKeypair.js';
import { buildSessionNamespaces } from './buildSessionNamespaces.js';
import { createStore } from './createStore.js';
import { DEVNET_MNEMONIC, deriveAccounts } from './deriveAccounts.js';
import { executeRequest } from './executeRequest.js';
import { executeSolanaRequest } from './executeSolanaRequest.js';
import { createMemoryStorage } from './keyValueStorage.js';
import {
  type ApproveSessionOptions,
  DEFAULT_WALLET_METADATA,
  type SandboxWallet,
  type SandboxWalletOptions,
} from './sandboxWalletTypes.js';
import { addChainToSession, emitChainChanged } from './sessionChains.js';
import { toEngineError, WalletEngineError } from './WalletEngineError.js';
import { WalletRpcError } from './WalletRpcError.js';
import { type Caip2ChainId, parseChainId, toCaip2 } from './walletChains.js';
import { turnVerificationOff, walletClientOptions } from './walletClientOptions.js';
import {
  describeDapp,
  describeProposal,
  describeSession,
  type PendingRequest,
  type WalletState,
} from './walletViews.js';

/**
 * A headless wallet on the WalletConnect sign client: pairs with dapps through the configured relay, keeps
 * observable lists of pending proposals, pending requests and sessions, and signs with the devnet's
 * accounts (transactions go to each chain's RPC). Browser-safe: no Node API, storage injected.
 */
export async function createSandboxWallet(options: SandboxWalletOptions): Promise<SandboxWallet> {
  const accounts = deriveAccounts(options.mnemonic ?? DEVNET_MNEMONIC, options.accountCount ?? 10);
  const defaultAccount = accounts[0];
  if (defaultAccount === undefined)
    throw new WalletEngineError('UNKNOWN_ACCOUNT', 'accountCount must be at least 1');
  const walletChains = options.chains.map((chain) => toCaip2(chain.chainId));
  const onError = options.onError ?? (() => undefined);
  // The Solana side: the devnet key `account/<index>` on its one cluster, sent through the cluster's RPC.
  const solana =
    options.solana === undefined
      ? undefined
      : {
          config: options.solana,
          keypair: sandboxSolanaKeypair(options.solana.seed, options.solana.accountIndex),
        };
  const solanaChoice =
    solana === undefined
      ? undefined
      : { caipNetworkId: solana.config.caipNetworkId, address: solana.keypair.publicKey.toBase58() };

  const client = await SignClient.init(
    walletClientOptions({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      storage: options.storage ?? createMemoryStorage(),
      storagePrefix: options.storagePrefix ?? 'latch-sandbox-wallet',
      logLevel: options.logLevel ?? 'error',
      metadata: options.metadata ?? DEFAULT_WALLET_METADATA,
    }),
  );
  turnVerificationOff(client);

  const proposals = new Map<number, ProposalTypes.Struct>();
  const requests = new Map<number, PendingRequest>();
  const answered = new Set<number>();
  /** Requests being carried out: a second approve/reject (double click) must not send twice. */
  const busy = new Set<number>();
  const activeChains = new Map<string, Caip2ChainId>();

  const snapshot = (): WalletState => ({
    accounts: accounts.map((account) => account.address),
    chains: options.chains,
    proposals: [...proposals.values()].map(describeProposal),
    requests: [...requests.values()],
    sessions: client.session
      .getAll()
      .map((session) => describeSession(session, activeChains.get(session.topic))),
  });
  const store = createStore(snapshot());
  const publish = () => store.set(snapshot());

  const sessionOf = (topic: string) =>
    ResultAsync.fromPromise(
      Promise.resolve().then(() => client.session.get(topic)),
      () => new WalletEngineError('SESSION_NOT_FOUND', `No session ${topic}`),
    );

  const addRequest = (request: SignClientTypes.EventArguments['session_request']) => {
    if (answered.has(request.id) || requests.has(request.id)) return false;
    const session = client.session.keys.includes(request.topic)
      ? client.session.get(request.topic)
      : undefined;
    requests.set(request.id, {
      id: request.id,
      topic: request.topic,
      method: request.params.request.method,
      params: request.params.request.params,
      chainId: request.params.chainId,
      dapp: describeDapp(session?.peer.metadata),
    });
    return true;
  };

  const finish = (requestId: number) => {
    requests.delete(requestId);
    answered.add(requestId);
    publish();
  };

  const respond = (request: PendingRequest, outcome: { result: unknown } | { error: WalletRpcError }) =>
    ResultAsync.fromPromise(
      client.respond({
        topic: request.topic,
        response:
          'error' in outcome
            ? { id: request.id, jsonrpc: '2.0', error: outcome.error.toRpcError() }
            : { id: request.id, jsonrpc: '2.0', result: outcome.result },
      }),
      toEngineError('RESPOND_FAILED', `Could not answer request ${request.id}`),
    ).map(() => finish(request.id));

  const switchChain = (topic: string, chainId: number): ResultAsync<void, WalletEngineError> => {
    const chain = toCaip2(chainId);
    if (!walletChains.includes(chain)) {
      return errAsync(new WalletEngineError('UNKNOWN_CHAIN', `The wallet has no RPC for ${chain}`));
    }
    return addChainToSession(client, topic, chain).andThen(() => {
      activeChains.set(topic, chain);
      publish();
      return emitChainChanged(client, topic, chainId);
    });
  };

  const approveSwitch = (request: PendingRequest) => {
    const first: unknown = Array.isArray(request.params) ? request.params[0] : undefined;
    const chainId = parseChainId(
      typeof first === 'object' && first !== null && 'chainId' in first ? first.chainId : undefined,
    );
    if (chainId === undefined || !walletChains.includes(toCaip2(chainId))) {
      const error = new WalletRpcError('unrecognizedChain', `Unrecognized chain ID ${String(chainId ?? '')}`);
      return respond(request, { error }).andThen(() => errAsync(error));
    }
    const chain = toCaip2(chainId);
    return addChainToSession(client, request.topic, chain)
      .andThen(() => respond(request, { result: null }))
      .andThen(() => {
        activeChains.set(request.topic, chain);
        publish();
        return emitChainChanged(client, request.topic, chainId);
      })
      .map(() => null);
  };

  /** Runs `answer` for a pending request at most once at a time. */
  const answerOnce = <T, E>(
    requestId: number,
    answer: (request: PendingRequest) => ResultAsync<T, E>,
  ): ResultAsync<T, E | WalletEngineError> => {
    const request = requests.get(requestId);
    if (request === undefined || busy.has(requestId)) {
      return errAsync(new WalletEngineError('REQUEST_NOT_FOUND', `No pending request ${requestId}`));
    }
    busy.add(requestId);
    return answer(request)
      .andTee(() => busy.delete(requestId))
      .orTee(() => busy.delete(requestId));
  };

  /** Sends the result (or the wallet's error) to the dapp. */
  const answerWith = (request: PendingRequest, execution: ResultAsync<unknown, WalletRpcError>) =>
    execution
      .andThen((result) => respond(request, { result }).map(() => result))
      .orElse((error) =>
        error instanceof WalletRpcError
          ? respond(request, { error }).andThen(() => errAsync(error))
          : errAsync(error),
      );

  /** A request on the Solana cluster: only from a session that shares the wallet's Solana account. */
  const carryOutSolana = (
    request: PendingRequest,
    side: NonNullable<typeof solana>,
    account: string,
  ): ResultAsync<unknown, WalletEngineError | WalletRpcError> =>
    sessionOf(request.topic).andThen((session) => {
      const shared = session.namespaces.solana?.accounts ?? [];
      const connection = new Connection(side.config.rpcUrl, 'confirmed');
      const execution = shared.includes(`${side.config.caipNetworkId}:${account}`)
        ? executeSolanaRequest(
            { method: request.method, params: request.params },
            {
              keypair: side.keypair,
              send: (signed, sendOptions) =>
                connection.sendRawTransaction(signed, sendOptions as SendOptions),
            },
          )
        : errAsync(new WalletRpcError('unauthorized'));
      return answerWith(request, execution);
    });

  const carryOut = (request: PendingRequest): ResultAsync<unknown, WalletEngineError | WalletRpcError> => {
    if (request.method === 'wallet_switchEthereumChain') return approveSwitch(request);
    if (
      solana !== undefined &&
      solanaChoice !== undefined &&
      request.chainId === solana.config.caipNetworkId
    ) {
      return carryOutSolana(request, solana, solanaChoice.address);
    }
    return sessionOf(request.topic).andThen((session) => {
      const shared = describeSession(session, undefined).accounts;
      const sessionAccounts = accounts.filter((account) =>
        shared.some((address) => isAddressEqual(address, account.address)),
      );
      const chain = options.chains.find((candidate) => toCaip2(candidate.chainId) === request.chainId);
      const execution =
        chain === undefined
          ? errAsync(new WalletRpcError('unrecognizedChain', `Unrecognized chain ${request.chainId}`))
          : executeRequest(
              { method: request.method, params: request.params },
              { accounts: sessionAccounts, chain },
            );
      return answerWith(request, execution);
    });
  };

  const approveRequest = (requestId: number) => answerOnce(requestId, carryOut);

  const approveSession = (proposalId: number, choice: ApproveSessionOptions = {}) => {
    const proposal = proposals.get(proposalId);
    if (proposal === undefined) {
      return errAsync(new WalletEngineError('PROPOSAL_NOT_FOUND', `No pending proposal ${proposalId}`));
    }
    const shared = choice.accounts ?? [defaultAccount.address];
    if (!shared.every((address) => accounts.some((account) => isAddressEqual(account.address, address)))) {
      return errAsync(new WalletEngineError('UNKNOWN_ACCOUNT', 'The wallet can only share its own accounts'));
    }
    return buildSessionNamespaces(proposal, {
      accounts: shared,
      chains: choice.chains,
      walletChains,
      solana: solanaChoice,
    })
      .asyncAndThen((namespaces) =>
        ResultAsync.fromPromise(
          client.approve({ id: proposalId, namespaces }),
          toEngineError('APPROVE_FAILED', 'The session could not be approved'),
        ),
      )
      .map(({ topic }) => {
        forgetProposal(proposalId);
        return describeSession(client.session.get(topic), undefined);
      });
  };

  const forgetProposal = (proposalId: number): void => {
    proposals.delete(proposalId);
    publish();
  };
  const forgetSession = (topic: string): void => {
    activeChains.delete(topic);
    for (const [id, request] of requests) if (request.topic === topic) requests.delete(id);
    publish();
  };

  const listeners = {
    session_proposal: ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
      proposals.set(id, params);
      publish();
      const auto = options.autoApprove?.sessions;
      if (auto) void approveSession(id, auto === true ? {} : auto).mapErr(onError);
    },
    session_request: (event: SignClientTypes.EventArguments['session_request']) => {
      if (!addRequest(event)) return;
      publish();
      if (options.autoApprove?.requests) void approveRequest(event.id).mapErr(onError);
    },
    session_delete: ({ topic }: { topic: string }) => forgetSession(topic),
    proposal_expire: ({ id }: { id: number }) => forgetProposal(id),
    session_request_expire: ({ id }: { id: number }) => {
      requests.delete(id);
      publish();
    },
  };
  client.on('session_proposal', listeners.session_proposal);
  client.on('session_request', listeners.session_request);
  client.on('session_delete', listeners.session_delete);
  client.on('session_expire', listeners.session_delete);
  client.on('proposal_expire', listeners.proposal_expire);
  client.on('session_request_expire', listeners.session_request_expire);

  // What was pending before a reload (storage kept it) is pending again.
  for (const proposal of client.proposal.getAll()) proposals.set(proposal.id, proposal);
  for (const pending of client.pendingRequest.getAll()) {
    addRequest({
      id: pending.id,
      topic: pending.topic,
      params: pending.params,
      verifyContext: pending.verifyContext,
    });
  }
  publish();

  return {
    getState: store.get,
    subscribe: store.subscribe,
    pair: (uri) =>
      ResultAsync.fromPromise(
        client.core.pairing.pair({ uri }),
        toEngineError('PAIR_FAILED', 'Pairing failed'),
      ).map(() => undefined),
    approveSession,
    rejectSession: (proposalId) => {
      if (!proposals.has(proposalId)) {
        return errAsync(new WalletEngineError('PROPOSAL_NOT_FOUND', `No pending proposal ${proposalId}`));
      }
      return ResultAsync.fromPromise(
        client.reject({ id: proposalId, reason: getSdkError('USER_REJECTED') }),
        toEngineError('REJECT_FAILED', 'The rejection could not be sent'),
      ).map(() => forgetProposal(proposalId));
    },
    approveRequest,
    rejectRequest: (requestId) =>
      answerOnce(requestId, (request) => respond(request, { error: new WalletRpcError('userRejected') })),
    switchChain,
    disconnect: (topic) =>
      ResultAsync.fromPromise(
        client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }),
        toEngineError('DISCONNECT_FAILED', 'Could not disconnect'),
      ).map(() => forgetSession(topic)),
    async close() {
      client.off('session_proposal', listeners.session_proposal);
      client.off('session_request', listeners.session_request);
      client.off('session_delete', listeners.session_delete);
      client.off('session_expire', listeners.session_delete);
      client.off('proposal_expire', listeners.proposal_expire);
      client.off('session_request_expire', listeners.session_request_expire);
      await client.core.relayer.transportClose().catch(() => undefined);
      client.core.heartbeat.stop();
    },
    signClient: client,
  };
}
