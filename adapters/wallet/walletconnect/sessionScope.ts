import type { SessionTypes } from '@walletconnect/types';

/** What a session approved on eip155: its methods and its chains (CAIP-2). */
export interface SessionScope {
  readonly methods: readonly string[];
  readonly chains: readonly string[];
}

const chainOf = (account: string) => account.split(':').slice(0, 2).join(':');

/** The eip155 methods and chains a session approved (namespaces keyed `eip155` or `eip155:<id>`). */
export function sessionScope(session: SessionTypes.Struct): SessionScope {
  const namespaces = Object.entries(session.namespaces).filter(([key]) => key.split(':')[0] === 'eip155');
  const methods = namespaces.flatMap(([, namespace]) => namespace.methods);
  const chains = namespaces.flatMap(([key, namespace]) => [
    ...(key.includes(':') ? [key] : []),
    ...(namespace.chains ?? []),
    ...namespace.accounts.map(chainOf),
  ]);
  return { methods: [...new Set(methods)], chains: [...new Set(chains)] };
}
