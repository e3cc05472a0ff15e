import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import { type Address, isAddress } from 'viem';
import type { Caip2ChainId, WalletChain } from './walletChains.js';

/** Who is asking: the dapp's own metadata (not verified). */
export interface DappInfo {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icon: string | undefined;
}

export interface PendingProposal {
  readonly id: number;
  readonly dapp: DappInfo;
  /** Chains the dapp asks for (required and optional), CAIP-2. */
  readonly chains: readonly string[];
  readonly methods: readonly string[];
  readonly events: readonly string[];
  /** Namespaces the dapp requires (the wallet must support them all). */
  readonly requiredNamespaces: readonly string[];
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

export interface PendingRequest {
  readonly id: number;
  readonly topic: string;
  readonly method: string;
  readonly params: unknown;
  /** The chain the request is for, CAIP-2. */
  readonly chainId: string;
  readonly dapp: DappInfo;
}

export interface SessionSummary {
  readonly topic: string;
  readonly dapp: DappInfo;
  /** Approved chains, CAIP-2. */
  readonly chains: readonly string[];
  /** Approved accounts (addresses). */
  readonly accounts: readonly Address[];
  /** The chain the wallet is on for this session (changes on wallet_switchEthereumChain). */
  readonly activeChainId: string;
  readonly methods: readonly string[];
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

/** Everything the wallet UI shows; a new object on every change. */
export interface WalletState {
  readonly accounts: readonly Address[];
  readonly chains: readonly WalletChain[];
  readonly proposals: readonly PendingProposal[];
  readonly requests: readonly PendingRequest[];
  readonly sessions: readonly SessionSummary[];
}

export const describeDapp = (metadata: SignClientTypes.Metadata | undefined): DappInfo => ({
  name: metadata?.name ?? 'Unknown dapp',
  description: metadata?.description ?? '',
  url: metadata?.url ?? '',
  icon: metadata?.icons?.[0],
});

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The chains a namespace map names: `chains` of `eip155`-style keys and inline `eip155:1` keys. */
export function namespaceChains(
  namespaces: Readonly<Record<string, { chains?: string[] | undefined }>>,
): string[] {
  return unique(
    Object.entries(namespaces).flatMap(([key, value]) => (key.includes(':') ? [key] : (value.chains ?? []))),
  );
}

export function describeProposal(proposal: ProposalTypes.Struct): PendingProposal {
  const namespaces = [proposal.requiredNamespaces, proposal.optionalNamespaces];
  return {
    id: proposal.id,
    dapp: describeDapp(proposal.proposer.metadata),
    chains: unique(namespaces.flatMap(namespaceChains)),
    methods: unique(
      namespaces.flatMap((map) => Object.values(map).flatMap((namespace) => namespace.methods)),
    ),
    events: unique(namespaces.flatMap((map) => Object.values(map).flatMap((namespace) => namespace.events))),
    requiredNamespaces: unique(
      Object.keys(proposal.requiredNamespaces).map((key) => key.split(':')[0] ?? key),
    ),
    expiresAt: proposal.expiryTimestamp * 1000,
  };
}

export function describeSession(
  session: SessionTypes.Struct,
  activeChainId: Caip2ChainId | undefined,
): SessionSummary {
  const eip155 = session.namespaces.eip155;
  const chains =
    eip155?.chains ??
    unique((eip155?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':')));
  const accounts = unique(
    (eip155?.accounts ?? []).flatMap((account) => {
      const address = account.split(':')[2];
      return address !== undefined && isAddress(address, { strict: false }) ? [address] : [];
    }),
  );
  return {
    topic: session.topic,
    dapp: describeDapp(session.peer.metadata),
    chains,
    accounts,
    activeChainId:
      activeChainId !== undefined && chains.includes(activeChainId) ? activeChainId : (chains[0] ?? ''),
    methods: eip155?.methods ?? [],
    expiresAt: session.expiry * 1000,
  };
}
